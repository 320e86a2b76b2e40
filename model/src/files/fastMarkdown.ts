import type TurndownService from 'turndown';
import { hasMovableEdge } from './markdownService';

const INLINE: Record<string, [string, string]> = {
  strong: ['**', '**'],
  b: ['**', '**'],
  em: ['*', '*'],
  i: ['*', '*'],
  code: ['`', '`'],
  // turndown has no rule for these: their text is kept, the tag dropped.
  u: ['', ''],
  s: ['', ''],
  span: ['', ''],
};
const TOKEN = /<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>|([^<]+)/gi;
const ENTITY: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' };

/**
 * Markdown of the rich text most notes are: paragraphs of text with bold, italic, code, links and line breaks,
 * written exactly as turndown writes them, without building a DOM (turndown costs about 1 ms a note, so a
 * 100k-node export would spend most of its time there). Returns null for anything else (lists, headings,
 * tables, images, nesting, attributes other than a link's href), which then goes to turndown.
 */
export function fastHtmlToMarkdown(html: string, service: TurndownService): string | null {
  const paragraphs: string[] = [];
  let current: string | null = null;
  const open: string[] = [];
  let link: { href: string; text: string } | null = null;
  TOKEN.lastIndex = 0;
  let at = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    if (m.index !== at) return null;
    at = TOKEN.lastIndex;
    const [, close, rawTag, attrs, text] = m;
    if (text !== undefined) {
      if (current === null) {
        if (text.trim()) return null;
        continue;
      }
      if (/&(?!(amp|lt|gt|quot|#39|nbsp);)/.test(text)) return null;
      const decoded = text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_w, e: string) => ENTITY[e]);
      if (/[\n\t]|\s{2}/.test(decoded)) return null; // whitespace collapsing is turndown's to do
      const escaped = service.escape(decoded);
      if (link) link.text += escaped;
      else current += escaped;
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (tag === 'p') {
      if (attrs.trim()) return null;
      if (!close) {
        if (current !== null) return null;
        current = '';
      } else {
        if (current === null || open.length || link) return null;
        if (current.trim() !== current || !current) return null;
        paragraphs.push(current);
        current = null;
      }
      continue;
    }
    if (current === null) return null;
    if (tag === 'br' && !close) {
      if (link || open.length) return null;
      current += '  \n';
      continue;
    }
    if (tag === 'a') {
      if (!close) {
        const href = /^\s+href="([^"&<>()\s]*)"$/.exec(attrs);
        if (!href || link || open.length) return null;
        link = { href: href[1], text: '' };
      } else {
        if (!link || !link.text || link.text.trim() !== link.text) return null;
        current += `[${link.text}](${link.href})`;
        link = null;
      }
      continue;
    }
    const marks = INLINE[tag];
    if (!marks || attrs.trim() || link) return null;
    if (!close) {
      if (open.length) return null; // nesting: turndown's rules interact
      open.push(tag);
      current += `\u0000${tag}\u0000`;
    } else {
      if (open.pop() !== tag) return null;
      const start = current.lastIndexOf(`\u0000${tag}\u0000`);
      const inner: string = current.slice(start + tag.length + 2);
      if (!inner || inner.trim() !== inner || (tag === 'code' && inner.includes('`'))) return null;
      // Punctuation at an emphasis' edge moves out of it (markdownService.ts): turndown's to do.
      if (marks[0] && tag !== 'code' && hasMovableEdge(inner)) return null;
      const body: string = tag === 'code' ? inner.replace(/\\([\\`*_[\]#+\-.!>~|])/g, '$1') : inner;
      current = current.slice(0, start) + marks[0] + body + marks[1];
    }
  }
  if (at !== html.length || current !== null || !paragraphs.length) return null;
  return paragraphs.join('\n\n');
}
