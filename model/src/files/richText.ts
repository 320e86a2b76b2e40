import type TurndownService from 'turndown';
import { fastHtmlToMarkdown } from './fastMarkdown';
import { markdownService } from './markdownService';
import { isSafeUrl } from '../text/safeUrl';
import { stripUnsafeChars } from '../text/unsafeChars';

let turndown: TurndownService | undefined;

/**
 * Markdown of a node's rich text (HTML), with `turndown` (configured in `markdownService.ts`). Empty for empty
 * rich text (Quill's `<p><br></p>`).
 */
export function htmlToMarkdown(html: string | null | undefined): string {
  if (!html || (!htmlToPlainText(html).trim() && !/<img\b/i.test(html))) return '';
  turndown ??= markdownService();
  return (fastHtmlToMarkdown(html, turndown) ?? turndown.turndown(html)).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const BLOCK_END = /<\/(p|div|li|h[1-6]|tr|blockquote|pre)>/gi;

/** Text outside `<pre>` as a browser shows it: runs of spaces and line breaks are one space, none at a line's ends. */
const flowText = (html: string) =>
  html
    .replace(/[ \t\r\n\f]+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/ *\n */g, '\n');

/** The text of a `<pre>` block, its spacing kept. */
const preformattedText = (html: string) => `${html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')}\n`;

/**
 * The text of HTML as a reader sees it: tags and comments dropped, block ends as line breaks, source spacing
 * collapsed (but inside `<pre>`), common entities decoded.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const visible = html.replace(/<!--[\s\S]*?(?:-->|$)/g, '').replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '');
  // Most notes have no <pre>: one pass then (this runs for every note of a 100k-node export).
  const text = /<pre\b/i.test(visible)
    ? visible
        .split(/(<pre\b[^>]*>[\s\S]*?<\/pre>)/i)
        .map((part, i) => (i % 2 ? preformattedText(part) : flowText(part)))
        .join('')
    : flowText(visible);
  return text
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] === '#') {
        const code =
          ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[ref.toLowerCase()] ?? whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text (a note in OPML or XMind) as HTML paragraphs, line breaks kept. */
export function plainTextToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .filter((p) => p.trim());
  return paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
}

/** A link's destination (HTML-escaped): `(<address>)` or `(address)`, with an optional "title". */
const DESTINATION = '\\((?:&lt;((?:(?!&gt;)[^\\n])*)&gt;|([^)\\s]+))(?:\\s+&quot;[^&]*&quot;)?\\)';

/** Inline Markdown (code, links, images, bold, italic, strike, escapes) of one line or paragraph, as HTML. */
export function inlineMarkdownToHtml(text: string): string {
  // Escapes and code spans are set aside first: nothing inside them is markup.
  const kept: string[] = [];
  const keep = (html: string) => `\u0000${kept.push(html) - 1}\u0000`;
  // NUL marks what was set aside, so the text must hold none of its own (nor any other unsafe character).
  let out = stripUnsafeChars(text)
    // CommonMark: a backslash escapes any ASCII punctuation (turndown writes "\\=" at a line's start, for one).
    .replace(/\\([!-/:-@[-`{-~])/g, (_m, ch: string) => keep(escapeHtml(ch)))
    .replace(/`([^`]+)`/g, (_m, code: string) => keep(`<code>${escapeHtml(code)}</code>`));
  out = escapeHtml(out)
    // Links and images are set aside too, so an "_" or "*" in their address is never read as emphasis. An
    // address may be written in angle brackets (turndown does for one with spaces or parentheses).
    .replace(
      new RegExp(`!\\[([^\\]]*)\\]${DESTINATION}`, 'g'),
      (_m, alt: string, angled?: string, bare?: string) => {
        const src = angled ?? bare ?? '';
        return isSafeUrl(src, 'noteImage') ? keep(`<img src="${src}" alt="${alt}">`) : alt;
      },
    )
    // A link around an image alone has no text left ("[](url)"): it is still a link, not literal brackets.
    .replace(
      new RegExp(`\\[([^\\]]*)\\]${DESTINATION}`, 'g'),
      (_m, label: string, angled?: string, bare?: string) => {
        const href = angled ?? bare ?? '';
        return isSafeUrl(href, 'noteLink') ? `${keep(`<a href="${href}">`)}${label}${keep('</a>')}` : label;
      },
    )
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_m, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    // "*" emphasis may sit inside a word ("Me*t Naam*"), "_" may not ("snake_case_name"), as in CommonMark.
    .replace(
      /(^|[^*])\*([^*\s](?:[^*]*[^*\s])?)\*|(^|[^_\w])_([^_\s][^_]*)_/g,
      (_m, p1, a, p2, b) => `${p1 ?? p2 ?? ''}<em>${a ?? b}</em>`,
    )
    .replace(/~~([^~]+)~~/g, '<s>$1</s>');

  return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => kept[Number(i)]);
}

/**
 * Markdown blocks (paragraphs, bullet and numbered lists, fenced code, quotes, headings, rules) as HTML: enough
 * for the notes that outline files carry. Not a full CommonMark implementation; what it does not know stays text.
 */
export function markdownToHtml(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const html: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | null = null;
  const flush = () => {
    // The paragraph as one text: a link or emphasis may run over its lines.
    if (paragraph.length)
      html.push(`<p>${inlineMarkdownToHtml(paragraph.join('\n')).replace(/\n/g, '<br>')}</p>`);
    paragraph = [];
    if (list)
      html.push(
        `<${list.tag}>${list.items.map((i) => `<li>${inlineMarkdownToHtml(i)}</li>`).join('')}</${list.tag}>`,
      );
    list = null;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*(```|~~~)/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence[1]); i++) code.push(lines[i]);
      html.push(`<pre>${escapeHtml(code.join('\n'))}</pre>`);
      continue;
    }
    if (!line.trim()) {
      flush();
      continue;
    }
    if (/^\s*<([a-zA-Z][\w-]*|\/[a-zA-Z]|!--)/.test(line) && !paragraph.length) {
      // An HTML block runs to the next blank line and is kept as it is (sanitised where it is stored and shown).
      flush();
      const block: string[] = [];
      for (; i < lines.length && lines[i].trim(); i++) block.push(lines[i].trim());
      html.push(block.join('\n'));
      continue;
    }
    const heading = /^\s*(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^\s*[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      html.push(`<h${heading[1].length}>${inlineMarkdownToHtml(heading[2])}</h${heading[1].length}>`);
    } else if (/^\s*([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      html.push('<hr>');
    } else if (bullet || numbered) {
      const tag = bullet ? 'ul' : 'ol';
      if (paragraph.length || (list && list.tag !== tag)) flush();
      list ??= { tag, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else if (/^\s*>\s?/.test(line)) {
      flush();
      html.push(`<blockquote>${inlineMarkdownToHtml(line.replace(/^\s*>\s?/, ''))}</blockquote>`);
    } else if (list && /^\s{2,}\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
    } else {
      if (list) flush();
      paragraph.push(line.trim());
    }
  }
  flush();
  return html.join('');
}
