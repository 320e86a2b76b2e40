import { MapState } from '../state/MapState';
import { createTransaction } from '../ops/transaction';
import { createNode } from '../defaults/createNode';
import { emptyDocument } from '../defaults/emptyDocument';
import { importFile } from './importFile';
import { mergeImportOps } from './mergeImport';
import { resolveNodeStyle } from '../defaults/resolveNodeStyle';
import { nodeStyleIn } from '../theme/stateStyles';

const enc = (s: string) => new TextEncoder().encode(s);

describe('mergeImportOps', () => {
  it('adds every node and edge with fresh ids beside the map, as one undoable transaction', () => {
    const doc = emptyDocument();
    doc.nodes.push(createNode({ position: { x: 0, y: 0 }, label: 'Here', id: 'here' }));
    const state = MapState.fromDocument(doc);
    const imported = importFile('x.md', enc('# Root\n## A\n## B\n')).document;
    const { ops, nodeIds } = mergeImportOps(state, imported);
    const tx = createTransaction('node.imported', ops, 'user');
    state.apply(tx);
    expect(state.nodes.size).toBe(4);
    expect(state.edges.size).toBe(2);
    for (const id of nodeIds) expect(imported.nodes.some((n) => n.data.id === id)).toBe(false);
    const labels = state.nodesOrder().map((id) => state.getNode(id)!.data.label);
    expect(labels).toEqual(['Here', 'Root', 'A', 'B']);
    const root = state.getNode(nodeIds[0])!;
    const here = state.getNode('here')!;
    const halfWidth = (n: typeof root) => resolveNodeStyle(n, state.settings).width / 2;
    // Left of the import's widest node (A or B, as wide as Root here) at least 300 right of what the map had.
    expect(root.position.x - halfWidth(root)).toBeGreaterThanOrEqual(
      here.position.x + nodeStyleIn(state, here).width / 2 + 300,
    );
    // Merging the same file twice gives two separate copies.
    state.apply(createTransaction('node.imported', mergeImportOps(state, imported).ops, 'user'));
    expect(state.nodes.size).toBe(7);
  });
});
