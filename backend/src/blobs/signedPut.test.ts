import type request from 'supertest';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { resourceKey } from '../storage/blobKeys';
import { UrlSigner } from '../storage/urlSigner';

const OWNER = 'writer@example.com';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

// Every key a signed PUT may write is checked by content, in both stores (with S3 the PUT is signed to this
// server, which checks the bytes and then stores them in the bucket).
describeEachBackend('signed PUTs of preview.png, and none of attachments', (backend) => {
  let t: TestApp;
  let owner: ReturnType<typeof request.agent>;
  let id: string;
  beforeAll(async () => {
    t = await startTestApp({}, backend);
    owner = await signedUpAgent(t.app, OWNER);
    id = await createMap(owner);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(() => t?.close());

  const sign = async (resourcePath: string, method = 'PUT', contentType = 'image/png') => {
    const res = await owner
      .post('/api/s3/getSignedUrl')
      .send({ objectOwnerEmail: OWNER, contentType, documentId: id, resourcePath, method })
      .expect(200);
    return res.body.signedUrl as string;
  };
  const put = async (resourcePath: string, bytes: Buffer, contentType: string) => {
    const url = await sign(resourcePath, 'PUT', contentType);
    return t.http().put(url).set('Content-Type', contentType).send(bytes);
  };
  /** Reads a stored blob back through a signed GET (this server's route, or the bucket). */
  const read = async (resourcePath: string) => {
    const url = await sign(resourcePath, 'GET');
    if (url.startsWith('/')) {
      const res = await t.http().get(url).buffer(true);
      return { status: res.status, type: res.headers['content-type'], bytes: res.body as Buffer };
    }
    const res = await fetch(url);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };

  it('signs every PUT to this server, whatever the store', async () => {
    for (const path of ['preview.png', 'assets/a.png'])
      expect(await sign(path)).toMatch(/^\/api\/blobs\/.+\?expires=\d+&sig=/);
  });

  it('refuses HTML sent as preview.png with 415 and stores nothing; a PNG is stored as image/png', async () => {
    const html = await put('preview.png', HTML, 'image/png');
    expect(html.status).toBe(415);
    expect(html.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'preview.png must be a PNG image',
    });
    expect((await read('preview.png')).status).toBe(404);
    const png = await put('preview.png', PNG, 'text/html');
    expect(png.status).toBe(200);
    expect(png.body).toEqual({ contentType: 'image/png', size: PNG.length });
    const stored = await read('preview.png');
    expect(stored.type).toBe('image/png');
    expect(Buffer.compare(stored.bytes, PNG)).toBe(0);
  });

  it('refuses PUTs of attachments (their upload route records them for a node of the map), storing nothing', async () => {
    const refused = await owner
      .post('/api/s3/getSignedUrl')
      .send({
        objectOwnerEmail: OWNER,
        contentType: 'application/pdf',
        documentId: id,
        resourcePath: 'attachments/no-such-node/report.pdf',
        method: 'PUT',
      })
      .expect(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', path: 'resourcePath' });
    expect(refused.body.message).toContain('/api/nodes/attachments/upload');
    // A URL signed for one before (they live 60 s) stores nothing either.
    const key = resourceKey(OWNER, id, 'attachments/no-such-node/report.pdf');
    const url = t.app.get(UrlSigner).sign(key, 'PUT', Date.now() + 60_000);
    const put = await t.http().put(url).set('Content-Type', 'application/pdf').send(PDF);
    expect(put.status).toBe(400);
    expect(put.body.path).toBe('resourcePath');
    expect((await read('attachments/no-such-node/report.pdf')).status).toBe(404);
  });
});
