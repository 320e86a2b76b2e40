import {
  MapState,
  createTransaction,
  addNodeOps,
  addEdgeOps,
  createNode,
  createEdge,
  moveNodesOps,
  removeNodesOps,
  type MapDocument,
} from '@mapa/model';
import { layoutInThread } from './layoutInThread';
import { layoutTransaction } from './layoutTransaction';
import { layoutWorkerApi } from './layoutWorkerApi';
import { packLayoutInput } from './packing/packLayoutInput';
import { generateTree } from './testing/generateTree';

function mapOf(outline: Record<string, string[]>): MapState {
  const ids = [...new Set(Object.entries(outline).flatMap(([p, kids]) => [p, ...kids]))];
  const doc: MapDocument = {
    nodes: ids.map((id) => ({ position: { x: 0.000123, y: 0.000123 }, data: { id, label: id } })),
    edges: Object.entries(outline).flatMap(([p, kids]) =>
      kids.map((k) => ({ data: { id: `${p}-${k}`, source: p, target: k } })),
    ),
    version: 0,
    htmlContent: '',
    canvas: null,
    settings: { templateEngine: 'Tree TD', templateApplied: false },
  };
  return MapState.fromDocument(doc);
}

async function layOut(state: MapState, name = 'Tree TD') {
  const tx = (await layoutInThread(state, name))!;
  state.apply(tx);
  return tx;
}

describe('layoutTransaction', () => {
  it('is one template.applied transaction from the layout source that marks the template applied', async () => {
    const state = mapOf({ root: ['a', 'b'], a: ['a1'] });
    const tx = await layOut(state);
    expect(tx.label).toBe('template.applied');
    expect(tx.source).toBe('layout');
    expect(tx.ops.filter((op) => op.type === 'node.update')).toHaveLength(4);
    expect(state.settings).toMatchObject({ templateEngine: 'Tree TD', templateApplied: true });
  });

  it('changes nothing when the map is already laid out', async () => {
    const state = mapOf({ root: ['a', 'b'], a: ['a1'] });
    await layOut(state);
    expect((await layOut(state)).ops).toEqual([]);
  });

  it('after adding one child touches only the nodes that move', async () => {
    const state = mapOf({ root: ['a', 'b', 'c'], a: ['a1', 'a2'], c: ['c1', 'c2'] });
    await layOut(state, 'Tree LR');
    const child = createNode({ position: { x: 0.000123, y: 0.000123 } });
    state.apply(
      createTransaction('node.created', [
        ...addNodeOps(state, child),
        ...addEdgeOps(state, createEdge({ source: 'c2', target: child.data.id })),
      ]),
    );
    const tx = await layOut(state, 'Tree LR');
    const touched = tx.ops.filter((op) => op.type === 'node.update').map((op) => (op as { id: string }).id);
    expect(touched).toContain(child.data.id);
    // a's branch is above c's and does not move; only c's side of the tree (and the root centring) may shift.
    expect(touched).not.toContain('a1');
    expect(touched.length).toBeLessThan(state.nodes.size);
  });

  it('still fits the map when it changed while the transaction was built in slices', async () => {
    const input = generateTree(3000, 7);
    const state = MapState.fromDocument({
      nodes: input.nodes.map((n) => ({ position: n.position, data: { id: n.id, label: n.label } })),
      edges: input.edges.map((e) => ({ data: { id: e.id, source: e.source, target: e.target } })),
      version: 0,
      htmlContent: '',
      canvas: null,
      settings: { templateEngine: 'Tree TD' },
    });
    const request = await packLayoutInput(state);
    const result = await layoutWorkerApi.run('Tree TD', request.input);
    // Slices of 0 ms: the build yields every 256 nodes, and the user's changes land after the first slice.
    const building = layoutTransaction(state, request, result, 'Tree TD', 0);
    const edited = new Promise<void>((resolve) =>
      setTimeout(() => {
        state.apply(
          createTransaction('element.drag', moveNodesOps(state, [{ id: 'n5', position: { x: 9, y: 9 } }])),
        );
        state.apply(createTransaction('elements.removed', removeNodesOps(state, ['n7'])));
        resolve();
      }, 0),
    );
    const tx = await building;
    await edited;
    expect(tx.ops.some((op) => op.type === 'node.update' && op.id === 'n7')).toBe(false);
    expect(() => state.apply(tx)).not.toThrow();
    const i = request.nodeIds.indexOf('n5');
    expect(state.getNode('n5')!.position).toEqual({
      x: Math.round(result.xy[2 * i] * 100) / 100,
      y: Math.round(result.xy[2 * i + 1] * 100) / 100,
    });
  });
});
