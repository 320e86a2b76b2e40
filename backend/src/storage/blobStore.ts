/**
 * Lifetime of a signed URL. Short, so a member removed from a map (or anyone once it turns private) cannot keep
 * reading it through a URL handed out earlier; clients cache them per method and refetch after expiry (spec
 * §7.1), and maps hold durable app addresses (`/api/images/...`) that sign afresh on every read.
 */
export const SIGNED_URL_SECONDS = 60;

/** What a blob carries besides its bytes. Metadata keys are lower-case; S3 exposes them as `x-amz-meta-*`. */
export interface BlobInfo {
  size: number;
  contentType: string;
  metadata: Record<string, string>;
}

export interface PutOptions {
  contentType: string;
  metadata?: Record<string, string>;
}

/** Bytes written beside their key, not yet visible under it: `commit` makes them the blob, `discard` drops them. */
export interface StagedBlob {
  /** Puts the staged bytes in place with `metadata`, atomically for readers; quick (no bytes are written). */
  commit(metadata: Record<string, string>): Promise<void>;
  discard(): Promise<void>;
}

/** Methods a signed URL can be made for. */
export type SignedMethod = 'GET' | 'HEAD' | 'PUT';

/**
 * Object storage for maps, previews, assets and attachments. Keys come from `blobKeys` only. Implementations:
 * the filesystem (embedded default) and any S3-compatible service.
 */
export interface BlobStore {
  /** 'filesystem' or 's3', as reported by `/api/health`. */
  readonly kind: 'filesystem' | 's3';
  /** Writes a whole blob; readers see the old or the new blob, never a part. */
  put(key: string, bytes: Buffer, options: PutOptions): Promise<void>;
  /** Bytes and info, or null when there is no such blob. */
  get(key: string): Promise<({ bytes: Buffer } & BlobInfo) | null>;
  head(key: string): Promise<BlobInfo | null>;
  /**
   * Writes the bytes of a future blob without showing them yet, so the slow part of a write can happen before a
   * database transaction and only the quick {@link StagedBlob.commit} inside it.
   */
  stage(key: string, bytes: Buffer, options: { contentType: string }): Promise<StagedBlob>;
  /** Copies a blob with its content type and metadata (inside the store); false when `from` does not exist. */
  copy(from: string, to: string): Promise<boolean>;
  /** Deletes one blob; deleting a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every blob whose key starts with `prefix` (which ends with '/'). */
  deletePrefix(prefix: string): Promise<void>;
  /**
   * A URL that allows `method` on `key` without a session for `expiresSeconds` after `signedAt` (ms, default now);
   * a caller that reports the expiry passes the instant it computed it from, so the two never differ.
   */
  signedUrl(
    key: string,
    method: SignedMethod,
    expiresSeconds: number,
    contentType?: string,
    signedAt?: number,
  ): Promise<string>;
}

// Types a browser would run as a page of the store's origin. Nothing we store is one (content is sniffed and
// sanitised before it gets here); refusing them in the stores themselves keeps it so whatever a caller does.
const ACTIVE_TYPES =
  /^\s*(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i;

/** Throws for an active content type (HTML, XHTML, XML, JavaScript); both stores call it on every put. */
export function assertInertContentType(contentType: string): void {
  if (ACTIVE_TYPES.test(contentType)) throw new Error(`Refusing to store active content (${contentType})`);
}

/** Injection token of the configured {@link BlobStore}. */
export const BLOB_STORE = Symbol('BLOB_STORE');
