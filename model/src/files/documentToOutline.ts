import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';
import { NODE_STYLE_DEFAULTS } from '../defaults/constants';
import type { Outline, OutlineLink, OutlineNode } from './outline';
import { CROSS_LINK_FIELD } from './outlineToDocument';

/** A document title for exports: the map's name, else the first root's label. */
export interface DocumentToOutlineOptions {
  title?: string;
  /** Node ids to export, in order; empty or absent means every node. */
  entities?: readonly string[];
}

/**
 * The map as a tree for the outline formats. Parents come from edges (source → target) other than cross links,
 * walked breadth first from the nodes nobody points to, so every node appears once even in a graph with cycles
 * or several parents; the edges left over become cross links. Siblings are ordered as they sit on the canvas
 * (top to bottom, or left to right when they spread wider than tall). With `entities`, only those nodes are kept,
 * each under its nearest kept ancestor, in the order given.
 */
export function documentToOutline(doc: MapDocument, options: DocumentToOutlineOptions = {}): Outline {
  const byId = new Map<string, MapNode>(doc.nodes.map((n) => [n.data.id, n]));
  const kids = new Map<string, string[]>();
  const hasParent = new Set<string>();
  const spare: OutlineLink[] = [];
  for (const edge of doc.edges) {
    const { source, target } = edge.data;
    if (!byId.has(source) || !byId.has(target) || source === target) continue;
    if (edge.data[CROSS_LINK_FIELD] === true) {
      spare.push({ from: source, to: target, label: edge.data.label || undefined });
      continue;
    }
    (kids.get(source) ?? kids.set(source, []).get(source)!).push(target);
    hasParent.add(target);
  }
  const parent = new Map<string, string | null>();
  const order: string[] = [];
  const visit = (start: string) => {
    parent.set(start, null);
    const queue = [start];
    for (let i = 0; i < queue.length; i++) {
      order.push(queue[i]);
      for (const k of sortByPlace(kids.get(queue[i]) ?? [], byId)) {
        if (parent.has(k)) continue;
        parent.set(k, queue[i]);
        queue.push(k);
      }
    }
  };
  const rootIds = sortByPlace(
    doc.nodes.map((n) => n.data.id).filter((id) => !hasParent.has(id)),
    byId,
  );
  for (const id of rootIds) visit(id);
  for (const n of doc.nodes) if (!parent.has(n.data.id)) visit(n.data.id); // cycles without a start
  for (const [source, targets] of kids)
    for (const target of targets) if (parent.get(target) !== source) spare.push({ from: source, to: target });

  const wanted = options.entities?.length ? options.entities.filter((id) => byId.has(id)) : null;
  const keep = wanted ? new Set(wanted) : null;
  const made = new Map<string, OutlineNode>();
  for (const id of wanted ?? order) made.set(id, toOutlineNode(byId.get(id)!));
  const roots: OutlineNode[] = [];
  for (const id of wanted ?? order) {
    let up = parent.get(id) ?? null;
    while (up !== null && keep && !keep.has(up)) up = parent.get(up) ?? null;
    (up === null ? roots : made.get(up)!.children).push(made.get(id)!);
  }
  const links = spare.filter((l) => made.has(l.from) && made.has(l.to));
  return { title: options.title || roots[0]?.title || '', roots, links };
}

function sortByPlace(ids: string[], byId: Map<string, MapNode>): string[] {
  if (ids.length < 2) return ids;
  let x0 = Infinity,
    x1 = -Infinity,
    y0 = Infinity,
    y1 = -Infinity;
  for (const id of ids) {
    const { x, y } = byId.get(id)!.position;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y);
  }
  const wide = x1 - x0 > y1 - y0;
  const key = (id: string) => byId.get(id)!.position;
  return [...ids].sort((a, b) =>
    wide ? key(a).x - key(b).x || key(a).y - key(b).y : key(a).y - key(b).y || key(a).x - key(b).x,
  );
}

function toOutlineNode(node: MapNode): OutlineNode {
  const d = node.data;
  const out: OutlineNode = { title: d.label ?? '', sourceId: d.id, children: [] };
  if (d.description) out.description = d.description;
  if (d.icon) out.icon = d.icon;
  if (d.markers?.length) out.markers = [...d.markers];
  if (d.backgroundColor && d.backgroundColor !== NODE_STYLE_DEFAULTS.backgroundColor)
    out.backgroundColor = d.backgroundColor;
  if (d.textColor && d.textColor !== NODE_STYLE_DEFAULTS.textColor) out.textColor = d.textColor;
  if (d.collapsed) out.collapsed = true;
  if (d.mmSide) out.side = d.mmSide;
  return out;
}
