// Readers for the layout benchmark's real maps: FreeMind/Freeplane .mm and OPML outlines become trees, GraphML
// (Rome, North) graphs. Only what a layout needs: ids, labels, sizes, edges.
import { readFileSync } from 'node:fs';

const size = (label) => ({ width: Math.min(320, 60 + label.length * 9), height: 60 });
const unpositioned = { x: 0.000123, y: 0.000123 };

/** A tree from nested tags (`<node ...>` in .mm, `<outline ...>` in OPML), labelled by `labelAttr`. */
export function readOutline(file, tag, labelAttr) {
  const text = readFileSync(file, 'utf8');
  const nodes = [];
  const edges = [];
  const stack = [];
  const re = new RegExp(`<(/?)${tag}\\b([^>]*?)(/?)>`, 'g');
  for (const m of text.matchAll(re)) {
    if (m[1] === '/') {
      stack.pop();
      continue;
    }
    const label = (m[2].match(new RegExp(`${labelAttr}="([^"]*)"`)) ?? [])[1] ?? '';
    const id = `n${nodes.length}`;
    nodes.push({ id, label, ...size(label), position: unpositioned });
    if (stack.length > 0) edges.push({ id: `e${edges.length}`, source: stack.at(-1), target: id });
    if (m[3] !== '/') stack.push(id);
  }
  return { nodes, edges };
}

/** A graph from GraphML. */
export function readGraphML(file) {
  const text = readFileSync(file, 'utf8');
  const nodes = [...text.matchAll(/<node id="([^"]+)"/g)].map((m) => ({
    id: m[1],
    label: m[1],
    width: 120,
    height: 60,
    position: unpositioned,
  }));
  const edges = [...text.matchAll(/<edge id="([^"]+)" source="([^"]+)" target="([^"]+)"/g)].map((m) => ({
    id: m[1],
    source: m[2],
    target: m[3],
  }));
  return { nodes, edges };
}
