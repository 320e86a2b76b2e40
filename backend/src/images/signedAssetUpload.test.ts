import type request from 'supertest';
import {
  createMap,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { startS3Server } from '../../test/s3Server';

const OWNER = 'assets-owner@example.com';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const HOSTILE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
  '<rect width="10" height="10" fill="red"/></svg>';

/** The spec's background-image path (§7.2): sign `assets/{name}` (public), then PUT the bytes as base64. */
async function signAsset(agent: ReturnType<typeof request.agent>, id: string, name: string): Promise<string> {
  const res = await agent
    .post('/api/s3/getSignedUrl')
    .send({
      objectOwnerEmail: OWNER,
      contentType: 'image/png',
      isPublic: true,
      documentId: id,
      resourcePath: `assets/${name}`,
      method: 'PUT',
    })
    .expect(200);
  return res.body.signedUrl as string;
}

function putBase64(t: TestApp, url: string, bytes: Buffer, contentType = 'image/png') {
  const body = bytes.toString('base64');
  return t
    .http()
    .put(url)
    .set('Content-Type', contentType)
    .set('Content-Length', String(Buffer.byteLength(body)))
    .set('Content-Encoding', 'base64')
    .send(body);
}

describe.each([
  ['filesystem', false],
  ['S3 (s3rver)', true],
])('background images through getSignedUrl + base64 PUT, %s store', (_label, useS3) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>> | null = null;
  let owner: ReturnType<typeof request.agent>;
  let id: string;
  beforeAll(async () => {
    if (useS3) s3 = await startS3Server();
    t = await startTestApp(s3 ? { s3: s3.config } : {});
    owner = await signedUpAgent(t.app, OWNER);
    id = await createMap(owner);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await s3?.stop();
  }, SERVICES_HOOK_TIMEOUT);

  it('signs the PUT to this server, decodes the base64 body and serves the exact bytes back', async () => {
    const url = await signAsset(owner, id, 'photo.png');
    // Asset PUTs always go through the app, so the server sees (and checks) the bytes even with S3.
    expect(url).toMatch(/^\/api\/blobs\/.+\/assets\/photo\.png\?expires=\d+&sig=/);
    const put = await putBase64(t, url, PNG).expect(200);
    expect(put.body).toEqual({ contentType: 'image/png', size: PNG.length });
    const read = await owner.get(`/api/images/${id}/photo.png`).expect(302);
    const location = read.headers.location as string;
    const got = location.startsWith('/')
      ? (await t.http().get(location).buffer(true).expect(200)).body
      : Buffer.from(await (await fetch(location)).arrayBuffer());
    expect(Buffer.compare(got as Buffer, PNG)).toBe(0);
  });

  it('sniffs the content: a declared image/png that is text is refused with 415 and nothing is stored', async () => {
    const url = await signAsset(owner, id, 'fake.png');
    const res = await putBase64(t, url, Buffer.from('just some text, not a picture'));
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/Only images/);
    await owner.get(`/api/images/${id}/fake.png`).expect(404);
  });

  it('refuses more than 10 MB once decoded (413) and a body that is not base64 (400)', async () => {
    const url = await signAsset(owner, id, 'big.png');
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await putBase64(t, url, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('PAYLOAD_TOO_LARGE');
    const notBase64 = await t
      .http()
      .put(url)
      .set('Content-Type', 'image/png')
      .set('Content-Encoding', 'base64')
      .send('%%% not base64 %%%');
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.message).toMatch(/base64/);
    await owner.get(`/api/images/${id}/big.png`).expect(404);
  });

  it('sanitises a hostile SVG sent this way', async () => {
    const url = await signAsset(owner, id, 'icon.svg');
    await putBase64(t, url, Buffer.from(HOSTILE_SVG), 'image/svg+xml').expect(200);
    const location = (await owner.get(`/api/images/${id}/icon.svg`).expect(302)).headers.location as string;
    const text = location.startsWith('/')
      ? (await t.http().get(location).buffer(true).expect(200)).body.toString()
      : await (await fetch(location)).text();
    expect(text).toContain('<rect');
    expect(text).not.toMatch(/script|onload/i);
  });

  it('a signature is bound to its key', async () => {
    const url = await signAsset(owner, id, 'a.png');
    const other = url.replace('/assets/a.png?', '/assets/b.png?');
    expect((await putBase64(t, other, PNG)).status).toBe(403);
  });
});
