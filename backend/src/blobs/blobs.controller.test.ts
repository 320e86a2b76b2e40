import type request from 'supertest';
import { createMap, docHeaders, signedUpAgent, startTestApp, type TestApp } from '../../test/testApp';

const OWNER = 'owner@example.com';

describe('signed URLs in filesystem mode', () => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  let id: string;
  let savedAt: string;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await signedUpAgent(t.app, OWNER);
    id = await createMap(owner);
    const doc = { nodes: [{ position: { x: 1, y: 2 }, data: { id: 'n', label: 'N' } }], edges: [] };
    savedAt = (
      await owner
        .put('/api/documents/upload')
        .set(docHeaders(id, OWNER))
        .set('If-Match', '"0"')
        .send(doc)
        .expect(200)
    ).body.lastModified;
  });
  afterAll(() => t.close());

  const sign = (method: string, resourcePath = 'map') =>
    owner.post('/api/s3/getSignedUrl').send({
      objectOwnerEmail: OWNER,
      contentType: 'application/json',
      isPublic: false,
      documentId: id,
      resourcePath,
      method,
    });

  it('signs a GET that serves the stored document', async () => {
    const res = await sign('GET').expect(200);
    expect(res.body.signedUrl).toMatch(
      new RegExp(`^/api/blobs/owner%40example\\.com/${id}/map\\?expires=\\d+&sig=`),
    );
    expect(res.body.expires).toBeGreaterThan(Date.now());
    // Short-lived: a reader who loses access cannot keep reading through a URL handed out before.
    expect(res.body.expires - Date.now()).toBeLessThanOrEqual(60_000);
    expect(Number(/expires=(\d+)/.exec(res.body.signedUrl)![1])).toBe(res.body.expires);
    const blob = await t.http().get(res.body.signedUrl).expect(200);
    expect(blob.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(blob.text).nodes[0].data.label).toBe('N');
  });

  it('signs a HEAD that returns x-mapa-meta-last-modified', async () => {
    const url: string = (await sign('HEAD').expect(200)).body.signedUrl;
    const head = await t.http().head(url).expect(200);
    expect(head.headers['x-mapa-meta-last-modified']).toBe(savedAt);
    expect(head.headers['x-mapa-meta-revision']).toBe('1');
    // A HEAD signature does not open a GET.
    expect((await t.http().get(url)).status).toBe(403);
  });

  it('refuses a tampered signature, another key and an expired URL with 403', async () => {
    const url: string = (await sign('GET')).body.signedUrl;
    const sig = /sig=([^&]+)/.exec(url)![1];
    const flipped = sig.slice(0, -1) + (sig.endsWith('A') ? 'B' : 'A');
    const tampered = await t.http().get(url.replace(sig, flipped));
    expect(tampered.status).toBe(403);
    expect(tampered.body.code).toBe('BAD_SIGNATURE');
    const otherKey = await t.http().get(url.replace('/map?', '/preview.png?'));
    expect(otherKey.body.code).toBe('BAD_SIGNATURE');
    const later = await t.http().get(url.replace(/expires=\d+/, `expires=${Date.now() + 10_000_000}`));
    expect(later.body.code).toBe('BAD_SIGNATURE');
    const signer = t.app.get((await import('../storage/urlSigner')).UrlSigner);
    const expired = signer.sign(`${OWNER}/${id}/map`, 'GET', Date.now() - 1000);
    const res = await t.http().get(expired);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('URL_EXPIRED');
  });

  it('refuses keys that climb out of a map, signed or not', async () => {
    const signer = t.app.get((await import('../storage/urlSigner')).UrlSigner);
    for (const key of [
      `${OWNER}/${id}/../../secret`,
      `${OWNER}/${id}/assets/..%2F..%2Fsecret`,
      '../mapa.sqlite',
    ]) {
      const signed = signer.sign(key, 'GET', Date.now() + 60_000);
      const res = await t.http().get(signed);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    const raw = await t
      .http()
      .get(`/api/blobs/${OWNER}/${id}/%2e%2e/%2e%2e/%2e%2e/mapa.sqlite?expires=1&sig=x`);
    expect(raw.status).toBe(404);
    const bad = await sign('GET', 'assets/../../map');
    expect(bad.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', path: 'resourcePath' });
  });

  it('accepts a signed PUT of an asset, then serves it; refuses unsigned and oversized PUTs', async () => {
    const url: string = (await sign('PUT', 'assets/photo.png')).body.signedUrl;
    // Assets are checked by content: a PNG signature and a little data.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await t.http().put(url).set('Content-Type', 'image/png').send(png).expect(200);
    const got = await t
      .http()
      .get((await sign('GET', 'assets/photo.png')).body.signedUrl)
      .expect(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
    const unsigned = await t
      .http()
      .put(url.replace(/sig=[^&]+/, 'sig=x'))
      .send(png);
    expect(unsigned.status).toBe(403);
    const big = await t
      .http()
      .put(url)
      .set('Content-Type', 'image/png')
      .send(Buffer.alloc(11 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends map saves to the upload route and checks access', async () => {
    const put = await sign('PUT');
    expect(put.body).toMatchObject({ statusCode: 400, code: 'USE_DOCUMENT_UPLOAD' });
    const anonymous = await t
      .http()
      .post('/api/s3/getSignedUrl')
      .send({ objectOwnerEmail: OWNER, documentId: id, resourcePath: 'map', method: 'GET' });
    expect(anonymous.body).toMatchObject({ statusCode: 404, code: 'MAP_NOT_FOUND' });
  });
});
