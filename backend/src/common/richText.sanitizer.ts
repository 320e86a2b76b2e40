import sanitizeHtml from 'sanitize-html';
import { DATA_IMAGE_URL, stripUnsafeChars, stripUnsafeMarkup } from '@mapa/model';

/** The video players rich text may embed (https only); the app's Content-Security-Policy frames exactly these. */
export const VIDEO_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*[\d.%\s,/]+\)$/i,
  /^hsla?\(\s*[\d.%\s,/deg]+\)$/i,
  /^[a-z]{3,20}$/i,
];

/* The allow-list fits what Quill 2 writes: paragraphs, marks, links, lists (`<ol><li data-list="bullet">`),
   headers, quotes, code blocks (`div.ql-code-block`), colours as inline styles, images, horizontal rules, tables
   (`td[data-row]`), video players of known hosts (`iframe.ql-video`) and `ql-*` classes (alignment, indentation,
   sizes). Everything else is dropped; script/style contents go with their tags. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'blockquote',
    'pre',
    'code',
    'span',
    'img',
    'div',
    'hr',
    'table',
    'tbody',
    'tr',
    'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['style'],
    img: ['src', 'alt', 'width', 'height'],
    li: ['data-list'],
    pre: ['data-language'],
    div: ['data-language'],
    td: ['data-row'],
    iframe: ['src', 'frameborder', 'allowfullscreen'],
  },
  allowedClasses: { '*': ['ql-*'] },
  allowedStyles: { span: { color: COLOR, 'background-color': COLOR } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  // Quill's video button embeds a player: only these hosts' players are kept (same list as the web app's).
  allowedIframeHostnames: VIDEO_HOSTS,
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      const kept: sanitizeHtml.Attributes = { ...rest, rel: 'noopener noreferrer' };
      if (target === '_blank') kept.target = '_blank';
      return { tagName, attribs: kept };
    },
  },
  // Only raster/SVG data URLs in base64 for images; other data: payloads are removed with the tag.
  // An iframe whose address was refused (another host, not https) has lost its src and goes too.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'img' &&
      (!frame.attribs.src ||
        (frame.attribs.src.startsWith('data:') && !DATA_IMAGE_URL.test(frame.attribs.src)))),
};

/**
 * Cleans rich text (node descriptions, the document's htmlContent) down to the Quill allow-list, under the map's
 * character rule (model `text/unsafeChars.ts`): references to code points XML cannot hold go before parsing (the
 * parser would make `&#0;` a U+FFFD), and what decoding turns into an unsafe character (`&#x7F;`) after.
 */
export function sanitizeRichText(input: string): string {
  const html = stripUnsafeMarkup(input);
  // Text without '<' contains no markup (entities cannot create tags), so the parser is skipped: big maps
  // have many short plain descriptions.
  if (!html.includes('<')) return html;
  return stripUnsafeChars(sanitizeHtml(html, OPTIONS));
}
