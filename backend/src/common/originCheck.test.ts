import { SERVICES_HOOK_TIMEOUT, startTestApp, type TestApp } from '../../test/testApp';

/** A write that does nothing without a session (204) unless the Origin check refuses it (403). */
const write = (t: TestApp, host: string, origin: string, proto?: string) => {
  const req = t.http().post('/api/auth/signout').set('Host', host).set('Origin', origin);
  return proto ? req.set('X-Forwarded-Proto', proto) : req;
};

describe('the Origin check of writes compares scheme, host and port', () => {
  let t: TestApp;
  let untrusting: TestApp;
  beforeAll(async () => {
    // Test apps trust the loopback proxy (TRUST_PROXY=loopback), as a default install does.
    t = await startTestApp({ publicUrl: 'https://maps.example.com' });
    untrusting = await startTestApp({ trustProxy: false });
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await untrusting?.close();
  });

  it('refuses an https Origin on a request that came over http, and the reverse', async () => {
    const refused = await write(t, 'mapa.test:8080', 'https://mapa.test:8080');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ statusCode: 403, code: 'BAD_ORIGIN' });
    expect((await write(t, 'mapa.test:8080', 'http://mapa.test:8080')).status).toBe(204);
    expect((await write(t, 'mapa.test', 'http://mapa.test:8080')).status).toBe(403);
    expect((await write(t, 'mapa.test', 'http://mapa.test:80')).status).toBe(204); // the default port
    expect((await write(t, 'mapa.test', 'http://MAPA.test')).status).toBe(204);
    expect((await write(t, 'mapa.test', 'null')).status).toBe(403);
  });

  it('takes the scheme from X-Forwarded-Proto only when TRUST_PROXY trusts the proxy', async () => {
    expect((await write(t, 'mapa.test', 'https://mapa.test', 'https')).status).toBe(204);
    expect((await write(t, 'mapa.test', 'http://mapa.test', 'https')).status).toBe(403);
    expect((await write(untrusting, 'mapa.test', 'https://mapa.test', 'https')).status).toBe(403);
    expect((await write(untrusting, 'mapa.test', 'http://mapa.test', 'https')).status).toBe(204);
  });

  it('accepts PUBLIC_URL, the origin users reach the app at, behind a proxy that does not say its scheme', async () => {
    expect((await write(t, 'maps.example.com', 'https://maps.example.com')).status).toBe(204);
    expect((await write(t, 'maps.example.com', 'https://maps.example.com:8443')).status).toBe(403);
    expect((await write(t, 'maps.example.com', 'https://evil.example')).status).toBe(403);
  });
});
