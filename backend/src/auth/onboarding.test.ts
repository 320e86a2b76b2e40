import {
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

// Starting PostgreSQL and the app takes seconds on a loaded machine; so can a few scrypt hashes.
jest.setTimeout(60_000);

describeEachBackend('the onboarding tour outcome on the account', (backend) => {
  let t: TestApp | undefined;
  const app = () => t!.app;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close(), SERVICES_HOOK_TIMEOUT);

  it('is null for a new account, remembers finished or skipped, survives other changes and resets with null', async () => {
    const agent = await signedUpAgent(app(), 'tour@example.com', 'Tour');
    expect((await agent.get('/api/auth/me')).body.user.onboarding).toBeNull();
    const finished = await agent.patch('/api/auth/me').send({ onboarding: 'finished' }).expect(200);
    expect(finished.body.user.onboarding).toBe('finished');
    await agent.patch('/api/auth/me').send({ name: 'Tourist', language: 'pt-BR' }).expect(200);
    expect((await agent.get('/api/auth/session')).body.user).toMatchObject({
      name: 'Tourist',
      onboarding: 'finished',
    });
    await agent.patch('/api/auth/me').send({ onboarding: null }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.onboarding).toBeNull();
    await agent.patch('/api/auth/me').send({ onboarding: 'skipped' }).expect(200);
    expect((await agent.get('/api/auth/me')).body.user.onboarding).toBe('skipped');
  });

  it('belongs to one account only', async () => {
    const first = await signedUpAgent(app(), 'first@example.com');
    const second = await signedUpAgent(app(), 'second@example.com');
    await first.patch('/api/auth/me').send({ onboarding: 'skipped' }).expect(200);
    expect((await second.get('/api/auth/me')).body.user.onboarding).toBeNull();
  });

  it.each(['done', 'FINISHED', '', true, 1])(
    'refuses %p with 400 naming onboarding and the accepted values, and keeps the stored one',
    async (onboarding) => {
      const agent = await signedUpAgent(app(), `bad${Math.random().toString(36).slice(2)}@example.com`);
      await agent.patch('/api/auth/me').send({ onboarding: 'finished' }).expect(200);
      const res = await agent.patch('/api/auth/me').send({ onboarding, name: 'Changed' });
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'onboarding' });
      expect(res.body.message).toBe("onboarding: Onboarding must be one of 'finished', 'skipped' or null");
      expect((await agent.get('/api/auth/me')).body.user).toMatchObject({
        onboarding: 'finished',
        name: 'Tester',
      });
    },
  );

  it('refuses a signed-out request with 401', async () => {
    await t!.http().patch('/api/auth/me').send({ onboarding: 'finished' }).expect(401);
  });
});
