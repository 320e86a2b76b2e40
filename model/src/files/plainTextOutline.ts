import type { Outline, OutlineNode } from './outline';

/** A list marker at the start of a line: `-`, `*`, `+`, `•`, or a number with `.` or `)`. */
const BULLET = /^(?:[-*+•]|\d{1,9}[.)])\s+/;

/** Columns of a line's leading whitespace, a tab reaching the next multiple of 4. */
function indentOf(line: string): number {
  let col = 0;
  for (const ch of line) {
    if (ch === '\t') col += 4 - (col % 4);
    else if (ch === ' ') col++;
    else break;
  }
  return col;
}

/**
 * Plain text (a paste) as an outline: each non-empty line a node titled by its text, list markers (`-`, `*`,
 * `+`, `•`, `1.`, `1)`) dropped; a line indented deeper than the one before is its child, one indented as far as
 * an earlier line is that line's sibling (tabs or spaces). Lines indented less than the first are roots too.
 * The title is the first node's. Empty when the text has no line with a character other than whitespace.
 */
export function parsePlainTextOutline(text: string): Outline {
  const roots: OutlineNode[] = [];
  // The open nodes, outermost first, each with the indent its line had.
  const open: { node: OutlineNode; indent: number }[] = [];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const title = raw.trim().replace(BULLET, '').trim();
    if (!title) continue;
    const indent = indentOf(raw);
    while (open.length > 0 && open[open.length - 1].indent >= indent) open.pop();
    const node: OutlineNode = { title, children: [] };
    (open.length > 0 ? open[open.length - 1].node.children : roots).push(node);
    open.push({ node, indent });
  }
  return { title: roots[0]?.title ?? '', roots, links: [] };
}
