import { stripUnsafeChars } from '../text/unsafeChars';

/**
 * The name of an exported file (spec §3.10): the title lower-cased, with spaces, colons and dots replaced by
 * '_', plus the extension. Characters that are unsafe in a file name elsewhere are replaced too, and the rest of
 * the text rule's characters dropped (a lone surrogate cannot be percent-encoded for `Content-Disposition`); an
 * empty title gives `map`.
 */
export function exportFileName(title: string, extension: string): string {
  const base = stripUnsafeChars(
    title
      .trim()
      .toLowerCase()
      .replace(/[\s:.]/g, '_')
      .replace(/[/\\?%*|"<>\u0000-\u001f]/g, '_'),
  );
  return `${base || 'map'}.${extension}`;
}
