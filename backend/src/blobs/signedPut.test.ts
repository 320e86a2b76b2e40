import type request from 'supertest';
import {
  createMap,
  describeEachBackend,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';

const OWNER = 'writer@example.com';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

// Every key a signed PUT may write is checked by content, in both stores (with S3 the PUT is signed to this
// server, which checks the bytes and then stores them in the bucket).
describeEachBackend('signed PUTs of preview.png and attachments', (backend) => {
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
    for (const path of ['preview.png', 'attachments/node-1/report.pdf', 'assets/a.png'])
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

  it('refuses attachments whose content is not what their name promises, naming what was expected', async () => {
    const disguised = await put('attachments/node-1/report.pdf', HTML, 'application/pdf');
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toMatch(/^report\.pdf must be a PDF document/);
    const page = await put('attachments/node-1/notes.txt', HTML, 'text/plain');
    expect(page.status).toBe(415);
    expect(page.body.message).toMatch(/notes\.txt must be plain text/);
    const html = await put('attachments/node-1/page.html', Buffer.from('hello'), 'text/html');
    expect(html.status).toBe(415);
    expect(html.body.message).toBe(
      'File type not allowed. Supported formats: PDF, Word, Excel, CSV, Text, and Image files',
    );
    for (const path of ['report.pdf', 'notes.txt', 'page.html'])
      expect((await read(`attachments/node-1/${path}`)).status).toBe(404);
  });

  it('stores allowed attachments with the type of their content, never the declared one', async () => {
    expect((await put('attachments/node-1/report.pdf', PDF, 'text/html')).status).toBe(200);
    const pdf = await read('attachments/node-1/report.pdf');
    expect(pdf.type).toBe('application/pdf');
    expect(Buffer.compare(pdf.bytes, PDF)).toBe(0);
    const csv = Buffer.from('name,score\nAda,3\n');
    const stored = await put('attachments/node-2/scores.csv', csv, 'text/html');
    expect(stored.status).toBe(200);
    expect(stored.body.contentType).toBe('text/csv; charset=utf-8');
    expect((await read('attachments/node-2/scores.csv')).type).toMatch(/^text\/csv/);
  });
});
