import { ApiException } from '../common/apiException';
import { sniffSupportMedia, type SupportMediaType } from './imageType';
import { sanitizeSvg, SvgRejectedError } from './svgSanitizer';

/** Largest background image or video stored under `assets/` (spec §9: uploads up to 10 MB, else 413). */
export const ASSET_LIMIT_BYTES = 10 * 1024 * 1024;

/** Strict base64 (RFC 4648 alphabet, optional padding); whitespace is allowed between groups. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a body sent with `Content-Encoding: base64` (spec §7.2); a body that is not base64 is a 400 naming the
 * problem rather than silently stored garbage.
 */
export function decodeBase64Body(body: Buffer): Buffer {
  const text = body.toString('latin1').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1)
    throw new ApiException(
      400,
      'VALIDATION_FAILED',
      'The body is not valid base64 (Content-Encoding: base64)',
    );
  return Buffer.from(text, 'base64');
}

/**
 * Checks the bytes of a background image or video by content (PNG, JPEG, WebP, SVG, GIF, MP4, WebM, Ogg; the
 * shared `sniffContent`), never by name or declared type, and by size; SVG comes back sanitised. Throws 413 / 415 / 400 with a clear message.
 */
export async function checkAssetContent(
  bytes: Buffer,
): Promise<{ bytes: Buffer; contentType: SupportMediaType }> {
  if (bytes.length > ASSET_LIMIT_BYTES)
    throw new ApiException(413, 'PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB');
  if (bytes.length === 0) throw new ApiException(400, 'VALIDATION_FAILED', 'The file is empty');
  const contentType = await sniffSupportMedia(bytes);
  if (!contentType)
    throw new ApiException(
      415,
      'VALIDATION_FAILED',
      'Only images (PNG, JPEG, WebP, SVG, GIF) and videos (MP4, WebM, Ogg) are accepted',
    );
  if (contentType !== 'image/svg+xml') return { bytes, contentType };
  return { bytes: sanitizedSvg(bytes), contentType };
}

/**
 * The sanitised bytes of an uploaded SVG. Whatever goes wrong while cleaning it (no `<svg>` root left, a
 * document the parser cannot take) is a 415 naming the problem, never a 500.
 */
export function sanitizedSvg(bytes: Buffer): Buffer {
  try {
    return Buffer.from(sanitizeSvg(bytes.toString('utf8')), 'utf8');
  } catch (error) {
    const reason = error instanceof SvgRejectedError ? error.message : 'it could not be parsed';
    throw new ApiException(415, 'VALIDATION_FAILED', `Not a usable SVG image: ${reason}`);
  }
}
