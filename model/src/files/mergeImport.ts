import type { MapDocument } from '../schema/document';
import type { MapNode } from '../schema/node';
import type { Operation } from '../ops/operation';
import type { MapState } from '../state/MapState';
import { newId } from '../defaults/newId';
import { resolveNodeStyle } from '../defaults/resolveNodeStyle';
import { nodeStyleIn } from '../theme/stateStyles';

/** Gap between what the map holds and what an import places beside it. */
const BESIDE_GAP = 300;

/** The box around `nodes`, each sized by `size`. */
function bounds(nodes: Iterable<MapNode>, size: (node: MapNode) => { width: number; height: number }) {
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const n of nodes) {
    if (n.data.visibility === 'hidden') continue;
    const { width, height } = size(n);
    x0 = Math.min(x0, n.position.x - width / 2);
    x1 = Math.max(x1, n.position.x + width / 2);
    y0 = Math.min(y0, n.position.y - height / 2);
    y1 = Math.max(y1, n.position.y + height / 2);
  }
  return Number.isFinite(x0) ? { x0, y0, x1, y1 } : null;
}

/**
 * The operations that merge another map or an imported file into the open map (spec §2.18): every node and edge
 * with a fresh id (edges follow their nodes), descriptions kept, the whole import moved to the right of what the
 * map already shows, tops aligned. Apply them as one transaction labelled `node.imported`. The imported nodes'
 * ids are returned too, to select or focus them.
 */
export function mergeImportOps(
  state: MapState,
  imported: MapDocument,
): { ops: Operation[]; nodeIds: string[] } {
  const ids = new Map<string, string>();
  for (const n of imported.nodes) ids.set(n.data.id, newId());
  const here = bounds(state.nodes.values(), (n) => nodeStyleIn(state, n));
  // The import's nodes take their places once merged; until then each is sized as it would be on its own.
  const there = bounds(imported.nodes, (n) => resolveNodeStyle(n, imported.settings));
  const dx = here && there ? here.x1 + BESIDE_GAP - there.x0 : 0;
  const dy = here && there ? here.y0 - there.y0 : 0;
  const ops: Operation[] = [];
  let order = state.nodesOrder().length;
  const nodeIds: string[] = [];
  for (const n of imported.nodes) {
    const id = ids.get(n.data.id)!;
    const node: MapNode = {
      ...n,
      position: { x: n.position.x + dx, y: n.position.y + dy },
      data: { ...n.data, id },
    };
    ops.push({ type: 'node.add', node, orderIndex: order++ });
    nodeIds.push(id);
  }
  for (const e of imported.edges) {
    const source = ids.get(e.data.source);
    const target = ids.get(e.data.target);
    if (!source || !target) continue;
    ops.push({ type: 'edge.add', edge: { ...e, data: { ...e.data, id: newId(), source, target } } });
  }
  return { ops, nodeIds };
}
