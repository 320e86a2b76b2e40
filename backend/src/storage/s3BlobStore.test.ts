import { SERVICES_HOOK_TIMEOUT } from '../../test/hookTimeout';
import { startS3Server } from '../../test/s3Server';
import { InvalidBlobKeyError } from './blobKeys';
import { S3BlobStore } from './s3BlobStore';

const KEY = 'ada@example.com/AAAAAAAAAAAAAAAA/map';

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

  it('puts, heads, gets and deletes with metadata', async () => {
    const body = Buffer.from(JSON.stringify({ nodes: [], edges: [] }));
    await store.put(KEY, body, {
      contentType: 'application/json',
      metadata: { 'last-modified': '2025-01-02T03:04:05.000Z' },
    });
    expect(await store.head(KEY)).toEqual({
      size: body.length,
      contentType: 'application/json',
      metadata: { 'last-modified': '2025-01-02T03:04:05.000Z' },
    });
    const got = await store.get(KEY);
    // Exact bytes: no aws-chunked framing stored with the object.
    expect(got?.bytes.equals(body)).toBe(true);
    await store.delete(KEY);
    expect(await store.head(KEY)).toBeNull();
    expect(await store.get(KEY)).toBeNull();
  });

  it('stages bytes out of sight until they are committed with their metadata, or discarded', async () => {
    await store.put(KEY, Buffer.from('{"v":1}'), {
      contentType: 'application/json',
      metadata: { revision: '1' },
    });
    const staged = await store.stage(KEY, Buffer.from('{"v":2}'), { contentType: 'application/json' });
    expect((await store.get(KEY))?.bytes.toString()).toBe('{"v":1}');
    await staged.commit({ revision: '2' });
    expect(await store.get(KEY)).toMatchObject({
      contentType: 'application/json',
      metadata: { revision: '2' },
    });
    expect((await store.get(KEY))?.bytes.toString()).toBe('{"v":2}');
    const dropped = await store.stage(KEY, Buffer.from('{"v":3}'), { contentType: 'application/json' });
    await dropped.discard();
    expect((await store.get(KEY))?.bytes.toString()).toBe('{"v":2}');
  });

  it('copies a blob with its type and metadata, and reports a missing source', async () => {
    const previous = KEY.replace(/map$/, 'map.previous');
    await store.put(KEY, Buffer.from('{"v":1}'), {
      contentType: 'application/json',
      metadata: { revision: '7' },
    });
    expect(await store.copy(KEY, previous)).toBe(true);
    await store.put(KEY, Buffer.from('{"v":2}'), {
      contentType: 'application/json',
      metadata: { revision: '8' },
    });
    const copied = await store.get(previous);
    expect(copied?.bytes.toString()).toBe('{"v":1}');
    expect(copied).toMatchObject({ contentType: 'application/json', metadata: { revision: '7' } });
    expect(await store.copy(KEY.replace('AAAA', 'BBBB'), previous)).toBe(false);
  });

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

  it('deletes a map prefix and refuses invalid keys', async () => {
    await store.put(KEY, Buffer.from('1'), { contentType: 'application/json' });
    await store.put('ada@example.com/AAAAAAAAAAAAAAAA/preview.png', Buffer.from('2'), {
      contentType: 'image/png',
    });
    await store.put('ada@example.com/BBBBBBBBBBBBBBBB/map', Buffer.from('3'), {
      contentType: 'application/json',
    });
    await store.deletePrefix('ada@example.com/AAAAAAAAAAAAAAAA/');
    expect(await store.head(KEY)).toBeNull();
    expect(await store.head('ada@example.com/AAAAAAAAAAAAAAAA/preview.png')).toBeNull();
    expect(await store.head('ada@example.com/BBBBBBBBBBBBBBBB/map')).not.toBeNull();
    await expect(store.get('../x/AAAAAAAAAAAAAAAA/map')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
});
