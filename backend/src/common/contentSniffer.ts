// `file-type` is ESM-only; `file-type/core` (buffer detection, no fs) loads through Node 20's require(esm) in the
// built server and through jest's transform in tests (jest.config.js lets it through transformIgnorePatterns).
import { fileTypeFromBuffer } from 'file-type/core';
import { isMarkup, readText, type TextCharset } from './textContent';

/**
 * What an upload is, judged by its bytes alone: a binary format `file-type` recognises (its MIME type, with the
 * old Office formats told apart), SVG, markup (`text/html`: HTML or any XML other than SVG), plain text in a known
 * charset, or null for an empty file or bytes nobody recognises.
 */
export type SniffedContent = { mime: string; charset?: TextCharset } | null;

const OLE2_CFB = 'application/x-cfb';
// Names file-type gives to variants that are still the format: an animated PNG is a PNG to every reader.
const SAME_AS: Record<string, string> = { 'image/apng': 'image/png' };
const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/** A compound file (.doc / .xls): which one, by the names of its streams. */
function compoundFileType(bytes: Buffer): string {
  if (bytes.includes(utf16('WordDocument'))) return 'application/msword';
  if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book'))) return 'application/vnd.ms-excel';
  return OLE2_CFB;
}

// `file-type` calls anything starting with "BM" a bitmap; a real one has a header whose declared size fits.
const plausibleBmp = (bytes: Buffer) =>
  bytes.length >= 26 && bytes.readUInt32LE(2) <= bytes.length + 1024 && bytes.readUInt32LE(10) < bytes.length;

/** True when the bytes are an SVG document: an optional XML declaration, comments and doctype, then `<svg`. */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const stripped = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(stripped);
}

/**
 * The one content sniffer every upload goes through (attachments, node images, background media, previews):
 * `file-type`'s magic numbers for binary formats, then SVG, then the text rule of `textContent.ts` (UTF-8,
 * UTF-16 with a BOM, Windows-1252; markup is reported as `text/html` so no caller stores it as text).
 */
export async function sniffContent(bytes: Buffer): Promise<SniffedContent> {
  if (bytes.length === 0) return null;
  // A byte order mark says text, whatever weak signature follows (file-type takes FF FE for MPEG audio).
  if (startsWithBom(bytes)) return sniffText(bytes);
  const found = await fileTypeFromBuffer(bytes);
  // Text formats file-type knows (vCard, iCalendar, WebVTT) and XML go through the text and markup rules.
  const textual = !found || found.mime.startsWith('text/') || found.mime === 'application/xml';
  if (found && !textual && !(found.mime === 'image/bmp' && !plausibleBmp(bytes)))
    return { mime: found.mime === OLE2_CFB ? compoundFileType(bytes) : (SAME_AS[found.mime] ?? found.mime) };
  return imageBySignature(bytes) ?? sniffText(bytes);
}

/**
 * An image by its signature alone, for the files file-type gives up on because what follows the signature is cut
 * short or damaged (it walks PNG chunks, for one). Served with that image type, no browser reads them as a page.
 */
function imageBySignature(bytes: Buffer): SniffedContent {
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return { mime: 'image/png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg' };
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return { mime: 'image/gif' };
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return { mime: 'image/webp' };
  return null;
}

const startsWithBom = (bytes: Buffer) =>
  (bytes[0] === 0xff && bytes[1] === 0xfe) ||
  (bytes[0] === 0xfe && bytes[1] === 0xff) ||
  (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf);

/** SVG, other markup, plain text, or null for bytes that are none of them. */
function sniffText(bytes: Buffer): SniffedContent {
  if (looksLikeSvg(bytes)) return { mime: 'image/svg+xml' };
  const text = readText(bytes);
  if (!text) return null;
  if (isMarkup(text.text)) return { mime: 'text/html', charset: text.charset };
  return { mime: 'text/plain', charset: text.charset };
}
