import { createTransaction } from '@mapa/model';
import { MapScene } from '../scene/MapScene';
import { testChain } from '../testing/testMap';
import { SceneFeed } from './SceneFeed';

/** A chain of `n` nodes loaded in a scene, and a layout transaction moving every node (applied to the state). */
function chainMoved(n: number) {
  const { state, edges, moves } = testChain(n);
  const scene = new MapScene();
  scene.load(state);
  const tx = createTransaction('template.applied', moves, 'layout');
  state.apply(tx);
  return { state, scene, tx, edges };
}

describe('SceneFeed', () => {
  it('feeds a big change across slices and re-indexes each moved edge once, after all its nodes are in', () => {
    const { scene, tx, edges } = chainMoved(1000);
    const feed = new SceneFeed(scene);
    const before = Math.max(...edges.map((e) => scene.edgeVersion(e.data.id)));
    feed.add(tx.ops);
    let clock = 0;
    let slices = 0;
    // A clock that passes the budget after every check: the smallest bites the feed can take.
    while (feed.step(1, () => (clock += 2))) slices++;
    expect(slices).toBeGreaterThan(5);
    expect(feed.active).toBe(false);
    expect(scene.queuedEdges).toBe(0);
    // 999 edges, each written once: the version stamps advanced by exactly that many writes.
    const after = Math.max(...edges.map((e) => scene.edgeVersion(e.data.id)));
    expect(after - before).toBe(999);
    expect(scene.edgeGeometry('e500')!.points[1]).toBeGreaterThan(200);
    expect(scene.nodeIndex.size).toBe(1000);
  });

  it('stays active while moved edges wait, and finish() brings everything in at once', () => {
    const { scene, tx } = chainMoved(600);
    const feed = new SceneFeed(scene);
    feed.add(tx.ops);
    let clock = 0;
    while (scene.queuedEdges === 0 && feed.step(1, () => (clock += 2)));
    expect(feed.active).toBe(true);
    feed.finish();
    expect(feed.active).toBe(false);
    expect(scene.queuedEdges).toBe(0);
    expect(scene.edgeGeometry('e0')!.points[1]).toBeGreaterThan(200);
  });

  it('leaves out the operations `skip` names', () => {
    const { scene, tx } = chainMoved(10);
    const feed = new SceneFeed(scene);
    scene.changes.nodes.clear();
    feed.add(tx.ops, (op) => op.type === 'node.update' && op.id === 'n3');
    feed.finish();
    expect(feed.active).toBe(false);
    // n3 was never handed over, every other node was.
    expect(scene.changes.nodes.has('n3')).toBe(false);
    expect(scene.changes.nodes.size).toBe(9);
  });
});
