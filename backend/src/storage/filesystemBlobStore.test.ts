import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidBlobKeyError } from './blobKeys';
import { FilesystemBlobStore } from './filesystemBlobStore';
import { UrlSigner } from './urlSigner';

const KEY = 'ada@example.com/AAAAAAAAAAAAAAAA/map';

describe('FilesystemBlobStore', () => {
  let root: string;
  let store: FilesystemBlobStore;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mapa-blobs-'));
    store = new FilesystemBlobStore(join(root, 'blobs'), new UrlSigner('s'.repeat(32)));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

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

  it('puts, heads, gets and deletes a blob with its metadata', async () => {
    await store.put(KEY, Buffer.from('{"a":1}'), {
      contentType: 'application/json',
      metadata: { 'last-modified': 'x' },
    });
    expect(await store.head(KEY)).toEqual({
      size: 7,
      contentType: 'application/json',
      metadata: { 'last-modified': 'x' },
    });
    const got = await store.get(KEY);
    expect(got?.bytes.toString()).toBe('{"a":1}');
    await store.put(KEY, Buffer.from('{}'), { contentType: 'application/json' });
    expect((await store.get(KEY))?.metadata).toEqual({});
    // No temporary files are left behind by the atomic writes.
    expect(readdirSync(join(root, 'blobs', 'ada@example.com', 'AAAAAAAAAAAAAAAA')).sort()).toEqual([
      'map',
      'map.meta.json',
    ]);
    await store.delete(KEY);
    expect(await store.head(KEY)).toBeNull();
    expect(await store.get(KEY)).toBeNull();
    await store.delete(KEY);
  });

  it('never stores active content (HTML, XHTML, XML, JavaScript), whatever key or caller', async () => {
    const asset = 'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.html';
    for (const contentType of [
      'text/html',
      'TEXT/HTML; charset=utf-8',
      'application/xhtml+xml',
      'text/javascript',
    ])
      await expect(store.put(asset, Buffer.from('<script>x</script>'), { contentType })).rejects.toThrow(
        /Refusing to store active content/,
      );
    await expect(
      store.stage(asset, Buffer.from('<script>x</script>'), { contentType: 'text/html' }),
    ).rejects.toThrow(/Refusing to store active content/);
    expect(await store.head(asset)).toBeNull();
  });

  it('deletes everything under a map prefix', async () => {
    const asset = 'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.png';
    await store.put(KEY, Buffer.from('1'), { contentType: 'application/json' });
    await store.put(asset, Buffer.from('2'), { contentType: 'image/png' });
    await store.deletePrefix('ada@example.com/AAAAAAAAAAAAAAAA/');
    expect(await store.head(asset)).toBeNull();
    expect(await store.head(KEY)).toBeNull();
  });

  it('signs a URL that expires a given time after the instant the caller gives', async () => {
    const at = 1_900_000_000_123;
    const url = await store.signedUrl(KEY, 'GET', 60, undefined, at);
    expect(new URL(url, 'http://x').searchParams.get('expires')).toBe(String(at + 60_000));
  });

  it('refuses keys that could leave the root or name a sidecar', async () => {
    writeFileSync(join(root, 'secret'), 'top secret');
    const bad = [
      '../secret',
      '/etc/passwd',
      'ada@example.com/AAAAAAAAAAAAAAAA/../../../secret',
      'ada@example.com/AAAAAAAAAAAAAAAA/assets/../../../../secret',
      '..@x/AAAAAAAAAAAAAAAA/map',
      'ada@example.com/short/map',
      'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.png.meta.json',
      'ada@example.com\\..\\AAAAAAAAAAAAAAAA/map',
    ];
    for (const key of bad) {
      await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
    }
    await expect(store.deletePrefix('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
});
