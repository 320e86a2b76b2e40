/** The encodings a text upload is read in: what spreadsheets and editors actually write. */
export type TextCharset = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** An upload read as text: its encoding and its decoded characters. */
export interface TextContent {
  charset: TextCharset;
  text: string;
}

// Control characters no text file holds (tab, line breaks, vertical tab, form feed, DOS end-of-file and escape
// are allowed): one of them marks a binary file, whatever its encoding.
const BINARY_CHAR = /[\u0000-\u0008\u000e-\u0019\u001c-\u001f\u007f]/;

function decode(bytes: Uint8Array, charset: TextCharset): string | null {
  try {
    return new TextDecoder(charset, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * `bytes` read as text, or null when they are not text. UTF-16 only with its byte order mark (without one it
 * cannot be told from binary), UTF-8 when the bytes are valid UTF-8 (BOM or not), else Windows-1252 (the
 * Latin-1 superset spreadsheets still export CSV in). In every encoding, control characters other than tab,
 * line breaks, form feed, end-of-file and escape make it binary.
 */
export function readText(bytes: Uint8Array): TextContent | null {
  if (bytes.length === 0) return null;
  let charset: TextCharset;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) charset = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) charset = 'utf-16be';
  else charset = decode(bytes, 'utf-8') === null ? 'windows-1252' : 'utf-8';
  const text = decode(bytes, charset);
  if (text === null || BINARY_CHAR.test(text)) return null;
  return { charset, text };
}

// A page a browser would render (the WHATWG MIME sniffing table's HTML signatures) or any XML (which can carry
// XHTML or SVG with scripts), at the start of the text after blanks: any tag, declaration or comment.
const MARKUP_START = /^[\s\uFEFF]*<[A-Za-z!?]/;
// Anywhere in the first KB: the elements that run script or load content when a browser sniffs the file.
const ACTIVE_ELEMENT =
  /<(script|html|body|head|svg|iframe|frame|object|embed|meta|link|style|base|form)[\s>/]/i;

/**
 * True when text is markup (HTML, SVG, XML) rather than plain text: it starts with a tag, a declaration or a
 * comment, or its first kilobyte holds an element that runs script. Such a file is refused as "text": served
 * back, an old browser or a careless viewer would run it as a page.
 */
export function isMarkup(text: string): boolean {
  return MARKUP_START.test(text) || ACTIVE_ELEMENT.test(text.slice(0, 1024));
}
