import type { MapEdge } from '../schema/edge';
import { inSiblingOrder, siblingOrderOf, SIBLING_ORDER_KEY } from './siblingOrderKey';
import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';
import { updateEdgeOps } from '../ops/build/edgeOps';

export { SIBLING_ORDER_KEY, siblingOrderOf, inSiblingOrder } from './siblingOrderKey';

/**
 * The edges that make `id`'s children: outgoing edges without self-loops, one per child (the first edge to each
 * target), in sibling order. Costs the node's out-degree.
 */
export function childEdges(state: MapState, id: string): MapEdge[] {
  const seen = new Set<string>();
  const out: MapEdge[] = [];
  for (const edge of inSiblingOrder(state.outgoing(id))) {
    const target = edge.data.target;
    if (target === id || seen.has(target) || !state.nodes.has(target)) continue;
    seen.add(target);
    out.push(edge);
  }
  return out;
}

/** The child page ids of `id` (spec §2.19: targets of edges out of it), in sibling order. */
export function childIds(state: MapState, id: string): string[] {
  return childEdges(state, id).map((edge) => edge.data.target);
}

/**
 * The parent page ids of `id` (spec §2.19: nodes with an edge into it), each once, self-loops left out, in the
 * order their edges were added. Costs the node's in-degree.
 */
export function parentIds(state: MapState, id: string): string[] {
  const out: string[] = [];
  for (const edge of state.incoming(id)) {
    const source = edge.data.source;
    if (source !== id && !out.includes(source) && state.nodes.has(source)) out.push(source);
  }
  return out;
}

/** True when `id` has no parent (self-loops aside): a root of the outline. */
export function isRootPage(state: MapState, id: string): boolean {
  for (const edge of state.incoming(id)) if (edge.data.source !== id) return false;
  return true;
}

/**
 * Writes sibling orders 0, 1, 2… onto `edges` (the children of one node, in their new order): one `edge.update`
 * per edge of the map whose stored order differs, none when all already match. An edge not yet in the map (one
 * being added in the same transaction) is skipped: it carries its number itself.
 */
export function renumberSiblingsOps(state: MapState, edges: readonly MapEdge[]): Operation[] {
  const ops: Operation[] = [];
  edges.forEach((edge, index) => {
    if (!state.edges.has(edge.data.id) || siblingOrderOf(edge) === index) return;
    ops.push(...updateEdgeOps(state, edge.data.id, { [SIBLING_ORDER_KEY]: index }));
  });
  return ops;
}

/**
 * Alt+Shift+↑/↓ in the outline: moves `childId` one place up (-1) or down (+1) among the children of `parentId`,
 * by renumbering their sibling orders. Null when it cannot move (no such child, or already first / last).
 */
export function moveSiblingOps(
  state: MapState,
  parentId: string,
  childId: string,
  delta: -1 | 1,
): Operation[] | null {
  const edges = childEdges(state, parentId);
  const from = edges.findIndex((edge) => edge.data.target === childId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= edges.length) return null;
  [edges[from], edges[to]] = [edges[to], edges[from]];
  return renumberSiblingsOps(state, edges);
}

/**
 * Adds `edge` (a new child edge of `parentId`) so that the child stands at index `at` among the parent's
 * children: just the `edge.add` when that is last and no sibling carries an order (a new edge comes last by
 * itself), else the edge with its order and the siblings renumbered around it.
 */
export function insertChildEdgeOps(
  state: MapState,
  parentId: string,
  edge: MapEdge,
  at: number,
): Operation[] {
  const siblings = childEdges(state, parentId);
  const index = Math.max(0, Math.min(at, siblings.length));
  if (index === siblings.length && siblings.every((sibling) => siblingOrderOf(sibling) === undefined))
    return [{ type: 'edge.add', edge }];
  const placed: MapEdge = { ...edge, data: { ...edge.data, [SIBLING_ORDER_KEY]: index } };
  return [
    { type: 'edge.add', edge: placed },
    ...renumberSiblingsOps(state, [...siblings.slice(0, index), placed, ...siblings.slice(index)]),
  ];
}
