import type { MapDocument } from '../schema/document';
import { htmlToMarkdown, escapeHtml } from './richText';
import { writeZip } from './zip';
import { encodeUtf8 } from './utf8';
import { stripUnsafeChars, stripUnsafeMarkup } from '../text/unsafeChars';

/** An image a note refers to, as loaded by the caller (the browser fetches, the server reads the blob store). */
export interface LoadedImage {
  bytes: Uint8Array;
  contentType: string;
}

/** Loads an image by its `src`; null when it cannot be had (the note keeps the original address then). */
export type ImageLoader = (src: string) => Promise<LoadedImage | null>;

const EXT: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
};

/** A name part from a title: letters, digits and dashes, at most 60 characters. */
function slug(title: string): string {
  const s = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return s || 'node';
}

function decodeDataUrl(src: string): LoadedImage | null {
  const m = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/=\s]+)$/.exec(src);
  if (!m) return null;
  const atob = (globalThis as unknown as { atob: (s: string) => string }).atob;
  const bin = atob(m[2].replace(/\s/g, ''));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return { bytes, contentType: m[1] };
}

/** The words a notes export writes itself, in the reader's language (the caller's catalogue). */
export interface NotesWords {
  /** The title of a node without one. */
  untitled: string;
  /** The title of the HTML index page. */
  index: string;
}

/** English, for callers without a catalogue (the server's `html-zip` / `md-zip` exports). */
export const ENGLISH_NOTES_WORDS: NotesWords = { untitled: 'Untitled', index: 'Notes' };

/**
 * The notes export (spec §2.17): `export.zip` with one file per chosen node, in the chosen order
 * (`01-title.html` or `01-title.md`; Markdown by `turndown`), an `index` listing them, and the images the notes
 * show under `images/` with the notes pointing at those copies.
 */
export async function buildNotesZip(
  doc: MapDocument,
  nodeIds: readonly string[],
  format: 'html' | 'md',
  loadImage: ImageLoader,
  words: NotesWords = ENGLISH_NOTES_WORDS,
): Promise<Uint8Array> {
  const byId = new Map(doc.nodes.map((n) => [n.data.id, n]));
  const files: Record<string, Uint8Array> = {};
  const images = new Map<string, string | null>();
  const index: { name: string; title: string }[] = [];
  const width = String(nodeIds.length).length < 2 ? 2 : String(nodeIds.length).length;
  let n = 0;
  let stored = 0;
  for (const id of nodeIds) {
    const node = byId.get(id);
    if (!node) continue;
    // Cleaned as the map's text is at save: a map stored before then still holds unsafe characters.
    const title = stripUnsafeChars(node.data.label ?? '').trim() || words.untitled;
    let html = stripUnsafeMarkup(node.data.description ?? '');
    for (const src of new Set([...html.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/gi)].map((m) => m[1]))) {
      if (!images.has(src)) {
        const image =
          decodeDataUrl(src.replace(/&amp;/g, '&')) ?? (await loadImage(src.replace(/&amp;/g, '&')));
        if (image) {
          const name = `images/${++stored}.${EXT[image.contentType] ?? 'bin'}`;
          files[name] = image.bytes;
          images.set(src, name);
        } else images.set(src, null);
      }
      const local = images.get(src);
      if (local) html = html.split(`src="${src}"`).join(`src="${local}"`);
    }
    const name = `${String(++n).padStart(width, '0')}-${slug(title)}.${format}`;
    const body =
      format === 'html'
        ? `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${html}\n</body></html>\n`
        : `# ${title.replace(/\n/g, ' ')}\n\n${htmlToMarkdown(html)}\n`;
    files[name] = encodeUtf8(body);
    index.push({ name, title });
  }
  files[`index.${format}`] = encodeUtf8(
    format === 'html'
      ? `<!doctype html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(words.index)}</title></head>\n<body>\n<ol>\n${index.map((f) => `<li><a href="${escapeHtml(f.name)}">${escapeHtml(f.title)}</a></li>`).join('\n')}\n</ol>\n</body></html>\n`
      : `${index.map((f, i) => `${i + 1}. [${f.title.replace(/([[\]])/g, '\\$1')}](${f.name})`).join('\n')}\n`,
  );
  return writeZip(files);
}
