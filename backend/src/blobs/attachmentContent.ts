import { ApiException } from '../common/apiException';
import { sanitizedSvg } from '../images/assetContent';
import { sniffImageType } from '../images/imageType';

/** Largest attachment (spec §9: 10,485,760 bytes). */
export const ATTACHMENT_LIMIT_BYTES = 10 * 1024 * 1024;

/** The spec's sentence for a file type outside the list (§5). */
const NOT_ALLOWED = 'File type not allowed. Supported formats: PDF, Word, Excel, CSV, Text, and Image files';

type Kind = 'pdf' | 'zip' | 'ole' | 'text' | 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'tiff' | 'svg';

/** What each allowed extension (spec §5's file picker list) must contain, and the type it is stored with. */
const BY_EXTENSION: Record<string, { kind: Kind; contentType: string; label: string }> = {
  pdf: { kind: 'pdf', contentType: 'application/pdf', label: 'a PDF document' },
  docx: {
    kind: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'a Word document',
  },
  xlsx: {
    kind: 'zip',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'an Excel workbook',
  },
  doc: { kind: 'ole', contentType: 'application/msword', label: 'a Word document' },
  xls: { kind: 'ole', contentType: 'application/vnd.ms-excel', label: 'an Excel workbook' },
  csv: { kind: 'text', contentType: 'text/csv', label: 'CSV text' },
  txt: { kind: 'text', contentType: 'text/plain', label: 'plain text' },
  png: { kind: 'png', contentType: 'image/png', label: 'a PNG image' },
  jpg: { kind: 'jpeg', contentType: 'image/jpeg', label: 'a JPEG image' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg', label: 'a JPEG image' },
  gif: { kind: 'gif', contentType: 'image/gif', label: 'a GIF image' },
  webp: { kind: 'webp', contentType: 'image/webp', label: 'a WebP image' },
  bmp: { kind: 'bmp', contentType: 'image/bmp', label: 'a BMP image' },
  tif: { kind: 'tiff', contentType: 'image/tiff', label: 'a TIFF image' },
  tiff: { kind: 'tiff', contentType: 'image/tiff', label: 'a TIFF image' },
  svg: { kind: 'svg', contentType: 'image/svg+xml', label: 'an SVG image' },
};

const startsWith = (bytes: Buffer, magic: number[]) =>
  bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

// Markup a browser would render as a page (the WHATWG sniffing table's HTML signatures, plus XML, which can
// carry XHTML or SVG scripts). Text attachments that begin like this are refused rather than stored.
const MARKUP_START =
  /^\s*<(!doctype\s+html|html|head|body|script|iframe|h1|div|font|table|a|style|title|b|br|p|svg|\?xml|!--)[\s>/]/i;

// Control bytes other than tab, line breaks, form feed and DOS end-of-file mark a binary file.
const BINARY_BYTE = /[\x00-\x08\x0e-\x19\x1b-\x1f]/;

/** Text in UTF-8 or a single-byte encoding (CSV from spreadsheets is often Windows-1252). */
function isPlainText(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return !BINARY_BYTE.test(text) && !MARKUP_START.test(text.replace(/^\xEF\xBB\xBF/, ''));
}

const isUtf8 = (bytes: Buffer) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

function kindOf(bytes: Buffer): Kind | null {
  const image = sniffImageType(bytes);
  if (image === 'image/png') return 'png';
  if (image === 'image/jpeg') return 'jpeg';
  if (image === 'image/webp') return 'webp';
  if (image === 'image/svg+xml') return 'svg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'zip'; // OOXML is a zip
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole'; // .doc/.xls
  if (bytes.toString('ascii', 0, 6) === 'GIF87a' || bytes.toString('ascii', 0, 6) === 'GIF89a') return 'gif';
  if (startsWith(bytes, [0x42, 0x4d]) && bytes.length >= 26) return 'bmp';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'tiff';
  return isPlainText(bytes) ? 'text' : null;
}

/**
 * Checks an attachment (`attachments/{nodeId}/{fileName}`) by content: its extension must be one of spec §5's,
 * and the bytes must be what that extension promises (a `.pdf` that is HTML, a `.png` that is a script: 415
 * naming what was expected). Text never starts like an HTML page; SVG comes back sanitised. The stored type is
 * the extension's, never the request's.
 */
export function checkAttachmentContent(
  fileName: string,
  bytes: Buffer,
): { bytes: Buffer; contentType: string } {
  if (bytes.length > ATTACHMENT_LIMIT_BYTES)
    throw new ApiException(413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 10 MB');
  if (bytes.length === 0) throw new ApiException(400, 'VALIDATION_FAILED', 'The file is empty');
  const dot = fileName.lastIndexOf('.');
  const expected = dot > 0 ? BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()] : undefined;
  if (!expected) throw new ApiException(415, 'VALIDATION_FAILED', NOT_ALLOWED);
  const kind = kindOf(bytes);
  if (kind !== expected.kind)
    throw new ApiException(
      415,
      'VALIDATION_FAILED',
      `${fileName} must be ${expected.label}, but its content is not: ${NOT_ALLOWED}`,
    );
  if (kind === 'svg') return { bytes: sanitizedSvg(bytes), contentType: expected.contentType };
  const charset = kind === 'text' && isUtf8(bytes) ? '; charset=utf-8' : '';
  return { bytes, contentType: expected.contentType + charset };
}
