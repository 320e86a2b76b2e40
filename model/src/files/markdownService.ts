import TurndownService from 'turndown';

/** Punctuation and spaces that may move out of an emphasis (not the marks of Markdown's emphasis, code, links, tags). */
const MOVABLE = /^(?![*_~`[\]()!\\<>])[\p{P}\p{S}\s]$/u;

/** Whether `text` starts or ends with a character that the emphasis rule moves out of the delimiters. */
export const hasMovableEdge = (text: string): boolean =>
  MOVABLE.test(Array.from(text.slice(0, 2))[0] ?? '') || MOVABLE.test(Array.from(text.slice(-2)).pop() ?? '');

/**
 * `*text*` and `**text**` that a CommonMark reader (and ours) reads back as emphasis. A delimiter next to
 * punctuation on its inside and a letter on its outside does not open or close one ("filter*, date)*" stays
 * literal text), so punctuation at the edges of the content goes outside the delimiters ("filter, *date*)"): the
 * text is the same, only that punctuation is no longer slanted. Emphasis of punctuation alone is dropped.
 */
function emphasis(delimiter: string): (content: string) => string {
  return (content) => {
    if (!content.trim()) return '';
    const chars = Array.from(content);
    let start = 0;
    let end = chars.length;
    while (start < end && MOVABLE.test(chars[start])) start++;
    while (end > start && MOVABLE.test(chars[end - 1])) end--;
    if (start === end) return content;
    const lead = chars.slice(0, start).join('');
    const trail = chars.slice(end).join('');
    return `${lead}${delimiter}${chars.slice(start, end).join('')}${delimiter}${trail}`;
  };
}

/** A line that would start a heading, an item or a quote if it began a Markdown line, escaped so it does not. */
const escapeBlockStart = (line: string) =>
  line.replace(/^(#{1,6}\s|[-+*]\s|>)/, '\\$1').replace(/^(\d+)([.)]\s)/, '$1\\$2');

/**
 * A link. One around blocks (a logo and a caption, as READMEs do) would span blank lines, which end a Markdown
 * paragraph and so the link: its blocks are joined by hard line breaks into one paragraph instead.
 */
function link(content: string, node: TurndownService.Node): string {
  const element = node as unknown as { getAttribute(name: string): string | null };
  const href = (element.getAttribute('href') ?? '').replace(/([<>()])/g, '\\$1');
  const title = (element.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim().replace(/"/g, '\\"');
  let text = content;
  if (/\n[^\S\n]*\n/.test(content))
    text = content
      .trim()
      .split(/[^\S\n]*\n(?:[^\S\n]*\n)*[^\S\n]*/)
      .map((line, i) => (i ? escapeBlockStart(line) : line))
      .join('  \n');
  return `[${text}](${href.includes(' ') ? `<${href}>` : href}${title ? ` "${title}"` : ''})`;
}

/**
 * The turndown service that writes a note's HTML as Markdown: ATX headings, `-` bullets, fenced code, `*`
 * emphasis, and rules so the Markdown reads back as the same text (ours in `markdownToHtml`, or any CommonMark
 * reader): emphasis that flanks, links around blocks, and a `<` or `&` that would start a tag or an entity
 * escaped.
 */
export function markdownService(): TurndownService {
  const service = new TurndownService({
    headingStyle: 'atx',
    bulletListMarker: '-',
    codeBlockStyle: 'fenced',
    emDelimiter: '*',
  });
  // "- item" and "1. item" (turndown pads markers to four columns: "-   item").
  service.addRule('listItem', {
    filter: 'li',
    replacement: (content, node, options) => {
      const parent = node.parentNode as {
        nodeName: string;
        getAttribute(n: string): string | null;
        children: ArrayLike<unknown>;
      } | null;
      let prefix = `${options.bulletListMarker} `;
      if (parent?.nodeName === 'OL') {
        const start = parent.getAttribute('start');
        const index = Array.prototype.indexOf.call(parent.children, node) as number;
        prefix = `${start ? Number(start) + index : index + 1}. `;
      }
      const body = content
        .replace(/^\n+/, '')
        .replace(/\n+$/, '\n')
        .replace(/\n/gm, `\n${' '.repeat(prefix.length)}`);
      return (
        prefix + body + ((node as { nextSibling: unknown }).nextSibling && !/\n$/.test(body) ? '\n' : '')
      );
    },
  });
  service.addRule('emphasis', { filter: ['em', 'i'], replacement: emphasis('*') });
  service.addRule('strong', { filter: ['strong', 'b'], replacement: emphasis('**') });
  service.addRule('inlineLink', {
    filter: (node) => node.nodeName === 'A' && Boolean(node.getAttribute('href')),
    replacement: link,
  });
  // Text such as "<plugin_action name=…>" or "&lt;" in a note is text: unescaped, Markdown reads it as a tag
  // (dropped) or an entity (decoded).
  const escape = service.escape.bind(service);
  service.escape = (text: string) =>
    escape(text)
      .replace(/<(?=[A-Za-z/!?])/g, '\\<')
      .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
  return service;
}
