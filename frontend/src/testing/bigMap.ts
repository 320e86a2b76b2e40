import {
  createEdge,
  createNode,
  newId,
  type MapDocument,
  type MapNode,
  type MapState,
  type Transaction,
} from '@mapa/model';
import { BIG_CHANGE_MIN_OPS } from '../sync/documentSnapshot';

// Maps big enough for a layout of them to be a big change (saved as the whole document), for the save tests.

/** A few over the threshold, so a layout that loses a node or two to remote edits is still big. */
export const BIG_MAP_NODES = BIG_CHANGE_MIN_OPS + 10;

/** A binary tree of `n` nodes and n - 1 edges: a layout moving every node is big (n ops for 2n - 1 elements). */
export function treeDocument(n = BIG_MAP_NODES): MapDocument {
  const nodes = Array.from({ length: n }, (_, i) =>
    createNode({ id: `n${i}`, position: { x: i * 10, y: 0 }, label: `N${i}` }),
  );
  const edges = nodes
    .slice(1)
    .map((_, i) => createEdge({ id: `e${i + 1}`, source: `n${Math.floor(i / 2)}`, target: `n${i + 1}` }));
  return {
    nodes,
    edges,
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: nodes.map((node) => node.data.id) },
    settings: { templateEngine: 'TreeLR' },
  };
}

export const moved = (node: MapNode, y: number): MapNode => ({
  ...node,
  position: { x: node.position.x, y },
});

/** What a template does: one transaction moving every node (here to height `y`). */
export function layout(state: MapState, y: number): Transaction {
  const ops = [...state.nodes.values()].map(
    (node) => ({ type: 'node.update', id: node.data.id, from: node, to: moved(node, y) }) as const,
  );
  return { id: newId(), label: 'template.applied', source: 'layout', ops };
}

/** The content two copies of a map must agree on (`version` counts transactions applied locally). */
export const content = (state: MapState) => ({ ...state.toDocument(), version: 0 });
