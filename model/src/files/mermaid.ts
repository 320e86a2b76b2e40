import { FileFormatError } from './FileFormatError';
import type { Outline, OutlineNode } from './outline';
import { decodeText } from './decodeText';
import { walkLimits } from './walkLimits';
import { inlineToText } from './markdown';

// Shape delimiters, longest first so `((` wins over `(`.
const SHAPES: [string, string][] = [
  ['((', '))'],
  ['))', '(('],
  ['{{', '}}'],
  ['[', ']'],
  ['(', ')'],
  [')', '('],
];

/**
 * Reads a Mermaid `mindmap`: indentation gives the hierarchy (a node's parent is the nearest line above it that
 * is indented less), node shapes `id[..]`, `id(..)`, `id((..))`, `id))..((`, `id)..(`, `id{{..}}` and plain text,
 * quoted and Markdown strings (also over several lines), `%%` comments, `::icon()` and `:::class` lines (ignored),
 * front matter. A second root, or a label left open, is an error naming its line.
 */
export function parseMermaid(fileName: string, bytes: Uint8Array): Outline {
  const lines = decodeText(fileName, bytes).replace(/\r\n?/g, '\n').split('\n');
  let i = 0;
  if (/^---\s*$/.test(lines[0] ?? '')) {
    const end = lines.findIndex((l, k) => k > 0 && /^---\s*$/.test(l));
    i = end > 0 ? end + 1 : 0;
  }
  while (i < lines.length && (!lines[i].trim() || lines[i].trim().startsWith('%%'))) i++;
  if (!/^\s*mindmap\s*$/.test(lines[i] ?? '')) {
    throw new FileFormatError(fileName, { code: 'MERMAID_NO_HEADER' }, { line: i + 1 });
  }
  const stack: { indent: number; node: OutlineNode }[] = [];
  let root: { indent: number; node: OutlineNode } | undefined;
  for (i++; i < lines.length; i++) {
    const start = i;
    let line = lines[i];
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('%%') || trimmed.startsWith('::icon(') || trimmed.startsWith(':::'))
      continue;
    // A label (a quoted Markdown string, or any shape) may run over several lines until it is closed.
    while (i + 1 < lines.length && labelIsOpen(stripComment(line).trim())) line += `\n${lines[++i]}`;
    const indent = line.length - line.trimStart().length;
    const title = labelOf(fileName, stripComment(line).trim(), start + 1);
    const node: OutlineNode = { title, children: [] };
    if (!root) {
      root = { indent, node };
      stack.push(root);
      continue;
    }
    if (indent <= root.indent) {
      throw new FileFormatError(fileName, { code: 'MERMAID_SECOND_ROOT' }, { line: start + 1 });
    }
    while (stack.length > 1 && stack[stack.length - 1].indent >= indent) stack.pop();
    stack[stack.length - 1].node.children.push(node);
    stack.push({ indent, node });
  }
  if (!root) throw new FileFormatError(fileName, { code: 'MERMAID_NO_NODES' }, { line: lines.length });
  walkLimits(fileName, [root.node]);
  return { title: root.node.title, roots: [root.node], links: [] };
}

function stripComment(line: string): string {
  const at = line.indexOf('%%');
  return at >= 0 && !/["`]/.test(line.slice(at)) ? line.slice(0, at) : line;
}

/** The shape a node line opens: the delimiter found first (the longer one on a tie), after an id without spaces. */
function shapeOf(text: string): { at: number; open: string; close: string } | null {
  let best: { at: number; open: string; close: string } | null = null;
  for (const [open, close] of SHAPES) {
    const at = text.indexOf(open);
    if (at < 0 || /\s/.test(text.slice(0, at))) continue;
    if (!best || at < best.at) best = { at, open, close };
  }
  return best;
}

function labelIsOpen(text: string): boolean {
  if (/\["`/.test(text) && !/`"\]/.test(text)) return true;
  const shape = shapeOf(text);
  return shape !== null && !text.endsWith(shape.close);
}

/** The label of a node line: the text inside its shape, or the whole line for a plain node. */
function labelOf(fileName: string, text: string, line: number): string {
  const shape = shapeOf(text);
  if (!shape) return unquote(text);
  const { at, open, close } = shape;
  if (!text.endsWith(close) || text.length < at + open.length + close.length) {
    throw new FileFormatError(
      fileName,
      { code: 'MERMAID_UNCLOSED_LABEL', params: { open, close } },
      {
        line,
      },
    );
  }
  return unquote(text.slice(at + open.length, text.length - close.length));
}

const ENTITIES: Record<string, string> = { '#quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };

function unquote(label: string): string {
  let text = label.trim();
  const markdown = /^"`([\s\S]*)`"$/.exec(text);
  if (markdown) text = inlineToText(markdown[1]);
  else if (/^"[\s\S]*"$/.test(text)) text = text.slice(1, -1);
  return (
    text
      .replace(/<br\s*\/?>|&lt;br\s*\/?>/gi, '\n')
      // One pass, so that the text an entity stands for is never decoded again ("#38;amp;" is "&amp;").
      .replace(/#(\d+);|#quot;|&lt;|&gt;|&amp;/g, (entity, n?: string) =>
        n ? String.fromCodePoint(Number(n)) : ENTITIES[entity],
      )
      .split('\n')
      .map((l) => l.trim())
      .join('\n')
  );
}

/** Writes a Mermaid mindmap: the root as a circle, every other node as `nK["label"]` (plain when that is safe). */
export function* writeMermaid(outline: Outline): Generator<string> {
  const roots =
    outline.roots.length === 1 ? outline.roots : [{ title: outline.title, children: outline.roots }];
  let chunk = 'mindmap\n';
  let next = 0;
  const stack: [OutlineNode, number][] = [[roots[0], 1]];
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    const label = node.title || ' ';
    const safe = /^[\p{L}\p{N}][\p{L}\p{N} ,.'!?&+:/-]*$/u.test(label) && !label.includes('%%');
    // Entity codes for every character the reader decodes, so a title keeps "&amp;", "#35;" or "<br>" as text.
    const quoted = `"${label.replace(/["#&<>]/g, (c) => `#${c.codePointAt(0)};`).replace(/\n/g, '<br/>')}"`;
    const text = depth === 1 ? `root((${quoted}))` : safe ? label : `n${++next}[${quoted}]`;
    chunk += `${'  '.repeat(depth)}${text}\n`;
    for (let k = node.children.length - 1; k >= 0; k--) stack.push([node.children[k], depth + 1]);
    if (chunk.length > 65536) {
      yield chunk;
      chunk = '';
    }
  }
  yield chunk;
}
