import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config/appConfig';
import { randomBytes } from 'node:crypto';
import {
  assertInertContentType,
  type BlobInfo,
  type BlobStore,
  type PutOptions,
  type SignedMethod,
  type StagedBlob,
} from './blobStore';
import { parseResourceKey } from './blobKeys';

/** Blobs in a bucket of any S3-compatible service; signed URLs are S3 presigned URLs. */
export class S3BlobStore implements BlobStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only when an operation demands them: several S3-compatible servers (s3rver, older MinIO) store
      // the aws-chunked framing of checksummed uploads as part of the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, bytes: Buffer, options: PutOptions): Promise<void> {
    assertInertContentType(options.contentType);
    parseResourceKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
        Metadata: options.metadata,
      }),
    );
  }

  async get(key: string): Promise<({ bytes: Buffer } & BlobInfo) | null> {
    parseResourceKey(key);
    const out = await missingAsNull(
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!out?.Body) return null;
    const bytes = Buffer.from(await out.Body.transformToByteArray());
    return {
      bytes,
      size: bytes.length,
      contentType: out.ContentType ?? 'application/octet-stream',
      metadata: out.Metadata ?? {},
    };
  }

  async head(key: string): Promise<BlobInfo | null> {
    parseResourceKey(key);
    const out = await missingAsNull(
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })),
    );
    if (!out) return null;
    return {
      size: out.ContentLength ?? 0,
      contentType: out.ContentType ?? 'application/octet-stream',
      metadata: out.Metadata ?? {},
    };
  }

  /** Staged as a sibling object (`{key}.staged-{random}`, a name only this method makes); committed by a copy. */
  async stage(key: string, bytes: Buffer, options: { contentType: string }): Promise<StagedBlob> {
    assertInertContentType(options.contentType);
    parseResourceKey(key);
    const staged = `${key}.staged-${randomBytes(6).toString('hex')}`;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: staged,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
      }),
    );
    const discard = async () => {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: staged }));
    };
    return {
      commit: async (metadata) => {
        await this.client.send(
          new CopyObjectCommand({
            Bucket: this.bucket,
            Key: key,
            CopySource: this.copySource(staged),
            MetadataDirective: 'REPLACE',
            ContentType: options.contentType,
            Metadata: metadata,
          }),
        );
        await discard();
      },
      discard,
    };
  }

  async copy(from: string, to: string): Promise<boolean> {
    parseResourceKey(from);
    parseResourceKey(to);
    const out = await missingAsNull(
      this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: this.copySource(from),
          MetadataDirective: 'COPY',
        }),
      ),
    );
    return out !== null;
  }

  /**
   * `bucket/key` percent-encoded as a URI (`@` and `/` stay literal): S3 decodes it fully, and s3rver, like some
   * compatible servers, decodes only what `decodeURI` does.
   */
  private copySource(key: string): string {
    return `${this.bucket}/${encodeURI(key)}`;
  }

  async delete(key: string): Promise<void> {
    parseResourceKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    parseResourceKey(`${prefix}map`);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length > 0) {
        await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys } }));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async signedUrl(
    key: string,
    method: SignedMethod,
    expiresSeconds: number,
    contentType?: string,
    signedAt = Date.now(),
  ): Promise<string> {
    parseResourceKey(key);
    const input = { Bucket: this.bucket, Key: key };
    const command =
      method === 'PUT'
        ? new PutObjectCommand({ ...input, ContentType: contentType })
        : method === 'HEAD'
          ? new HeadObjectCommand(input)
          : new GetObjectCommand(input);
    return getSignedUrl(this.client, command, { expiresIn: expiresSeconds, signingDate: new Date(signedAt) });
  }

  /** Releases the client's sockets. */
  destroy(): void {
    this.client.destroy();
  }
}

async function missingAsNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status === 404 || (error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}
