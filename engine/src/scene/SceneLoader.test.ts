import { MapScene } from './MapScene';
import { SceneLoader } from './SceneLoader';
import { testEdge, testNode, testState } from '../testing/testMap';

function bigState(n: number) {
  const nodes = Array.from({ length: n }, (_, i) =>
    testNode(`n${i}`, (i % 50) * 200, Math.floor(i / 50) * 100),
  );
  const edges = Array.from({ length: n - 1 }, (_, i) => testEdge(`e${i}`, `n${i}`, `n${i + 1}`));
  return testState(nodes, edges);
}

describe('SceneLoader', () => {
  it('streams a map in slices and ends with the same scene as a load in one go', () => {
    const state = bigState(3000);
    const whole = new MapScene();
    whole.load(state);
    const scene = new MapScene();
    const loader = new SceneLoader(scene);
    loader.start(state);
    expect(scene.nodeIndex.size).toBe(0);
    // A clock that advances 1 ms per reading: each 4 ms slice takes a bounded bite.
    let t = 0;
    const now = () => t++;
    const seen: number[] = [];
    while (loader.active) seen.push(loader.step(4, now).loaded);
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen[seen.length - 1]).toBe(5999);
    expect(scene.nodeIndex.size).toBe(whole.nodeIndex.size);
    expect(scene.edgeIndex.size).toBe(whole.edgeIndex.size);
    for (const id of ['n0', 'n1234', 'n2999']) {
      expect(scene.nodeIndex.get(id)).toEqual(whole.nodeIndex.get(id));
      expect(scene.rankOf(id)).toBe(whole.rankOf(id));
    }
    expect(scene.edgeGeometry('e42')).toEqual(whole.edgeGeometry('e42'));
    // Each slice is reported as changes, so the renderer writes only the new records.
    expect(scene.changes.nodes.size).toBe(3000);
    expect(scene.changes.edges.size).toBe(2999);
  });

  it('finish() loads the rest at once', () => {
    const scene = new MapScene();
    const loader = new SceneLoader(scene);
    loader.start(bigState(500));
    loader.step(0, () => 0);
    expect(loader.active).toBe(true);
    loader.finish();
    expect(loader.active).toBe(false);
    expect(scene.nodeIndex.size).toBe(500);
    expect(scene.edgeIndex.size).toBe(499);
  });

  it('brings edges in area by area (Z-order), so GPU chunks each cover one part of the map', () => {
    // Two clusters far apart, their edges listed alternately in the document.
    const nodes = [];
    const edges = [];
    for (let i = 0; i < 40; i++) {
      nodes.push(testNode(`w${i}`, i * 150, 0), testNode(`e${i}`, 100_000 + i * 150, 0));
      if (i > 0)
        edges.push(testEdge(`we${i}`, `w${i - 1}`, `w${i}`), testEdge(`ee${i}`, `e${i - 1}`, `e${i}`));
    }
    const scene = new MapScene();
    const loader = new SceneLoader(scene);
    loader.start(testState(nodes, edges));
    loader.finish();
    const order = [...scene.changes.edges].map((id) => id[0]);
    expect(order).toEqual([...Array(39).fill('w'), ...Array(39).fill('e')]);
  });
});
