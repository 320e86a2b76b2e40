import { stripUnsafeChars } from './unsafeChars';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

/**
 * Text for an XML (or HTML) attribute or element, as every markup writer of the map writes it: unsafe characters
 * dropped ({@link stripUnsafeChars}), markup characters escaped, and tab and line breaks as references, which an
 * attribute would otherwise turn into spaces. Attributes are written in double quotes, so `'` stays as it is.
 */
export function escapeXml(value: string): string {
  return stripUnsafeChars(value).replace(/[&<>"\t\n\r]/g, (c) => ESCAPES[c]);
}
