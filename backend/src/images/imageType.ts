/** Node image types accepted for upload (spec §5), by their content type. */
export const IMAGE_EXTENSIONS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
} as const;
export type ImageContentType = keyof typeof IMAGE_EXTENSIONS;

/**
 * The image type of `bytes` judged by their content (magic numbers; SVG by its root element), never by the name
 * or the declared type. Null for anything else.
 */
export function sniffImageType(bytes: Buffer): ImageContentType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'image/webp';
  if (looksLikeSvg(bytes)) return 'image/svg+xml';
  return null;
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An optional XML declaration, comments and a doctype may come before the <svg> root.
  const stripped = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(stripped);
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

/** The media type of a background image or video, by content; null for anything else. */
export function sniffSupportMedia(bytes: Buffer): SupportMediaType | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  if (
    bytes.length >= 6 &&
    (bytes.toString('ascii', 0, 6) === 'GIF87a' || bytes.toString('ascii', 0, 6) === 'GIF89a')
  )
    return 'image/gif';
  if (bytes.length >= 12 && bytes.toString('ascii', 4, 8) === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'video/webm';
  if (bytes.length >= 4 && bytes.toString('ascii', 0, 4) === 'OggS') return 'video/ogg';
  return null;
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
