import request from 'supertest';
import {
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

// Starting PostgreSQL and the app takes seconds on a loaded machine; so can a few scrypt hashes.
jest.setTimeout(60_000);

describeEachBackend('the account language', (backend) => {
  let t: TestApp | undefined;
  const app = () => t!.app;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close(), SERVICES_HOOK_TIMEOUT);

  it('is null until chosen, then saved with PATCH /api/auth/me, returned by /me and cleared with null', async () => {
    const agent = await signedUpAgent(app(), 'lang@example.com', 'Lang');
    expect((await agent.get('/api/auth/me')).body.user.language).toBeNull();
    const set = await agent.patch('/api/auth/me').send({ language: 'pt-BR' }).expect(200);
    expect(set.body.user.language).toBe('pt-BR');
    expect((await agent.get('/api/auth/me')).body.user.language).toBe('pt-BR');
    // Other profile changes leave it alone.
    await agent.patch('/api/auth/me').send({ name: 'Langston' }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user).toMatchObject({
      name: 'Langston',
      language: 'pt-BR',
    });
    await agent.patch('/api/auth/me').send({ language: 'en' }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.language).toBe('en');
    await agent.patch('/api/auth/me').send({ language: null }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.language).toBeNull();
  });

  it('comes back after signing in again', async () => {
    const agent = await signedUpAgent(app(), 'again@example.com');
    await agent.patch('/api/auth/me').send({ language: 'pt-BR' }).expect(200);
    const signin = await request(app().getHttpServer())
      .post('/api/auth/signin')
      .send({ email: 'again@example.com', password: 'correct horse' })
      .expect(200);
    expect(signin.body.user.language).toBe('pt-BR');
  });

  it('is taken from the sign-up body', async () => {
    const res = await request(app().getHttpServer())
      .post('/api/auth/signup')
      .send({ email: 'novo@example.com', password: 'correct horse', name: 'Nova', language: 'pt-BR' })
      .expect(201);
    expect(res.body.user.language).toBe('pt-BR');
  });

  it.each(['pt', 'fr', 'PT-BR', 'english', 1])(
    'refuses %p with 400 naming language and the accepted values, and keeps the stored one',
    async (language) => {
      const agent = await signedUpAgent(app(), `bad${Math.random().toString(36).slice(2)}@example.com`);
      await agent.patch('/api/auth/me').send({ language: 'pt-BR' }).expect(200);
      const res = await agent.patch('/api/auth/me').send({ language, name: 'Changed' });
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'language' });
      expect(res.body.message).toBe("language: Language must be one of 'en', 'pt-BR'");
      expect((await agent.get('/api/auth/me')).body.user).toMatchObject({
        language: 'pt-BR',
        name: 'Tester',
      });
    },
  );

  it('refuses an unknown language at sign-up without creating the account', async () => {
    const http = () => request(app().getHttpServer());
    const res = await http()
      .post('/api/auth/signup')
      .send({ email: 'fr@example.com', password: 'correct horse', name: 'Fr', language: 'fr' });
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'language' });
    await http()
      .post('/api/auth/signin')
      .send({ email: 'fr@example.com', password: 'correct horse' })
      .expect(401);
  });
});
