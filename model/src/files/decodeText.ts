import { FileFormatError, lineAndColumn } from './FileFormatError';
import { IMPORT_LIMITS, megabytes } from './limits';

interface TextDecoderLike {
  decode(bytes: Uint8Array): string;
}
type TextDecoderCtor = new (label: string, options?: { fatal?: boolean }) => TextDecoderLike;

function decoder(label: string, fatal: boolean): TextDecoderLike {
  // The model builds without DOM or Node types; both runtimes have TextDecoder.
  const Ctor = (globalThis as unknown as { TextDecoder: TextDecoderCtor }).TextDecoder;
  return new Ctor(label, { fatal });
}

/** Refuses a file over the import size limit before anything reads it. */
export function checkFileSize(fileName: string, size: number, path?: string): void {
  if (size > IMPORT_LIMITS.maxFileBytes) {
    throw new FileFormatError(
      fileName,
      {
        code: 'FILE_TOO_BIG',
        params: { sizeMb: megabytes(size), limitMb: megabytes(IMPORT_LIMITS.maxFileBytes) },
      },
      { path },
    );
  }
}

const LATIN1 = new Set([
  'iso-8859-1',
  'latin1',
  'latin-1',
  'iso8859-1',
  'windows-1252',
  'cp1252',
  'us-ascii',
]);

/**
 * The text of a file: UTF-8 (a BOM is dropped), or the Latin-1 family when an XML declaration says so. A file
 * that is not valid UTF-8 and declares nothing else is refused with the line and column of the first bad byte,
 * rather than read with replacement characters that would silently change its titles.
 */
export function decodeText(fileName: string, bytes: Uint8Array, path?: string): string {
  checkFileSize(fileName, bytes.length, path);
  const head = String.fromCharCode(...bytes.subarray(0, 200));
  const declared = /^(?:\uFEFF|\xEF\xBB\xBF)?\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    head,
  )?.[1];
  const label = declared?.toLowerCase();
  if (label && LATIN1.has(label)) return decoder('windows-1252', false).decode(bytes);
  if (label && label !== 'utf-8' && label !== 'utf8') {
    throw new FileFormatError(
      fileName,
      { code: 'ENCODING_NOT_SUPPORTED', params: { encoding: declared ?? label } },
      {
        path,
        line: 1,
      },
    );
  }
  try {
    return decoder('utf-8', true)
      .decode(bytes)
      .replace(/^\uFEFF/, '');
  } catch {
    const bad = firstInvalidUtf8(bytes);
    const text = decoder('utf-8', false).decode(bytes.subarray(0, bad));
    throw new FileFormatError(
      fileName,
      { code: 'NOT_UTF8' },
      {
        path,
        ...lineAndColumn(text, text.length),
      },
    );
  }
}

/** Offset of the first byte that does not continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const n =
      b < 0x80 ? 0 : b >= 0xc2 && b < 0xe0 ? 1 : b >= 0xe0 && b < 0xf0 ? 2 : b >= 0xf0 && b < 0xf5 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += n + 1;
  }
  return i;
}
