import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_MIME_TYPES,
  type AttachmentMimeType,
} from '@mapa/model';
import { ApiException } from '../common/apiException';
import { sniffContent } from '../common/contentSniffer';
import { sanitizedSvg } from '../images/assetContent';

/** An attachment that passed the check: the bytes to store (SVG sanitised), its type, and the stored type. */
export interface CheckedAttachment {
  bytes: Buffer;
  mimeType: AttachmentMimeType;
  /** The Content-Type it is stored and served with: the MIME type, plus the charset for text. */
  contentType: string;
}

/** Each allowed type's extensions (the first one is given to stored names) and how an error names it. */
const TYPES: Record<AttachmentMimeType, { ext: string[]; label: string }> = {
  'application/pdf': { ext: ['pdf'], label: 'a PDF document' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    ext: ['xlsx'],
    label: 'an Excel workbook',
  },
  'application/vnd.ms-excel': { ext: ['xls'], label: 'an Excel workbook' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: ['docx'],
    label: 'a Word document',
  },
  'application/msword': { ext: ['doc'], label: 'a Word document' },
  'text/csv': { ext: ['csv'], label: 'CSV text' },
  'text/plain': { ext: ['txt'], label: 'plain text' },
  'image/jpeg': { ext: ['jpg', 'jpeg'], label: 'a JPEG image' },
  'image/png': { ext: ['png'], label: 'a PNG image' },
  'image/gif': { ext: ['gif'], label: 'a GIF image' },
  'image/webp': { ext: ['webp'], label: 'a WebP image' },
  'image/bmp': { ext: ['bmp'], label: 'a BMP image' },
  'image/svg+xml': { ext: ['svg'], label: 'an SVG image' },
  'image/tiff': { ext: ['tif', 'tiff'], label: 'a TIFF image' },
};

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};
const isAllowed = (mime: string): mime is AttachmentMimeType =>
  (ATTACHMENT_MIME_TYPES as readonly string[]).includes(mime);
const notAllowed = (message: string = ATTACHMENT_MESSAGES.typeNotAllowed) =>
  new ApiException(415, 'FILE_TYPE_NOT_ALLOWED', message);

/** The allowed type the name's extension promises, if any. */
function typeNamedBy(name: string): AttachmentMimeType | null {
  const ext = extensionOf(name);
  const entry = Object.entries(TYPES).find(([, t]) => t.ext.includes(ext));
  return entry ? (entry[0] as AttachmentMimeType) : null;
}

/**
 * The one attachment check (spec §5), for the multipart upload (signed PUTs of attachments are refused): at most
 * 10 MB, not empty, and of an allowed type judged by content (`sniffContent`), never by the declared type. The
 * name only tells CSV from plain text. Markup is never text: HTML or XML named `.txt` or `.csv` is refused, and
 * SVG is accepted only when named `.svg` (and stored sanitised).
 *
 * `strictName` (for a name that is kept as it is, as a signed PUT's key was) also refuses content that is not
 * what the name's extension promises, naming what was expected; the multipart upload instead stores under a name
 * ending in the content's extension.
 */
export async function checkAttachment(
  bytes: Buffer,
  name: string,
  strictName: boolean,
): Promise<CheckedAttachment> {
  if (bytes.length > ATTACHMENT_MAX_BYTES)
    throw new ApiException(413, 'FILE_TOO_LARGE', ATTACHMENT_MESSAGES.tooBig);
  if (bytes.length === 0) throw new ApiException(400, 'VALIDATION_FAILED', `${name} is empty`);
  const named = typeNamedBy(name);
  if (strictName && !named) throw notAllowed();
  const sniffed = await sniffContent(bytes);
  let mime = sniffed?.mime ?? '';
  if (mime === 'text/plain' && extensionOf(name) === 'csv') mime = 'text/csv';
  const disguisedSvg = mime === 'image/svg+xml' && named !== 'image/svg+xml';
  if (!isAllowed(mime) || disguisedSvg || (strictName && mime !== named)) {
    if (named && strictName)
      throw notAllowed(
        `${name} must be ${TYPES[named].label}, but its content is not: ${ATTACHMENT_MESSAGES.typeNotAllowed}`,
      );
    throw notAllowed();
  }
  if (mime === 'image/svg+xml') return { bytes: sanitizedSvg(bytes), mimeType: mime, contentType: mime };
  const charset = sniffed?.charset ? `; charset=${sniffed.charset}` : '';
  return { bytes, mimeType: mime, contentType: mime + charset };
}

/**
 * The stored name of an attachment: a prefix of the time and `unique` (lower-case letters and digits: the caller
 * makes two uploads of one name differ by it), the original name reduced to [A-Za-z0-9._-], and the sniffed
 * type's extension unless the name already ends in an equivalent one.
 */
export function storedAttachmentName(
  originalName: string,
  type: AttachmentMimeType,
  now = Date.now(),
  unique = '',
): string {
  const clean = (part: string) =>
    part
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/\s+/g, '_')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .replace(/^[._-]+/, '');
  const dot = originalName.lastIndexOf('.');
  const current = dot > 0 ? clean(originalName.slice(dot + 1)).toLowerCase() : '';
  const same = TYPES[type].ext.includes(current);
  const base = clean(same ? originalName.slice(0, dot) : originalName).slice(0, 150) || 'file';
  return `${now.toString(36)}${unique}-${base}.${same ? current : TYPES[type].ext[0]}`;
}
