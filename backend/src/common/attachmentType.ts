import { unzipSync } from 'fflate';
import type { AttachmentMimeType } from '@mapa/model';
import { sniffImageType } from '../images/imageType';

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const utf16 = (s: string) => Buffer.from(s, 'utf16le');

/** The names of a zip's entries (no entry is inflated), or null when it is not a readable zip. */
function zipEntryNames(bytes: Buffer): string[] | null {
  const names: string[] = [];
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.push(file.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // Control characters other than tab, line breaks and form feed mark a binary file.
   
  return !/[\u0001-\u0008\u000E-\u001A\u001C-\u001F\u007F]/.test(bytes.toString('utf8'));
}

/**
 * The type of an attachment judged by its content (spec §5), never by its name or declared type: magic numbers
 * for PDF and images, the zip's entries for Word and Excel (`word/`, `xl/`), the compound file's stream names for
 * the old .doc and .xls, and valid UTF-8 without binary control characters for text. The name only chooses between
 * CSV and plain text, which no content can tell apart. Null for anything outside the allow-list.
 *
 * A hand-written sniffer rather than the `file-type` package: its current releases are ESM-only and need Node ≥ 22,
 * while this server runs on Node 20 as CommonJS, and it would still not tell CSV from text or .doc from .xls.
 */
export function sniffAttachmentType(bytes: Buffer, originalName: string): AttachmentMimeType | null {
  if (bytes.length === 0) return null;
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  const image = sniffImageType(bytes);
  if (image) return image;
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('BM') && bytes.length >= 26 && bytes.readUInt32LE(2) <= bytes.length + 1024)
    return 'image/bmp';
  if (head.startsWith('II*\u0000') || head.startsWith('MM\u0000*')) return 'image/tiff';
  if (bytes.subarray(0, 4).equals(Buffer.from('PK\u0003\u0004', 'latin1'))) {
    const names = zipEntryNames(bytes);
    if (names?.some((n) => n === 'word/document.xml'))
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (names?.some((n) => n === 'xl/workbook.xml'))
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    return null;
  }
  if (bytes.subarray(0, 8).equals(OLE2)) {
    if (bytes.includes(utf16('WordDocument'))) return 'application/msword';
    if (bytes.includes(utf16('Workbook')) || bytes.includes(utf16('Book'))) return 'application/vnd.ms-excel';
    return null;
  }
  if (isText(bytes)) return /\.csv$/i.test(originalName) ? 'text/csv' : 'text/plain';
  return null;
}

const EXTENSIONS: Record<AttachmentMimeType, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/msword': 'doc',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'image/svg+xml': 'svg',
  'image/tiff': 'tif',
};

/**
 * The stored name of an attachment: a time prefix (so two uploads of one name never collide), the original name
 * reduced to [A-Za-z0-9._-], and the sniffed type's extension unless the name already ends in an equivalent one.
 */
export function storedAttachmentName(originalName: string, type: AttachmentMimeType, now = Date.now()): string {
  const ext = EXTENSIONS[type];
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .replace(/^[._-]+/, '');
  const dot = originalName.lastIndexOf('.');
  const current = dot > 0 ? clean(originalName.slice(dot + 1)).toLowerCase() : '';
  const same = current === ext || (ext === 'jpg' && current === 'jpeg') || (ext === 'tif' && current === 'tiff');
  const base = clean(same ? originalName.slice(0, dot) : originalName).slice(0, 150) || 'file';
  return `${now.toString(36)}-${base}.${same ? current : ext}`;
}
