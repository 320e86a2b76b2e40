import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import {
  assertInertContentType,
  type BlobInfo,
  type BlobStore,
  type PutOptions,
  type SignedMethod,
  type StagedBlob,
} from './blobStore';
import { InvalidBlobKeyError, parseResourceKey } from './blobKeys';
import type { UrlSigner } from './urlSigner';

const META_SUFFIX = '.meta.json';

/**
 * Blobs as files under one root directory, with content type and metadata in a sidecar JSON. Writes go to a
 * temporary file renamed into place, so a reader never sees half a blob. "Signed URLs" point at the server's own
 * `/api/blobs/...` route, HMAC-signed by {@link UrlSigner}.
 */
export class FilesystemBlobStore implements BlobStore {
  readonly kind = 'filesystem';

  constructor(
    private readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<void> {
    assertInertContentType(options.contentType);
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    const meta = JSON.stringify({ contentType: options.contentType, metadata: options.metadata ?? {} });
    // Metadata first: a crash between the two renames leaves new metadata with old bytes only briefly visible
    // to HEAD, never bytes without metadata.
    await atomicWrite(file + META_SUFFIX, Buffer.from(meta));
    await atomicWrite(file, bytes);
  }

  async get(key: string): Promise<({ bytes: Buffer } & BlobInfo) | null> {
    const info = await this.head(key);
    if (!info) return null;
    const bytes = await readIfExists(this.pathOf(key));
    return bytes ? { ...info, bytes, size: bytes.length } : null;
  }

  async head(key: string): Promise<BlobInfo | null> {
    const file = this.pathOf(key);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    const meta = await readIfExists(file + META_SUFFIX);
    const parsed = meta ? (JSON.parse(meta.toString('utf8')) as Omit<BlobInfo, 'size'>) : null;
    return {
      size: stats.size,
      contentType: parsed?.contentType ?? 'application/octet-stream',
      metadata: parsed?.metadata ?? {},
    };
  }

  async stage(key: string, bytes: Buffer, options: { contentType: string }): Promise<StagedBlob> {
    assertInertContentType(options.contentType);
    const file = this.pathOf(key);
    await mkdir(dirname(file), { recursive: true });
    const temp = tempName(file);
    await writeFile(temp, bytes);
    return {
      commit: async (metadata) => {
        await atomicWrite(file + META_SUFFIX, Buffer.from(JSON.stringify({ ...options, metadata })));
        await rename(temp, file);
      },
      discard: () => rm(temp, { force: true }),
    };
  }

  /** A hard link when the filesystem has them (instant, whatever the size), else a copy. */
  async copy(from: string, to: string): Promise<boolean> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    const meta = await readIfExists(source + META_SUFFIX);
    const temp = tempName(target);
    try {
      await link(source, temp).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') throw error;
        await copyFile(source, temp);
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      await atomicWrite(target + META_SUFFIX, meta ?? Buffer.from('{}'));
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return true;
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(file + META_SUFFIX, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new InvalidBlobKeyError('A prefix ends with /');
    parseResourceKey(`${prefix}map`);
    await rm(this.contained(prefix), { recursive: true, force: true });
  }

  async signedUrl(
    key: string,
    method: SignedMethod,
    expiresSeconds: number,
    _contentType?: string,
    signedAt = Date.now(),
  ): Promise<string> {
    this.pathOf(key);
    return this.signer.sign(key, method, signedAt + expiresSeconds * 1000);
  }

  /** The file of a key: the key must be one blobKeys builds, and the path must stay inside the root. */
  private pathOf(key: string): string {
    parseResourceKey(key);
    // Sidecars and temporary files share the directory; a key may never name one.
    if (key.endsWith(META_SUFFIX) || key.endsWith('.tmp'))
      throw new InvalidBlobKeyError('Reserved key suffix');
    return this.contained(key);
  }

  private contained(key: string): string {
    if (isAbsolute(key) || key.includes('\\') || key.includes('\0'))
      throw new InvalidBlobKeyError('Invalid key');
    const file = join(this.root, ...key.split('/'));
    const rel = relative(this.root, file);
    if (rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..')) {
      throw new InvalidBlobKeyError('Key escapes the blob root');
    }
    return file;
  }
}

const tempName = (file: string) => `${file}.${randomBytes(6).toString('hex')}.tmp`;

async function atomicWrite(file: string, bytes: Buffer): Promise<void> {
  const temp = tempName(file);
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
