import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp } from '../../test/testApp';
import { startS3Server } from '../../test/s3Server';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('security headers', () => {
  let staticDir: string;
  let t: TestApp;
  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'mapa-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Mapa</title>');
    t = await startTestApp({ staticDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('gives app pages a policy that runs only this origin’s scripts and lets only this origin frame them', async () => {
    const page = await t.http().get('/maps/abcdefghijkl').expect(200);
    const csp = directives(page.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'worker-src': "'self' blob:",
      'img-src': "'self' data: blob: https:",
      'media-src': "'self' blob:",
      'connect-src': "'self'",
      'object-src': "'none'",
      // Only the video players the rich-text sanitiser keeps (the node panel's Video button), over https.
      'frame-src':
        'https://www.youtube.com https://youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
      'frame-ancestors': "'self'",
    });
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    for (const path of [
      '/',
      '/maps',
      '/signin',
      '/maps/abcdefghijkl?hideNavbar=false',
      '/account?hideNavbar=true',
    ])
      expect(
        directives((await t.http().get(path)).headers['content-security-policy'])['frame-ancestors'],
      ).toBe("'self'");
  });

  it('lets any site frame the embed address (/maps/{id}?hideNavbar=true), with the same script policy', async () => {
    for (const path of ['/maps/abcdefghijkl?hideNavbar=true', '/maps/abcdefghijkl/node/x?hideNavbar=true']) {
      const page = await t.http().get(path).expect(200);
      const csp = directives(page.headers['content-security-policy']);
      expect(csp['frame-ancestors']).toBe('*');
      expect(csp['script-src']).toBe("'self'");
      expect(page.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('gives API answers a policy that allows nothing, and keeps nosniff and the referrer policy', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // The API's documentation page is a page: it runs its own script files.
    const docs = await t.http().get('/api/docs/').expect(200);
    expect(directives(docs.headers['content-security-policy'])['script-src']).toBe("'self'");
  });

  it('sends HSTS only over TLS (X-Forwarded-Proto from a trusted proxy counts)', async () => {
    expect((await t.http().get('/maps').expect(200)).headers['strict-transport-security']).toBeUndefined();
    const tls = await t.http().get('/maps').set('X-Forwarded-Proto', 'https').expect(200);
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(
      (await t.http().get('/api/health').set('X-Forwarded-Proto', 'https')).headers[
        'strict-transport-security'
      ],
    ).toBe('max-age=31536000');
  });
});

describe('security headers with an untrusted proxy header and with S3', () => {
  it('ignores X-Forwarded-Proto when TRUST_PROXY=false', async () => {
    const t = await startTestApp({ trustProxy: false });
    try {
      const res = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it('allows images, media and fetches from the S3 origin presigned URLs point at', async () => {
    const s3 = await startS3Server();
    const staticDir = mkdtempSync(join(tmpdir(), 'mapa-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Mapa</title>');
    const t = await startTestApp({ s3: s3.config, staticDir });
    try {
      const origin = new URL(s3.config.endpoint!).origin;
      const csp = directives((await t.http().get('/maps').expect(200)).headers['content-security-policy']);
      expect(csp['img-src']).toBe(`'self' data: blob: https: ${origin}`);
      expect(csp['media-src']).toBe(`'self' blob: ${origin}`);
      expect(csp['connect-src']).toBe(`'self' ${origin}`);
    } finally {
      await t.close();
      await s3.stop();
      rmSync(staticDir, { recursive: true, force: true });
    }
  });
});
