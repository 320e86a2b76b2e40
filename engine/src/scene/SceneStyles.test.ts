import {
  addEdgeOps,
  createEdge,
  createNode,
  createTransaction,
  MapState,
  removeEdgesOps,
  mixColor,
  themeOf,
  type MapEdge,
  type MapNode,
} from '@mapa/model';
import { MapScene } from './MapScene';
import { SceneLoader } from './SceneLoader';
import { DIM_SHARE } from './dimStyle';

/** A map whose records carry no style: every look comes from the theme, by place. */
function bareMap(edges: [string, string][], extra: string[] = []): MapState {
  const ids = new Set([...edges.flat(), ...extra]);
  const nodes: MapNode[] = [...ids].map((id, i) =>
    createNode({ id, position: { x: i * 300, y: 0 }, label: id }),
  );
  const list: MapEdge[] = edges.map(([s, t]) => createEdge({ id: `${s}>${t}`, source: s, target: t }));
  return MapState.fromDocument({
    nodes,
    edges: list,
    version: 0,
    htmlContent: '',
    canvas: {},
    settings: null,
  });
}

const theme = themeOf(null);

describe('scene styles by place', () => {
  it('styles a bare node by its place: the central topic, main topics in their branch colours', () => {
    const state = bareMap([
      ['r', 'a'],
      ['r', 'b'],
      ['a', 'a1'],
    ]);
    const scene = new MapScene();
    scene.load(state);
    expect(scene.nodeStyle('r')!.backgroundColor).toBe(
      theme.node({ depth: 0, branch: -1, role: 'central' }).backgroundColor,
    );
    expect(scene.nodeStyle('b')!.borderColor).toBe(theme.branchColor(1));
    expect(scene.edgeStyle('r>a')).toMatchObject({
      hierarchy: true,
      color: theme.branchColor(0),
      direction: 'none',
    });
    expect(scene.edgeStyle('r>a')!.endWidth).toBeLessThan(scene.edgeStyle('r>a')!.width);
  });

  it('restyles the nodes and edges whose place a transaction changed, though their records did not change', () => {
    const state = bareMap([
      ['r', 'a'],
      ['r', 'b'],
      ['a', 'a1'],
      ['a1', 'a11'],
    ]);
    const scene = new MapScene();
    scene.load(state);
    expect(scene.nodeStyle('a11')!.accentColor).toBe(theme.branchColor(0));
    const record = state.getNode('a11');
    // a1 moves from branch a to branch b: its subtree (a11, whose record is untouched) takes b's colour.
    const tx = createTransaction('edge.added', [
      ...removeEdgesOps(state, ['a>a1']),
      ...addEdgeOps(state, createEdge({ id: 'b>a1', source: 'b', target: 'a1' })),
    ]);
    state.apply(tx);
    scene.changes.nodes.clear();
    scene.changes.edges.clear();
    scene.apply(tx);
    expect(state.getNode('a11')).toBe(record);
    expect(scene.changes.nodes.has('a11')).toBe(true);
    expect(scene.changes.edges.has('a1>a11')).toBe(true);
    expect(scene.nodeStyle('a11')!.accentColor).toBe(theme.branchColor(1));
    expect(scene.edgeStyle('a1>a11')!.color).toBe(theme.branchColor(1));
  });

  it('a node cut from its tree becomes a floating topic, drawn and sized as one', () => {
    const state = bareMap([
      ['r', 'a'],
      ['r', 'b'],
    ]);
    const scene = new MapScene();
    scene.load(state);
    const tx = createTransaction('edge.removed', removeEdgesOps(state, ['r>b']));
    state.apply(tx);
    scene.apply(tx);
    const floating = theme.node({ depth: 0, branch: -1, role: 'floating' });
    expect(scene.nodeStyle('b')).toMatchObject({ width: floating.width, height: floating.height });
    expect(scene.nodeIndex.get('b')!.maxX - scene.nodeIndex.get('b')!.minX).toBe(floating.width);
  });

  it('shows the shell placeholder on nodes without a label, and re-labels them when it changes', () => {
    const state = bareMap([['r', 'a']]);
    const empty = { ...state.getNode('a')!, data: { ...state.getNode('a')!.data, label: '' } };
    const tx = createTransaction('node.updated', [
      { type: 'node.update', id: 'a', from: state.getNode('a')!, to: empty },
    ]);
    state.apply(tx);
    const scene = new MapScene();
    scene.load(state);
    expect(scene.nodeStyle('a')).toMatchObject({ label: 'Add Title', isPlaceholder: true });
    scene.changes.nodes.clear();
    scene.restyle(scene.styles.setPlaceholder('Adicionar título'));
    expect(scene.nodeStyle('a')).toMatchObject({ label: 'Adicionar título', isPlaceholder: true });
    expect([...scene.changes.nodes]).toEqual(['a']);
    expect(scene.nodeStyle('r')!.label).toBe('r');
  });

  it('dims nodes by fading their colours into the canvas, and draws only those whose dimming changed again', () => {
    const scene = new MapScene();
    scene.load(
      bareMap([
        ['r', 'a'],
        ['r', 'b'],
      ]),
    );
    const bright = scene.nodeStyle('a')!;
    const root = scene.nodeStyle('r');
    scene.changes.nodes.clear();
    scene.restyle(scene.styles.setDimmed(['a', 'b']));
    expect([...scene.changes.nodes].sort()).toEqual(['a', 'b']);
    const dim = scene.nodeStyle('a')!;
    const canvas = scene.styles.background();
    expect(dim.textColor).toBe(mixColor(bright.textColor, canvas, DIM_SHARE));
    expect(dim.borderColor).not.toBe(bright.borderColor);
    expect({
      ...dim,
      textColor: 0,
      borderColor: 0,
      backgroundColor: 0,
      textBackgroundColor: 0,
      accentColor: 0,
    }).toEqual({
      ...bright,
      textColor: 0,
      borderColor: 0,
      backgroundColor: 0,
      textBackgroundColor: 0,
      accentColor: 0,
    });
    // A node whose dimming did not change keeps its style.
    expect(scene.nodeStyle('r')).toBe(root);
    scene.changes.nodes.clear();
    scene.restyle(scene.styles.setDimmed(['b']));
    expect([...scene.changes.nodes]).toEqual(['a']);
    expect(scene.nodeStyle('a')).toEqual(bright);
  });

  it('uses the theme background unless the canvas has a colour of its own', () => {
    const scene = new MapScene();
    scene.load(bareMap([['r', 'a']]));
    expect(scene.styles.background()).toBe(theme.background);
  });

  it('a streamed load styles its first nodes as floating topics until the places are built, then by place', () => {
    const edges: [string, string][] = [];
    for (let i = 1; i < 3000; i++) edges.push([`n${Math.floor((i - 1) / 4)}`, `n${i}`]);
    const state = bareMap(edges);
    const whole = new MapScene();
    whole.load(bareMap(edges));
    const scene = new MapScene();
    const loader = new SceneLoader(scene);
    loader.start(state);
    // A clock that never reaches a deadline but for the places: their build runs out of time at once.
    let t = 0;
    const first = loader.step(1000, () => (t += 600));
    expect(first.loaded).toBeGreaterThan(0);
    expect(state.placesReady).toBe(false);
    const early = state.nodesOrder()[1];
    expect(scene.nodeStyle(early)!.accentColor).toBe(theme.branchColor(-1));
    // The size a floating topic takes, in the index too.
    const floating = theme.node(null);
    expect(scene.nodeIndex.get(early)!.maxX - scene.nodeIndex.get(early)!.minX).toBe(floating.width);
    loader.finish();
    expect(state.placesReady).toBe(true);
    for (const id of ['n0', early, 'n5', 'n2999']) {
      expect(scene.nodeStyle(id)).toEqual(whole.nodeStyle(id));
      expect(scene.nodeIndex.get(id)).toEqual(whole.nodeIndex.get(id));
    }
    expect(scene.edgeStyle('n0>n1')).toEqual(whole.edgeStyle('n0>n1'));
  });
});
