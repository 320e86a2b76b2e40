import type { MediaApi } from '../../api';

/** The map a background image belongs to. */
export interface MediaMapRef {
  /** The map owner's e-mail (`objectOwnerEmail`). */
  owner: string;
  mapId: string;
}

/** Accepted background media and their file extensions (spec §3.4, §9); the server checks the content again. */
export const SUPPORT_MEDIA_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
};

/** Largest background image or video (spec §9, as the server's 413). */
export const SUPPORT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** A file over SUPPORT_MEDIA_MAX_BYTES, refused before it is encoded and sent (the UI shows the 413 message). */
export class MediaTooBigError extends Error {
  readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(readonly size: number) {
    super(`The file is ${size} bytes; at most ${SUPPORT_MEDIA_MAX_BYTES} are accepted`);
    this.name = 'MediaTooBigError';
  }
}

/** A file whose declared type is not an accepted image or video. */
export class MediaTypeError extends Error {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  constructor(readonly type: string) {
    super('Only images (PNG, JPEG, WebP, SVG, GIF) and videos (MP4, WebM, Ogg) are accepted');
    this.name = 'MediaTypeError';
  }
}

const EXTENSIONS = new Set(Object.values(SUPPORT_MEDIA_TYPES).concat('jpeg'));

/**
 * The stored name of a file: spaces to underscores, only [A-Za-z0-9._-], and the extension of `type` (spec §5); a
 * file of unknown type keeps an accepted extension of its own, or gets none (the server judges the content).
 */
export function supportMediaName(fileName: string, type: string): string {
  const cleaned = fileName
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[._-]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const own = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const base = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 180) || 'media';
  const ext = SUPPORT_MEDIA_TYPES[type] ?? (EXTENSIONS.has(own) ? own : '');
  return ext ? `${base}.${ext}` : base;
}

/** The file's bytes as base64 (the browser's own encoder, fast on 10 MB). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () =>
      reject(
        Object.assign(new Error(reader.error?.message ?? 'The file could not be read'), {
          code: 'FILE_UNREADABLE',
        }),
      );
    reader.readAsDataURL(file);
  });
}

/** What an upload stored. */
export interface StoredMedia {
  /** The name under the map's `assets/`. */
  name: string;
  /** The durable address the map keeps (`/api/images/{mapId}/{name}`: checks access, redirects to a signed URL). */
  url: string;
  /** The type the server found in the content. */
  contentType: string;
}

/**
 * Uploads a background image or video by spec §7.2's flow: `POST /api/s3/getSignedUrl` (public asset
 * `assets/{name}`, PUT), a PUT of the base64 bytes to that URL (Content-Type, Content-Encoding base64; the browser
 * sets Content-Length), then `POST /api/s3/getImage` to confirm the asset is stored and readable. The map keeps
 * the durable `/api/images/...` address, never the expiring signed URLs.
 */
export async function uploadSupportMedia(
  media: MediaApi,
  ref: MediaMapRef,
  file: File,
): Promise<StoredMedia> {
  if (file.type && !SUPPORT_MEDIA_TYPES[file.type]) throw new MediaTypeError(file.type);
  if (file.size > SUPPORT_MEDIA_MAX_BYTES) throw new MediaTooBigError(file.size);
  const name = supportMediaName(file.name, file.type);
  const contentType = file.type || 'application/octet-stream';
  const signed = await media.signedUrl({
    objectOwnerEmail: ref.owner,
    contentType,
    isPublic: true,
    documentId: ref.mapId,
    resourcePath: `assets/${name}`,
    method: 'PUT',
  });
  const put = await media.putSigned(signed.signedUrl, contentType, await base64Of(file));
  await media.confirm(ref.owner, ref.mapId, name);
  return {
    name,
    url: `/api/images/${encodeURIComponent(ref.mapId)}/${encodeURIComponent(name)}`,
    contentType: put.contentType,
  };
}
