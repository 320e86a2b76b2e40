import {
  MapState,
  createTransaction,
  addNodeOps,
  addEdgeOps,
  updateSettingsOps,
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
import { LAYOUT_TEMPLATES } from './templates/registry';
import { MapScene } from '../scene/MapScene';

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

  it('writes positions (and sides) only: no template leaves a style in a node or an edge', async () => {
    const state = mapOf({ root: ['a', 'b'], a: ['a1'], b: ['b1'] });
    for (const { name } of LAYOUT_TEMPLATES) {
      const tx = await layOut(state, name);
      expect(tx.ops.some((op) => op.type === 'edge.update')).toBe(false);
      for (const op of tx.ops) {
        if (op.type !== 'node.update') continue;
        const { mmSide: _before, ...from } = op.from.data;
        const { mmSide: _after, ...to } = op.to.data;
        expect(to).toEqual(from);
      }
    }
    for (const node of state.nodes.values())
      expect(Object.keys(node.data).sort()).toEqual(
        node.data.mmSide ? ['id', 'label', 'mmSide'] : ['id', 'label'],
      );
  });

  it('Flashcards, then Tree LR, then No Template: each node shows its own size, shape and text position again', async () => {
    const state = mapOf({ root: ['a', 'b'], a: ['a1'] });
    const a = state.getNode('a')!;
    const own = {
      dimensions: { width: 333, height: 77 },
      shape: 'ellipse' as const,
      textPosition: 'right' as const,
    };
    state.apply(
      createTransaction('node.updated', [
        { type: 'node.update', id: 'a', from: a, to: { ...a, data: { ...a.data, ...own } } },
      ]),
    );
    const scene = new MapScene();
    scene.load(state);
    const choose = async (name: string) => {
      const chosen = createTransaction(
        'templateEngine.applied',
        updateSettingsOps(state, { templateEngine: name }),
      );
      state.apply(chosen);
      scene.apply(chosen);
      const tx = await layoutInThread(state, name);
      if (!tx) return;
      state.apply(tx);
      scene.apply(tx);
    };
    await choose('FlashCardsTemplate');
    expect(scene.nodeStyle('a')).toMatchObject({ width: 400, height: 240, textPosition: 'center' });
    // The cards were laid out by the size they are drawn at: 440 apart.
    expect(Math.abs(state.getNode('b')!.position.x - state.getNode('a')!.position.x)).toBe(440);
    await choose('Tree LR');
    expect(scene.nodeStyle('a')).toMatchObject({
      width: 333,
      height: 77,
      shape: 'ellipse',
      textPosition: 'right',
    });
    await choose('No Template');
    expect(scene.nodeStyle('a')).toMatchObject({
      width: 333,
      height: 77,
      shape: 'ellipse',
      textPosition: 'right',
    });
    expect(scene.nodeIndex.get('a')!.minX).toBeCloseTo(state.getNode('a')!.position.x - 333 / 2);
    expect(state.getNode('a')!.data).toMatchObject(own);
  });
});
