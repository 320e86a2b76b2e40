import { sniffContent } from '../common/contentSniffer';

/** Node image types accepted for upload (spec §5), by their content type. */
export const IMAGE_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;
export type ImageContentType = keyof typeof IMAGE_EXTENSIONS;

/** The node image type of `bytes` judged by their content (`sniffContent`), never by name or declared type. */
export async function sniffImageType(bytes: Buffer): Promise<ImageContentType | null> {
  const mime = (await sniffContent(bytes))?.mime;
  return mime && mime in IMAGE_EXTENSIONS ? (mime as ImageContentType) : null;
}

/**
 * The stored name of an uploaded image (spec §5): spaces become underscores, characters outside
 * [A-Za-z0-9._-] are dropped, and the extension is the one of the sniffed type (added when missing, replaced
 * when it names another type). `preview.png` keeps its name.
 */
export function storedImageName(name: string, type: ImageContentType): string {
  const ext = IMAGE_EXTENSIONS[type];
  const cleaned = name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[._-]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const currentExt = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const known = ['png', 'jpg', 'jpeg', 'webp', 'svg'].includes(currentExt);
  let base = known ? cleaned.slice(0, dot) : cleaned;
  if (!base) base = 'image';
  base = base.slice(0, 180);
  const keepExt = known && (currentExt === ext || (ext === 'jpg' && currentExt === 'jpeg'));
  return `${base}.${keepExt ? currentExt : ext}`;
}

/** Background (support) media: the node image types plus GIF and the looping videos of spec §9. */
export const SUPPORT_MEDIA_EXTENSIONS = {
  ...IMAGE_EXTENSIONS,
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/ogg': 'ogg',
} as const;
export type SupportMediaType = keyof typeof SUPPORT_MEDIA_EXTENSIONS;

// What file-type calls the containers a background video may come in.
const VIDEO_CONTAINERS: Record<string, SupportMediaType> = {
  'video/mp4': 'video/mp4',
  'video/x-m4v': 'video/mp4',
  'video/webm': 'video/webm',
  'video/ogg': 'video/ogg',
  'application/ogg': 'video/ogg',
};

/** The media type of a background image or video, by content (`sniffContent`); null for anything else. */
export async function sniffSupportMedia(bytes: Buffer): Promise<SupportMediaType | null> {
  const mime = (await sniffContent(bytes))?.mime;
  if (!mime) return null;
  if (mime in SUPPORT_MEDIA_EXTENSIONS && !mime.startsWith('video/')) return mime as SupportMediaType;
  return VIDEO_CONTAINERS[mime] ?? null;
}

/** The stored name of a background medium: like {@link storedImageName}, with the sniffed type's extension. */
export function storedMediaName(name: string, type: SupportMediaType): string {
  const ext = SUPPORT_MEDIA_EXTENSIONS[type];
  const cleaned = name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .replace(/^[._-]+/, '');
  const dot = cleaned.lastIndexOf('.');
  const base = (dot > 0 ? cleaned.slice(0, dot) : cleaned).slice(0, 180) || 'media';
  return `${base}.${ext}`;
}
