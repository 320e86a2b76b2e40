import { InvalidBlobKeyError } from '../src/storage/blobKeys';
import type { BlobStore } from '../src/storage/blobStore';

/** A map's document key, and another map's beside it. */
export const CONTRACT_KEY = 'ada@example.com/AAAAAAAAAAAAAAAA/map';
const OTHER_MAP_KEY = 'ada@example.com/BBBBBBBBBBBBBBBB/map';
const NEVER_WRITTEN_KEY = 'ada@example.com/DDDDDDDDDDDDDDDD/map';

/**
 * What every `BlobStore` does, whatever holds the bytes: the filesystem store and the S3 store each run these
 * cases (`store()` gives the store under test, set up by the caller's hooks) beside those of their own.
 */
export function blobStoreContract(store: () => BlobStore): void {
  it('puts, heads, gets and deletes a blob with its metadata; a put without metadata clears it', async () => {
    const s = store();
    const body = Buffer.from(JSON.stringify({ nodes: [], edges: [] }));
    await s.put(CONTRACT_KEY, body, {
      contentType: 'application/json',
      metadata: { 'last-modified': '2025-01-02T03:04:05.000Z' },
    });
    expect(await s.head(CONTRACT_KEY)).toEqual({
      size: body.length,
      contentType: 'application/json',
      metadata: { 'last-modified': '2025-01-02T03:04:05.000Z' },
    });
    // Exact bytes (no transport framing stored with them).
    expect((await s.get(CONTRACT_KEY))?.bytes.equals(body)).toBe(true);
    await s.put(CONTRACT_KEY, Buffer.from('{}'), { contentType: 'application/json' });
    expect((await s.get(CONTRACT_KEY))?.metadata).toEqual({});
    await s.delete(CONTRACT_KEY);
    expect(await s.head(CONTRACT_KEY)).toBeNull();
    expect(await s.get(CONTRACT_KEY)).toBeNull();
    // Deleting what is not there is not an error.
    await s.delete(CONTRACT_KEY);
  });

  it('stages bytes out of sight until they are committed with their metadata, or discarded', async () => {
    const s = store();
    await s.put(CONTRACT_KEY, Buffer.from('{"v":1}'), {
      contentType: 'application/json',
      metadata: { revision: '1' },
    });
    const staged = await s.stage(CONTRACT_KEY, Buffer.from('{"v":2}'), { contentType: 'application/json' });
    expect((await s.get(CONTRACT_KEY))?.bytes.toString()).toBe('{"v":1}');
    await staged.commit({ revision: '2' });
    expect(await s.get(CONTRACT_KEY)).toMatchObject({
      contentType: 'application/json',
      metadata: { revision: '2' },
    });
    expect((await s.get(CONTRACT_KEY))?.bytes.toString()).toBe('{"v":2}');
    const dropped = await s.stage(CONTRACT_KEY, Buffer.from('{"v":3}'), { contentType: 'application/json' });
    await dropped.discard();
    expect((await s.get(CONTRACT_KEY))?.bytes.toString()).toBe('{"v":2}');
  });

  it('copies a blob with its type and metadata, and reports a missing source', async () => {
    const s = store();
    const previous = CONTRACT_KEY.replace(/map$/, 'map.previous');
    await s.put(CONTRACT_KEY, Buffer.from('{"v":1}'), {
      contentType: 'application/json',
      metadata: { revision: '7' },
    });
    expect(await s.copy(CONTRACT_KEY, previous)).toBe(true);
    await s.put(CONTRACT_KEY, Buffer.from('{"v":2}'), {
      contentType: 'application/json',
      metadata: { revision: '8' },
    });
    const copied = await s.get(previous);
    expect(copied?.bytes.toString()).toBe('{"v":1}');
    expect(copied).toMatchObject({ contentType: 'application/json', metadata: { revision: '7' } });
    expect(await s.copy(NEVER_WRITTEN_KEY, previous)).toBe(false);
  });

  it('never stores active content (HTML, XHTML, XML, JavaScript), whatever key or caller', async () => {
    const s = store();
    const asset = 'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.html';
    for (const contentType of [
      'text/html',
      'TEXT/HTML; charset=utf-8',
      'application/xhtml+xml',
      'text/javascript',
    ])
      await expect(s.put(asset, Buffer.from('<script>x</script>'), { contentType })).rejects.toThrow(
        /Refusing to store active content/,
      );
    await expect(
      s.stage(asset, Buffer.from('<script>x</script>'), { contentType: 'text/html' }),
    ).rejects.toThrow(/Refusing to store active content/);
    expect(await s.head(asset)).toBeNull();
  });

  it('deletes everything under a map prefix and nothing of another map', async () => {
    const s = store();
    const asset = 'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.png';
    await s.put(CONTRACT_KEY, Buffer.from('1'), { contentType: 'application/json' });
    await s.put(asset, Buffer.from('2'), { contentType: 'image/png' });
    await s.put(OTHER_MAP_KEY, Buffer.from('3'), { contentType: 'application/json' });
    await s.deletePrefix('ada@example.com/AAAAAAAAAAAAAAAA/');
    expect(await s.head(asset)).toBeNull();
    expect(await s.head(CONTRACT_KEY)).toBeNull();
    expect(await s.head(OTHER_MAP_KEY)).not.toBeNull();
  });

  it('refuses keys that could leave the store or that blobKeys would not build', async () => {
    const s = store();
    const bad = [
      '../secret',
      '/etc/passwd',
      'ada@example.com/AAAAAAAAAAAAAAAA/../../../secret',
      'ada@example.com/AAAAAAAAAAAAAAAA/assets/../../../../secret',
      '..@x/AAAAAAAAAAAAAAAA/map',
      'ada@example.com/short/map',
      'ada@example.com\\..\\AAAAAAAAAAAAAAAA/map',
    ];
    for (const key of bad) {
      await expect(s.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      await expect(s.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toBeInstanceOf(
        InvalidBlobKeyError,
      );
    }
    await expect(s.deletePrefix('../')).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
}
