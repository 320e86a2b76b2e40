import type { Outline, OutlineNode } from './outline';
import { decodeText } from './decodeText';
import { walkLimits } from './walkLimits';
import { escapeHtml, markdownToHtml } from './richText';
import { isSafeUrl } from '../text/safeUrl';

interface Open {
  node: OutlineNode;
  /** Heading level (1–6), or 10 + indent for a list item. */
  level: number;
  /** Column where a list item's own text starts; continuation lines indented this far belong to it. */
  contentIndent: number;
  notes: string[];
}

const HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?(?:\s+#+)?\s*$/;
const ITEM = /^(\s*)([-*+]|\d{1,9}[.)])(\s+)(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;

/**
 * Reads a Markdown outline: ATX headings and nested bullet or numbered lists are nodes; every other block under
 * a heading or item (paragraphs, code, tables, quotes, HTML) is that node's description. Front matter is skipped
 * (its `title` names the map), checkboxes (`[ ]`, `[x]`) become task markers (to do, done) and markmap's `fold` comments fold the node. Without a
 * single top heading, the nodes hang under a root named by the title or the file name. The map is named by the
 * front matter's title, else by the first heading, else (''), by the file's name.
 */
export function parseMarkdown(fileName: string, bytes: Uint8Array): Outline {
  const lines = expandTabs(decodeText(fileName, bytes)).split('\n');
  const top: Open = { node: { title: '', children: [] }, level: 0, contentIndent: 0, notes: [] };
  const all: Open[] = [top];
  let stack: Open[] = [top];
  let title = '';
  let firstHeading = '';
  let i = 0;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((l, k) => k > 0 && /^(---|\.\.\.)\s*$/.test(l));
    if (end > 0) {
      title =
        lines
          .slice(1, end)
          .map((l) => /^title:\s*["']?(.*?)["']?\s*$/.exec(l)?.[1])
          .find(Boolean) ?? '';
      i = end + 1;
    }
  }
  let blank = false;
  const open = (node: OutlineNode, level: number, contentIndent: number, parent: Open) => {
    parent.node.children.push(node);
    const entry: Open = { node, level, contentIndent, notes: [] };
    all.push(entry);
    stack.push(entry);
  };
  for (; i < lines.length; i++) {
    const line = lines[i];
    const current = stack[stack.length - 1];
    const indent = line.length - line.trimStart().length;
    if (FENCE.test(line)) {
      const fence = FENCE.exec(line)![1];
      const target = current.level > 6 && indent < current.contentIndent ? headingOf(stack) : current;
      target.notes.push(dedent(line, target.contentIndent));
      for (i++; i < lines.length; i++) {
        target.notes.push(dedent(lines[i], target.contentIndent));
        if (lines[i].trim().startsWith(fence)) break;
      }
      blank = false;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1].length;
      stack = stack.filter((o) => o.level < level);
      const node = inlineNode(heading[2] ?? '');
      firstHeading ||= node.title;
      open(node, level, 0, stack[stack.length - 1]);
      blank = false;
      continue;
    }
    const item = !RULE.test(line) && ITEM.exec(line);
    if (item && !(current.level > 6 && indent >= current.contentIndent + 4)) {
      const level = 10 + indent;
      stack = stack.filter((o) => o.level < level);
      open(inlineNode(item[4]), level, indent + item[2].length + item[3].length, stack[stack.length - 1]);
      blank = false;
      continue;
    }
    if (!line.trim()) {
      current.notes.push('');
      blank = true;
      continue;
    }
    let target = current;
    if (current.level > 6 && indent < current.contentIndent && blank) {
      // A paragraph after a list, not indented under its last item: the list is over.
      stack = stack.filter((o) => o.level <= 6);
      target = stack[stack.length - 1];
    }
    const text = target.level > 6 ? line.slice(Math.min(indent, target.contentIndent)) : line;
    target.notes.push(text.replace(/^\s*> ?/, ''));
    blank = false;
  }
  for (const o of all) {
    const notes = o.notes.join('\n').trim();
    if (notes) o.node.description = (o.node.description ?? '') + markdownToHtml(notes);
  }
  walkLimits(fileName, top.node.children);
  const roots = top.node.children;
  if (roots.length === 1 && !top.notes.join('').trim())
    // A lone list item is no title: the file's name is (the caller's fallback for '').
    return { title: title || firstHeading, roots, links: [] };
  top.node.title = title || fileName.replace(/\.[^.]*$/, '');
  if (top.notes.join('').trim()) top.node.description = markdownToHtml(top.notes.join('\n').trim());
  return { title: title || firstHeading, roots: [top.node], links: [] };
}

function headingOf(stack: Open[]): Open {
  for (let k = stack.length - 1; k >= 0; k--) if (stack[k].level <= 6) return stack[k];
  return stack[0];
}

function expandTabs(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/^[ \t]+/gm, (lead) => {
    let col = 0;
    for (const ch of lead) col = ch === '\t' ? col + 4 - (col % 4) : col + 1;
    return ' '.repeat(col);
  });
}

function dedent(line: string, by: number): string {
  const indent = line.length - line.trimStart().length;
  return line.slice(Math.min(indent, by));
}

/** A node from a heading's or item's inline Markdown: plain title, its first link, checkbox, fold comment. */
function inlineNode(source: string): OutlineNode {
  let text = source;
  const node: OutlineNode = { title: '', children: [] };
  const magic = /<!--\s*markmap:\s*(fold|foldAll)\s*-->/.exec(text);
  if (magic) node.collapsed = true;
  text = text.replace(/<!--[\s\S]*?-->/g, '');
  text = text.replace(/^\[([ xX])\]\s+/, (_m, mark: string) => {
    node.markers = [mark === ' ' ? 'task-todo' : 'task-done'];
    return '';
  });
  const link = /(?<!!)\[([^\]]*)\]\(([^)\s]+)[^)]*\)/.exec(text);
  if (link && isSafeUrl(link[2], 'link')) {
    node.link = link[2];
    node.description = `<p><a href="${escapeHtml(link[2])}">${escapeHtml(link[1] || link[2])}</a></p>`;
  }
  node.title = inlineToText(text).trim();
  return node;
}

/** Inline Markdown as plain text: links and images by their text, emphasis and code markers dropped, escapes undone. */
export function inlineToText(text: string): string {
  // Backslash escapes are set aside first, so an escaped marker is never read as markup.
  const escaped: string[] = [];
  const out = text
    .replace(/\\([!-/:-@[-`{-~])/g, (_m, ch: string) => `\u0000${escaped.push(ch) - 1}\u0000`)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^*\w])\*(?=\S)([^*]*?\S)\*/g, '$1$2')
    .replace(/(^|[^_\w])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~([^~]+)~~/g, '$1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '');

  return out.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => escaped[Number(i)]);
}
