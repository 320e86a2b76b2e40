import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import type { Point } from '../schema/enums';
import { parsePlainTextOutline } from '../files/plainTextOutline';
import { outlineToDocument } from '../files/outlineToDocument';
import type { PasteResult } from './clipboard';

/**
 * Pasting plain text (spec §4.4): a node per non-empty line, indentation and list markers giving the depth (see
 * {@link parsePlainTextOutline}), an edge from each parent to each child, laid out as a left-to-right tree whose
 * centre lands on `point`, as pasted copies do. Null for text without a line to paste.
 */
export function pasteTextOps(state: MapState, text: string, point: Point): PasteResult | null {
  const outline = parsePlainTextOutline(text);
  if (outline.roots.length === 0) return null;
  const settings = state.settings ?? undefined;
  const document = outlineToDocument(outline, settings);
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (const { position: p } of document.nodes) {
    box.x0 = Math.min(box.x0, p.x);
    box.y0 = Math.min(box.y0, p.y);
    box.x1 = Math.max(box.x1, p.x);
    box.y1 = Math.max(box.y1, p.y);
  }
  const dx = Math.round(point.x - (box.x0 + box.x1) / 2);
  const dy = Math.round(point.y - (box.y0 + box.y1) / 2);
  let order = state.nodesOrder().length;
  const ops: Operation[] = [];
  for (const node of document.nodes) {
    node.position = { x: node.position.x + dx, y: node.position.y + dy };
    ops.push({ type: 'node.add', node, orderIndex: order++ });
  }
  for (const edge of document.edges) ops.push({ type: 'edge.add', edge });
  return {
    ops,
    nodeIds: document.nodes.map((n) => n.data.id),
    edgeIds: document.edges.map((e) => e.data.id),
    imageIds: [],
  };
}
