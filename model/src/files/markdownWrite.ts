import type { Outline, OutlineNode } from './outline';
import { htmlToMarkdown } from './richText';
import { taskStateOf } from '../markers/markerEdits';

const STRUCTURAL = /^\s*(#{1,6}\s|[-*+]\s|\d{1,9}[.)]\s|>)/m;

/** Escapes a title so it reads back as the same plain text and never as a heading, list or link. */
export function escapeMarkdownTitle(title: string): string {
  return title.replace(/([\\`*_[\]<>#~|])/g, '\\$1').replace(/[ \t]*\n[ \t]*/g, '<br>');
}

/**
 * Writes an outline as Markdown: levels 1–6 as headings, deeper levels as nested `-` items, each description as
 * Markdown text under its node, a task as a checkbox before its title (`[ ]`, done `[x]`; other markers
 * have no Markdown form) (as a quote when it holds lines that would read as headings or items, so reading
 * the file back gives the same tree). In chunks, so a large map is never held as one string.
 */
export function* writeMarkdown(outline: Outline): Generator<string> {
  const stack: [OutlineNode, number][] = [...outline.roots].reverse().map((r) => [r, 1]);
  let chunk = '';
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const task = taskStateOf(node.markers);
    const box = task === null ? '' : task === 'task-done' ? '[x] ' : '[ ] ';
    const title = box + escapeMarkdownTitle(node.title);
    const fold = node.collapsed ? ' <!-- markmap: fold -->' : '';
    let pad = '';
    if (depth <= 6) chunk += `${'#'.repeat(depth)}${title || fold ? ' ' : ''}${title}${fold}\n\n`;
    else {
      pad = '  '.repeat(depth - 7);
      chunk += `${pad}- ${title}${fold}\n`;
      pad += '  ';
    }
    const notes = htmlToMarkdown(node.description);
    if (notes) {
      const quoted = STRUCTURAL.test(notes) || (depth > 6 && /^\s*```/m.test(notes));
      const body = notes
        .split('\n')
        .map((l) => (quoted ? `> ${l}`.trimEnd() : l))
        .map((l) => (l ? pad + l : l))
        .join('\n');
      chunk += depth <= 6 ? `${body}\n\n` : `\n${body}\n\n`;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1]);
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}
