// The one rule for characters a map keeps (DESIGN §7, issue #33): text is stored and written without the
// characters XML 1.0 cannot hold and without invisible controls. Such characters made the SVG, FreeMind and other
// XML exports ill-formed and the PNG renderer fail mid-answer. Tab, line feed and carriage return stay: labels and
// notes hold line breaks, and all three are legal XML.

/**
 * Unsafe characters: C0 controls other than tab, LF and CR (U+0000–U+0008, U+000B, U+000C, U+000E–U+001F), DEL
 * and the C1 controls (U+007F–U+009F), the non-characters U+FFFE and U+FFFF, and surrogates that are not half
 * of a pair. (No `u` flag: a lone surrogate is only visible to a pattern read as UTF-16 code units.)
 */
const UNSAFE =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** True when the text holds a character {@link stripUnsafeChars} drops. */
export function hasUnsafeChars(text: string): boolean {
  return UNSAFE.test(text);
}

/** The text without its unsafe characters (see {@link hasUnsafeChars}); the same string when it has none. */
export function stripUnsafeChars(text: string): string {
  return UNSAFE.test(text) ? text.replace(UNSAFE_ALL, '') : text;
}

/**
 * True for a code point that XML 1.0 cannot hold, even as a character reference: NUL and the C0 controls other
 * than tab, LF and CR, surrogates, U+FFFE, U+FFFF and anything past U+10FFFF. (DEL and C1 controls are legal
 * XML, and in HTML a reference such as `&#150;` means a Windows-1252 character, an en dash: references to them
 * are kept.)
 */
export function isXmlIllegalCodePoint(code: number): boolean {
  if (code === 0x9 || code === 0xa || code === 0xd) return false;
  if (!Number.isFinite(code) || code < 0x20 || code > 0x10ffff) return true;
  return (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff;
}

const CHAR_REF = /&#(?:[xX]([0-9a-fA-F]+)|([0-9]+));/g;

/**
 * Markup (HTML or XML) without its unsafe characters and without numeric character references to code points
 * XML cannot hold (`&#0;`, `&#x1;`, `&#xFFFE;`, `&#xD800;`): a reference is as ill-formed in XML as the character.
 */
export function stripUnsafeMarkup(markup: string): string {
  const text = stripUnsafeChars(markup);
  if (!text.includes('&#')) return text;
  return text.replace(CHAR_REF, (whole, hex: string | undefined, dec: string | undefined) => {
    // Long digit runs are out of range whatever they say (and parseInt would lose them).
    const digits = hex ?? dec!;
    if (digits.replace(/^0+/, '').length > 7) return '';
    const code = hex !== undefined ? parseInt(hex, 16) : parseInt(dec!, 10);
    return isXmlIllegalCodePoint(code) ? '' : whole;
  });
}
