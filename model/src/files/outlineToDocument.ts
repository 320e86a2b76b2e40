import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';
import type { MapEdge } from '../schema/edge';
import type { Settings } from '../schema/settings';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import type { Outline, OutlineNode } from './outline';
import { layoutOutline } from './treeLayout';

/** Edges made from a file's cross links (not its hierarchy) carry this field, so exports can tell them apart. */
export const CROSS_LINK_FIELD = 'crossLink';

/**
 * A new map from an outline: a node per outline node (the look of "Add node", the file's colours and icon on
 * top), an edge from each parent to each child, cross links as extra edges marked {@link CROSS_LINK_FIELD}, the
 * descendants of folded nodes hidden, and a tree layout. Ids are fresh. `settings` (a map pasted into) gives the
 * nodes and edges that map's defaults.
 */
export function outlineToDocument(outline: Outline, settings?: Settings): MapDocument {
  const positions = layoutOutline(outline.roots);
  const nodes: MapNode[] = [];
  const edges: MapEdge[] = [];
  const ids = new Map<string, string>();
  const stack: [OutlineNode, string | null, boolean][] = [...outline.roots]
    .reverse()
    .map((r) => [r, null, false]);
  while (stack.length) {
    const [item, parentId, hidden] = stack.pop()!;
    const node = createNode({ position: positions.get(item) ?? { x: 0, y: 0 }, label: item.title, settings });
    const data = node.data;
    if (item.description) data.description = item.description;
    if (item.icon) data.icon = item.icon;
    if (item.markers?.length) data.markers = [...item.markers];
    if (item.backgroundColor) data.backgroundColor = item.backgroundColor;
    if (item.textColor) data.textColor = item.textColor;
    if (item.collapsed && item.children.length) data.collapsed = true;
    if (item.side) data.mmSide = item.side;
    if (hidden) data.visibility = 'hidden';
    if (item.sourceId) ids.set(item.sourceId, data.id);
    nodes.push(node);
    if (parentId) edges.push(createEdge({ source: parentId, target: data.id, settings }));
    for (let i = item.children.length - 1; i >= 0; i--)
      stack.push([item.children[i], data.id, hidden || data.collapsed === true]);
  }
  for (const link of outline.links) {
    const source = ids.get(link.from);
    const target = ids.get(link.to);
    if (!source || !target || source === target) continue;
    const edge = createEdge({ source, target });
    edge.data.shape = 'straight';
    edge.data[CROSS_LINK_FIELD] = true;
    if (link.label) edge.data.label = link.label;
    edges.push(edge);
  }
  return { nodes, edges, version: 0, htmlContent: '', canvas: null, settings: null };
}
