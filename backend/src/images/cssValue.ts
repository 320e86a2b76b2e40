/**
 * Decodes CSS escapes the way a CSS tokenizer does (CSS Syntax §4.3.7): `\` + 1–6 hex digits (+ one optional
 * whitespace) is that code point, `\` + a newline is dropped, `\` + anything else is that character. Filters
 * must look at this decoded text: `u\72l(` is `url(` to the browser.
 */
export function decodeCssEscapes(value: string): string {
  return value.replace(
    /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|(\r\n|[\n\r\f])|([\s\S]))/gi,
    (_m, hex, newline, char) => {
      if (newline !== undefined) return '';
      if (char !== undefined) return char;
      const code = parseInt(hex as string, 16);
      const invalid = code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff);
      return invalid ? '\uFFFD' : String.fromCodePoint(code);
    },
  );
}

// Functions a drawing needs: colours, transforms and arithmetic. `url()` is allowed only for '#fragments' (a
// gradient, clip path or marker in the same file), checked separately.
const SAFE_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
  'calc',
  'min',
  'max',
  'url',
]);

/**
 * Whether an SVG attribute or inline-style value is inert: after decoding escapes and dropping comments it calls
 * only {@link SAFE_FUNCTIONS}, every `url()` points at a '#fragment', and no `javascript:` or `@import` appears.
 * Anything that could fetch (url(http..), image-set(), image(), expression()) makes it unsafe.
 */
export function isSafeCssValue(value: string): boolean {
  const text = decodeCssEscapes(value).replace(/\/\*[\s\S]*?(\*\/|$)/g, '');
  if (/javascript:|@import|\\/i.test(text)) return false;
  for (const match of text.matchAll(/([a-z_-][a-z0-9_-]*)\s*\(\s*(['"]?)\s*(.?)/gi)) {
    const name = match[1].toLowerCase();
    if (!SAFE_FUNCTIONS.has(name)) return false;
    if (name === 'url' && match[3] !== '#') return false;
  }
  return true;
}
