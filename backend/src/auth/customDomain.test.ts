import { signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';

describe('PATCH /api/auth/me customDomain', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('stores a bare host as its https origin, returns it from /me, and clears it with null or blank', async () => {
    const agent = await signedUpAgent(t.app, 'dom@example.com', 'Dom');
    expect((await agent.get('/api/auth/me')).body.user.customDomain).toBeNull();
    const set = await agent.patch('/api/auth/me').send({ customDomain: ' Maps.Example.com ' }).expect(200);
    expect(set.body.user.customDomain).toBe('https://maps.example.com');
    expect((await agent.get('/api/auth/me')).body.user.customDomain).toBe('https://maps.example.com');
    const origin = await agent.patch('/api/auth/me').send({ customDomain: 'https://kb.acme.io:8443/' });
    expect(origin.body.user.customDomain).toBe('https://kb.acme.io:8443');
    // A name change leaves the domain alone.
    const renamed = await agent.patch('/api/auth/me').send({ name: 'Dominic' }).expect(200);
    expect(renamed.body.user).toMatchObject({ name: 'Dominic', customDomain: 'https://kb.acme.io:8443' });
    await agent.patch('/api/auth/me').send({ customDomain: '' }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.customDomain).toBeNull();
    await agent.patch('/api/auth/me').send({ customDomain: 'maps.example.com' }).expect(200);
    await agent.patch('/api/auth/me').send({ customDomain: null }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.customDomain).toBeNull();
  });

  it.each([
    ['http://maps.example.com', /https/],
    ['https://maps.example.com/path', /without a path/],
    ['maps.example.com?x=1', /without a path/],
    ['user@maps.example.com', /credentials/],
    ['localhost', /host name/],
    ['10.0.0.1', /host name/],
    ['maps.example.com:99999', /port/],
  ])('refuses %s with 400 naming customDomain and keeps the stored value', async (domain, message) => {
    const agent = await signedUpAgent(t.app, `bad${Math.random().toString(36).slice(2)}@example.com`);
    await agent.patch('/api/auth/me').send({ customDomain: 'kept.example.com' }).expect(200);
    const res = await agent.patch('/api/auth/me').send({ customDomain: domain });
    expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'customDomain' });
    expect(res.body.message).toMatch(message);
    expect((await agent.get('/api/auth/me')).body.user.customDomain).toBe('https://kept.example.com');
  });
});
