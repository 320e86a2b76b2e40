import type request from 'supertest';
import {
  createMap,
  docHeaders,
  signedUpAgent,
  startTestApp,
  type TestApp,
  SERVICES_HOOK_TIMEOUT,
} from '../../test/testApp';
import { startS3Server } from '../../test/s3Server';

const OWNER = 'owner@example.com';

describe('signed URLs in S3 mode (s3rver)', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let owner: ReturnType<typeof request.agent>;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await startTestApp({ s3: s3.config });
    owner = await signedUpAgent(t.app, OWNER);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    await t.close();
    await s3.stop();
  }, SERVICES_HOOK_TIMEOUT);

  it('reports S3 storage and presigns GET/HEAD of the saved document with x-amz-meta-last-modified', async () => {
    expect((await t.http().get('/api/health')).body).toMatchObject({
      status: 'ok',
      database: 'sqlite',
      storage: 's3',
    });
    const id = await createMap(owner);
    const saved = await owner
      .put('/api/documents/upload')
      .set(docHeaders(id, OWNER))
      .set('If-Match', '"0"')
      .send({ nodes: [], edges: [] })
      .expect(200);
    const sign = async (method: string) =>
      (
        await owner
          .post('/api/s3/getSignedUrl')
          .send({ objectOwnerEmail: OWNER, documentId: id, resourcePath: 'map', method })
          .expect(200)
      ).body.signedUrl as string;
    const headUrl = await sign('HEAD');
    expect(headUrl.startsWith(s3.config.endpoint!)).toBe(true);
    expect(new URL(headUrl).searchParams.get('X-Amz-Expires')).toBe('60');
    const head = await fetch(headUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-amz-meta-last-modified')).toBe(saved.body.lastModified);
    const get = await fetch(await sign('GET'));
    expect(await get.json()).toMatchObject({ nodes: [], edges: [] });
    // The filesystem blob route does not serve S3-mode keys.
    expect((await t.http().get(`/api/blobs/${OWNER}/${id}/map`)).status).toBe(404);
  });
});
