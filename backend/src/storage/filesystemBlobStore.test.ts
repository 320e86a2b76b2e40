import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InvalidBlobKeyError } from './blobKeys';
import { blobStoreContract, CONTRACT_KEY as KEY } from '../../test/blobStoreContract';
import { FilesystemBlobStore } from './filesystemBlobStore';
import { UrlSigner } from './urlSigner';

describe('FilesystemBlobStore', () => {
  let root: string;
  let store: FilesystemBlobStore;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'mapa-blobs-'));
    store = new FilesystemBlobStore(join(root, 'blobs'), new UrlSigner('s'.repeat(32)));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  blobStoreContract(() => store);

  it('writes a blob and its metadata beside it atomically, leaving no temporary files', async () => {
    await store.put(KEY, Buffer.from('{"a":1}'), {
      contentType: 'application/json',
      metadata: { 'last-modified': 'x' },
    });
    expect(readdirSync(join(root, 'blobs', 'ada@example.com', 'AAAAAAAAAAAAAAAA')).sort()).toEqual([
      'map',
      'map.meta.json',
    ]);
  });

  it('signs a URL that expires a given time after the instant the caller gives', async () => {
    const at = 1_900_000_000_123;
    const url = await store.signedUrl(KEY, 'GET', 60, undefined, at);
    expect(new URL(url, 'http://x').searchParams.get('expires')).toBe(String(at + 60_000));
  });

  it('never reads a file outside its root through a key, nor a sidecar', async () => {
    writeFileSync(join(root, 'secret'), 'top secret');
    await expect(store.get('../secret')).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(store.get('ada@example.com/AAAAAAAAAAAAAAAA/../../../secret')).rejects.toBeInstanceOf(
      InvalidBlobKeyError,
    );
    const sidecar = 'ada@example.com/AAAAAAAAAAAAAAAA/assets/a.png.meta.json';
    await expect(store.get(sidecar)).rejects.toBeInstanceOf(InvalidBlobKeyError);
    await expect(
      store.put(sidecar, Buffer.from('{}'), { contentType: 'application/json' }),
    ).rejects.toBeInstanceOf(InvalidBlobKeyError);
  });
});
