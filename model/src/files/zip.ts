import { unzipSync, zipSync, strToU8 } from 'fflate';
import { FileFormatError } from './FileFormatError';
import { IMPORT_LIMITS, megabytes } from './limits';

/**
 * The zip entries whose names `wanted` accepts, inflated. Sizes are checked before anything is inflated: the
 * total declared size is capped, and so is each entry's compression ratio (a zip bomb). fflate inflates into a
 * buffer of the declared size, so an entry that lies about its size cannot grow past it.
 */
export function readZipEntries(
  fileName: string,
  bytes: Uint8Array,
  wanted: (name: string) => boolean,
): Map<string, Uint8Array> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (!wanted(file.name)) return false;
        total += file.originalSize;
        if (total > IMPORT_LIMITS.maxUnzippedBytes) {
          throw new FileFormatError(
            fileName,
            { code: 'ZIP_TOO_BIG', params: { limitMb: megabytes(IMPORT_LIMITS.maxUnzippedBytes) } },
            { path: file.name },
          );
        }
        if (file.originalSize > 1024 * 1024 && file.originalSize > file.size * IMPORT_LIMITS.maxZipRatio) {
          throw new FileFormatError(
            fileName,
            { code: 'ZIP_BOMB', params: { ratio: Math.round(file.originalSize / Math.max(1, file.size)) } },
            { path: file.name },
          );
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof FileFormatError) throw error;
    throw new FileFormatError(fileName, {
      code: 'ZIP_UNREADABLE',
      params: { detail: (error as Error).message },
    });
  }
  return new Map(Object.entries(entries));
}

/** A zip of the given entries (text or bytes), deflated. */
export function writeZip(entries: Record<string, string | Uint8Array>): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(entries))
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(files, { level: 6 });
}
