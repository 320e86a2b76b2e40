import request from 'supertest';
import { startTestApp, type TestApp } from '../../test/testApp';

describe('auth routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('signs up, sets an httpOnly SameSite=Lax session cookie and knows the user', async () => {
    const agent = request.agent(t.app.getHttpServer());
    const res = await agent
      .post('/api/auth/signup')
      .send({ email: '  Ada@Example.COM ', password: 'password1', name: 'Ada' })
      .expect(201);
    expect(res.body).toEqual({
      user: {
        email: 'ada@example.com',
        name: 'Ada',
        credits: 100,
        default_view_mode: null,
        customDomain: null,
        language: null,
        onboarding: null,
        colorScheme: 'system',
      },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^mapa_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const me = await agent.get('/api/auth/me').expect(200);
    expect(me.body.user.email).toBe('ada@example.com');
  });

  it('answers the session check with 200 whether signed in or not', async () => {
    expect((await t.http().get('/api/auth/session').expect(200)).body).toEqual({ user: null });
    const agent = request.agent(t.app.getHttpServer());
    await agent
      .post('/api/auth/signup')
      .send({ email: 'session@example.com', password: 'password1', name: 'Sy' });
    const signedIn = await agent.get('/api/auth/session').expect(200);
    expect(signedIn.body.user).toMatchObject({ email: 'session@example.com', name: 'Sy' });
    await agent.post('/api/auth/signout').expect(204);
    expect((await agent.get('/api/auth/session').expect(200)).body).toEqual({ user: null });
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await t
      .http()
      .post('/api/auth/signup')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: 'secure@example.com', password: 'password1', name: 'S' })
      .expect(201);
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('refuses a taken e-mail with 409 EMAIL_TAKEN', async () => {
    await t
      .http()
      .post('/api/auth/signup')
      .send({ email: 'dup@example.com', password: 'password1', name: 'A' });
    const res = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: 'DUP@example.com', password: 'password2', name: 'B' })
      .expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, code: 'EMAIL_TAKEN' });
  });

  it('names the bad field of a sign-up body', async () => {
    const short = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: 'x@example.com', password: 'short', name: 'X' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'password' });
    expect(short.body.message).toMatch(/^password: /);
    const email = await t
      .http()
      .post('/api/auth/signup')
      .send({ email: 'nope', password: 'password1', name: 'X' });
    expect(email.body).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'email: Invalid email',
    });
  });

  it('signs in with the right password only', async () => {
    await t
      .http()
      .post('/api/auth/signup')
      .send({ email: 'bob@example.com', password: 'password1', name: 'Bob' });
    const wrong = await t
      .http()
      .post('/api/auth/signin')
      .send({ email: 'bob@example.com', password: 'password2' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const unknown = await t
      .http()
      .post('/api/auth/signin')
      .send({ email: 'nobody@example.com', password: 'password1' });
    expect(unknown.body.code).toBe('INVALID_CREDENTIALS');
    const agent = request.agent(t.app.getHttpServer());
    const ok = await agent
      .post('/api/auth/signin')
      .send({ email: 'BOB@example.com', password: 'password1' })
      .expect(200);
    expect(ok.body.user).toMatchObject({ email: 'bob@example.com', name: 'Bob' });
    await agent.get('/api/auth/me').expect(200);
  });

  it('signs out: the cookie is cleared and the session no longer works', async () => {
    const agent = request.agent(t.app.getHttpServer());
    const signup = await agent
      .post('/api/auth/signup')
      .send({ email: 'carol@example.com', password: 'password1', name: 'Carol' });
    const token = /mapa_session=([^;]+)/.exec(String(signup.headers['set-cookie']))![1];
    const out = await agent.post('/api/auth/signout').expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/mapa_session=;.*Expires=Thu, 01 Jan 1970/);
    // Replaying the old token must fail: the server deleted the session, not just the cookie.
    const replay = await t.http().get('/api/auth/me').set('Cookie', `mapa_session=${token}`).expect(401);
    expect(replay.body).toEqual({ statusCode: 401, code: 'NOT_AUTHENTICATED', message: 'Sign in first' });
  });

  it('updates the name and default view mode', async () => {
    const agent = request.agent(t.app.getHttpServer());
    await agent
      .post('/api/auth/signup')
      .send({ email: 'dan@example.com', password: 'password1', name: 'Dan' });
    const res = await agent
      .patch('/api/auth/me')
      .send({ name: 'Daniel', default_view_mode: 'text' })
      .expect(200);
    expect(res.body.user).toMatchObject({ name: 'Daniel', default_view_mode: 'text' });
    expect((await agent.get('/api/auth/me')).body.user.name).toBe('Daniel');
    const bad = await agent.patch('/api/auth/me').send({ default_view_mode: 'grid' }).expect(400);
    expect(bad.body.path).toBe('default_view_mode');
  });

  it('rate-limits failed sign-ins per IP and e-mail with 429 TOO_MANY_ATTEMPTS', async () => {
    await t
      .http()
      .post('/api/auth/signup')
      .send({ email: 'eve@example.com', password: 'password1', name: 'Eve' });
    for (let i = 0; i < 10; i++) {
      await t
        .http()
        .post('/api/auth/signin')
        .send({ email: 'eve@example.com', password: 'wrong-pass' })
        .expect(401);
    }
    const blocked = await t
      .http()
      .post('/api/auth/signin')
      .send({ email: 'eve@example.com', password: 'password1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    // Another e-mail from the same IP is not affected.
    await t
      .http()
      .post('/api/auth/signin')
      .send({ email: 'bob@example.com', password: 'password1' })
      .expect(200);
  }, 60_000); // twelve scrypt hashes: slow on a loaded machine

  it('refuses writes from another origin with 403 BAD_ORIGIN, accepts same-origin ones', async () => {
    const cross = await t
      .http()
      .post('/api/auth/signin')
      .set('Origin', 'https://evil.example')
      .send({ email: 'bob@example.com', password: 'password1' });
    expect(cross.status).toBe(403);
    expect(cross.body).toMatchObject({ statusCode: 403, code: 'BAD_ORIGIN' });
    const same = await t
      .http()
      .post('/api/auth/signin')
      .set('Host', 'mapa.test:8080')
      .set('Origin', 'http://mapa.test:8080')
      .send({ email: 'bob@example.com', password: 'password1' });
    expect(same.status).toBe(200);
  });

  it('answers unknown API routes and bad JSON in the error shape, with security headers', async () => {
    const missing = await t.http().get('/api/nope').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['referrer-policy']).toBeDefined();
    expect(missing.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    const bad = await t
      .http()
      .post('/api/auth/signin')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_JSON');
  });
});
