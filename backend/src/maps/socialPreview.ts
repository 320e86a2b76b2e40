import { escapeXml } from '@mapa/model';

/** What a link preview (Open Graph) shows for a map. */
export interface SocialMeta {
  title: string;
  description: string;
  image: string;
  url: string;
}

/** A value for the page's markup: the map's one rule for text and markup characters (`escapeXml`). */
const escapeAttribute = escapeXml;

/**
 * The app's index.html with the map's title and Open Graph / Twitter card tags (spec §2.1: the image is the map's
 * image, else its stored preview.png). Values are attribute-escaped; the robots noindex tag stays.
 */
export function injectSocialMeta(html: string, meta: SocialMeta): string {
  const tags = [
    ['og:type', 'website'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', meta.image],
    ['og:url', meta.url],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeAttribute(content)}" />`)
    .concat(
      `<meta name="twitter:card" content="summary_large_image" />`,
      `<meta name="twitter:image" content="${escapeAttribute(meta.image)}" />`,
    )
    .join('\n    ');
  // Replacement functions, not strings: a title such as "$'" would otherwise be read as a replacement pattern.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(meta.title)} | Mapa</title>`)
    .replace('</head>', () => `    ${tags}\n  </head>`);
}

/** The map id of an editor address (`/maps/{id}/anything`), or null. */
export function mapIdOfPath(path: string): string | null {
  const match = /^\/maps\/([A-Za-z0-9_-]{12,64})(?:\/|$)/.exec(path);
  return match ? match[1] : null;
}
