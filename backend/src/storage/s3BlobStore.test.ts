import { SERVICES_HOOK_TIMEOUT } from '../../test/hookTimeout';
import { startS3Server } from '../../test/s3Server';
import { blobStoreContract, CONTRACT_KEY as KEY } from '../../test/blobStoreContract';
import { S3BlobStore } from './s3BlobStore';

describe('S3BlobStore against s3rver', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let store: S3BlobStore;
  beforeAll(async () => {
    s3 = await startS3Server();
    store = new S3BlobStore(s3.config);
  }, SERVICES_HOOK_TIMEOUT);
  afterAll(async () => {
    store.destroy();
    await s3.stop();
  }, SERVICES_HOOK_TIMEOUT);

  blobStoreContract(() => store);

  it('presigns GET and HEAD that plain fetch can use', async () => {
    await store.put(KEY, Buffer.from('{"x":1}'), {
      contentType: 'application/json',
      metadata: { 'last-modified': 'then' },
    });
    const get = await fetch(await store.signedUrl(KEY, 'GET', 60));
    expect(get.status).toBe(200);
    expect(await get.text()).toBe('{"x":1}');
    const head = await fetch(await store.signedUrl(KEY, 'HEAD', 60), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-amz-meta-last-modified')).toBe('then');
    // (s3rver does not check presigned signatures, so forgery is not testable here.)
    expect(new URL(await store.signedUrl(KEY, 'GET', 60)).searchParams.get('X-Amz-Expires')).toBe('60');
    // Signed at the instant the caller gives, so the expiry it reports is the URL's own.
    const at = Date.UTC(2030, 0, 2, 3, 4, 5);
    const dated = new URL(await store.signedUrl(KEY, 'GET', 60, undefined, at));
    expect(dated.searchParams.get('X-Amz-Date')).toBe('20300102T030405Z');
  });

  it('presigns a PUT for assets', async () => {
    const key = 'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.txt';
    const url = await store.signedUrl(key, 'PUT', 60, 'text/plain');
    const put = await fetch(url, { method: 'PUT', body: 'hello', headers: { 'Content-Type': 'text/plain' } });
    expect(put.status).toBe(200);
    expect((await store.get(key))?.bytes.toString()).toBe('hello');
  });
});
