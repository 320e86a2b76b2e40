import { imageSize } from 'image-size';
import type { EmbeddedImage, LoadedImage, MapScene } from '@mapa/model';
import { ApiException } from '../common/apiException';

/** Reads an image a note or a drawing shows (from the map's own storage), or null. */
export type ImageLoader = (src: string) => Promise<LoadedImage | null>;

/**
 * Most pixels a raster picture may have to be drawn (40 million, a 7,300 × 5,500 photo): decoded, it takes four
 * bytes a pixel outside the heap, so a small file that claims a huge size (a compression bomb) is left out.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The picture types drawn: what the editor lets a map hold (node images, icons, background images). */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The refusal of an export whose pictures pass their budget (`EXPORT_MAX_IMAGE_MB`). */
export const imagesTooLarge = (maxBytes: number) =>
  new ApiException(
    422,
    'EXPORT_TOO_LARGE',
    `The images of this export add up to more than the ${mb(maxBytes)} an export may gather; export fewer nodes`,
  );

function decodeDataUrl(src: string): LoadedImage | null {
  const m = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(src);
  if (!m) return null;
  return { bytes: Buffer.from(m[2].replace(/\s/g, ''), 'base64'), contentType: m[1].toLowerCase() };
}

/**
 * A read picture with its type and size, by its content (never by its name or the type it was stored with), or
 * null when it is no picture the exports draw, or a raster bigger than {@link MAX_IMAGE_PIXELS}.
 */
export function embeddedImage(loaded: LoadedImage): EmbeddedImage | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(loaded.bytes);
  } catch {
    return null;
  }
  const contentType = size.type ? TYPES[size.type] : undefined;
  if (!contentType || !(size.width > 0 && size.height > 0)) return null;
  if (contentType !== 'image/svg+xml' && size.width * size.height > MAX_IMAGE_PIXELS) return null;
  // A JPEG whose EXIF turns it a quarter is drawn turned by browsers; its box takes the turned sides.
  const orientation = size.orientation ?? 1;
  const turned = orientation >= 5;
  return {
    bytes: loaded.bytes,
    contentType,
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
    ...(orientation > 1 && orientation <= 8 ? { orientation } : {}),
  };
}

/**
 * The pictures a drawing shows (`scene.imageSources`), read once each: data: URLs from the map itself, anything
 * else through `loadImage` (the map's own storage only; see `ExportService.loadImage`). Their bytes count against
 * `maxBytes` (`EXPORT_MAX_IMAGE_MB`): past it the export is refused with 422 `EXPORT_TOO_LARGE`. A picture that
 * cannot be read, or is not one the exports draw, is left out (its node is drawn without it).
 */
export async function readSceneImages(
  scene: MapScene,
  loadImage: ImageLoader,
  maxBytes: number,
): Promise<Map<string, EmbeddedImage>> {
  const out = new Map<string, EmbeddedImage>();
  let total = 0;
  for (const src of scene.imageSources) {
    const loaded = src.startsWith('data:') ? decodeDataUrl(src) : await loadImage(src).catch(() => null);
    if (!loaded) continue;
    total += loaded.bytes.byteLength;
    if (total > maxBytes) throw imagesTooLarge(maxBytes);
    const image = embeddedImage(loaded);
    if (image) out.set(src, image);
  }
  return out;
}
