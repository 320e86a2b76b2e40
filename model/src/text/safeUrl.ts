// The one rule for addresses a map keeps (issue #33): http(s), the app's own `/api/...` paths, and images
// (and, for background media, videos) inlined as base64 `data:` URLs, as the editor's demo map and rich text
// already hold them. Anything else (`javascript:`, `vbscript:`, `file:`, other data: payloads, other relative
// paths) is dropped where a document is imported or saved. Rich text's own links and images are cleaned by the
// server's HTML sanitiser (backend `richText.sanitizer.ts`), which uses {@link DATA_IMAGE_URL} too.

/** What an address is used for, which decides what it may be. */
export type UrlUse =
  /** A link a reader follows: http(s) or mailto. */
  | 'link'
  /** An image shown (node `imageURL`, `settings.defaultImageURL`): http(s), `/api/...`, a data: image. */
  | 'image'
  /** A background image or looping video (support images): as `image`, or a data: video. */
  | 'media'
  /**
   * A name of one of the map's own images or icons (node `image` and `icon`, `settings.defaultImage`): any name
   * without a scheme; something with a scheme must be a safe `image` address.
   */
  | 'name'
  /**
   * A link or an image inside rich text (notes imported as Markdown), as the HTML sanitiser keeps them: `link` or
   * `image` addresses, and also relative ones (`media/logo.svg`, `#part`), which name nothing outside the page.
   */
  | 'noteLink'
  | 'noteImage';

/** A base64 data: URL of an image type the app shows (raster or SVG, which an `<img>` never runs scripts of). */
export const DATA_IMAGE_URL = /^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=\s]+$/i;
/** A base64 data: URL of a video type background media may be (spec §2.12: mp4, webm, ogg). */
const DATA_VIDEO_URL = /^data:video\/(mp4|webm|ogg);base64,[A-Za-z0-9+/=\s]+$/i;

const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
const OWN_PATH = /^\/api\//;

/**
 * The address as a browser reads its scheme: leading C0 controls and spaces dropped, tabs and line breaks
 * removed anywhere (WHATWG URL parsing), so `java\tscript:` is seen as the `javascript:` it is.
 */
function asParsed(url: string): string {
  return url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
}

/** Whether an address may be kept for this use (see {@link UrlUse}). */
export function isSafeUrl(url: string, use: UrlUse): boolean {
  const probe = asParsed(url);
  const scheme = SCHEME.exec(probe)?.[1].toLowerCase();
  if (scheme === 'http' || scheme === 'https') return true;
  switch (use) {
    case 'link':
      return scheme === 'mailto';
    case 'name':
      // A name such as `icon-star.svg` or `photo.png`; never a path or another site (`//host`, `\\host`).
      return scheme === undefined ? !/^[/\\]/.test(probe) : isSafeUrl(url, 'image');
    case 'media':
      if (scheme === 'data' && DATA_VIDEO_URL.test(probe)) return true;
      return isSafeUrl(url, 'image');
    case 'image':
      if (scheme === undefined) return OWN_PATH.test(probe);
      return scheme === 'data' && DATA_IMAGE_URL.test(probe);
    case 'noteLink':
      return scheme === undefined ? isRelative(probe) : isSafeUrl(url, 'link');
    case 'noteImage':
      return scheme === undefined ? isRelative(probe) : isSafeUrl(url, 'image');
  }
}

/** A relative address (a path, a query or a fragment), not one naming another host (`//host`, `\\host`). */
function isRelative(probe: string): boolean {
  return probe.length > 0 && !/^[/\\]{2}/.test(probe);
}
