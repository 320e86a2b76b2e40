import { MapState } from '../state/MapState';
import type { ChangeLabel } from '../ops/changeLabels';
import type { Operation, Transaction } from '../ops/operation';
import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';

/** The top-level keys with operations of their own; any other key is an extra, set by `document.update`. */
const OWN_KEYS = new Set(['nodes', 'edges', 'version', 'htmlContent', 'canvas', 'settings']);

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The transaction that turns `base` into `target` (the diff of two documents): what a whole document kept for
 * later (the frontend's big unsaved change) or a version brought back from the history means as operations, so it
 * can be rebased, undone and saved like any other change. Nodes and edges are added, updated and removed one by
 * one; the canvas (z-order, background images, drawing), the settings, `htmlContent` and extra keys are each set
 * whole when they differ. Applied to `base` the result equals `target` (apart from `version`, which every
 * transaction advances); null when nothing differs. `base` is only read.
 */
export function documentChange(
  base: MapState,
  target: MapDocument,
  tx: { id: string; label: ChangeLabel },
): Transaction | null {
  const next = MapState.fromDocument(target); // normalised, with records by id
  const ops: Operation[] = [];
  for (const [id, edge] of base.edges) if (!next.getEdge(id)) ops.push({ type: 'edge.remove', edge });
  const order = [...base.nodesOrder()];
  for (const id of next.nodesOrder()) {
    if (base.getNode(id)) continue;
    ops.push({ type: 'node.add', node: next.getNode(id) as MapNode });
    order.push(id);
  }
  for (const [id, edge] of next.edges) {
    const from = base.getEdge(id);
    if (from && !same(from, edge)) ops.push({ type: 'edge.update', id, from, to: edge });
  }
  for (const [id, node] of next.nodes) {
    const from = base.getNode(id);
    if (from && !same(from, node)) ops.push({ type: 'node.update', id, from, to: node });
  }
  ops.push(...removals(base, next, order));
  for (const [id, edge] of next.edges) if (!base.getEdge(id)) ops.push({ type: 'edge.add', edge });
  ops.push(...documentUpdates(base, next, order));
  return ops.length > 0 ? { id: tx.id, label: tx.label, source: 'user', ops } : null;
}

/** Node removals, last in the z-order first so each recorded `orderIndex` holds; `order` is updated. */
function removals(base: MapState, next: MapState, order: string[]): Operation[] {
  const gone: Array<{ node: MapNode; index: number }> = [];
  order.forEach((id, index) => {
    const node = base.getNode(id);
    if (node && !next.getNode(id)) gone.push({ node, index });
  });
  const ops: Operation[] = [];
  for (let i = gone.length - 1; i >= 0; i--) {
    ops.push({ type: 'node.remove', node: gone[i].node, orderIndex: gone[i].index });
    order.splice(gone[i].index, 1);
  }
  return ops;
}

/** Canvas (with the z-order `order` the node operations left), settings, description and extra keys. */
function documentUpdates(base: MapState, next: MapState, order: readonly string[]): Operation[] {
  const ops: Operation[] = [];
  const was = base.toDocument();
  const will = next.toDocument();
  const canvasNow = base.canvas ? { ...base.canvas, nodesOrder: [...order] } : null;
  const orderMoved = will.canvas !== null && !same(order, will.canvas.nodesOrder);
  if (orderMoved || !same(stripOrder(canvasNow), stripOrder(will.canvas)))
    ops.push({ type: 'document.update', key: 'canvas', from: canvasNow, to: will.canvas });
  if (!same(was.settings, will.settings))
    ops.push({ type: 'document.update', key: 'settings', from: was.settings, to: will.settings });
  if (was.htmlContent !== will.htmlContent)
    ops.push({ type: 'document.update', key: 'htmlContent', from: was.htmlContent, to: will.htmlContent });
  const extras = new Set([...Object.keys(was), ...Object.keys(will)].filter((key) => !OWN_KEYS.has(key)));
  for (const key of extras) {
    const from = (was as Record<string, unknown>)[key];
    const to = (will as Record<string, unknown>)[key];
    if (!same(from, to)) ops.push({ type: 'document.update', key, from, to });
  }
  return ops;
}

function stripOrder(canvas: MapDocument['canvas']): unknown {
  if (!canvas) return canvas;
  const { nodesOrder: _order, ...rest } = canvas;
  return rest;
}
