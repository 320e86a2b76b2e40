import { createTransaction } from '../ops/transaction';
import {
  addChildOps,
  addSiblingOps,
  cloneNodesOps,
  isNodeLocked,
  nearestNodeInDirection,
  toggleLockOps,
} from './nodeEditing';
import { moveImageLayerOps } from './imageLayers';
import { mapOf } from './testMaps';

describe('node editing', () => {
  it('clones with a new id at +100, +100, on top of the z-order', () => {
    const state = mapOf({ a: { x: 5, y: 7 }, b: { x: 0, y: 0 } });
    const { ops, ids } = cloneNodesOps(state, ['a', 'missing']);
    state.apply(createTransaction('node.copied', ops));
    expect(ids).toHaveLength(1);
    expect(state.getNode(ids[0])!.position).toEqual({ x: 105, y: 107 });
    expect(state.nodesOrder().at(-1)).toBe(ids[0]);
  });

  it('toggles the lock of each node on its own', () => {
    const state = mapOf({ a: { x: 0, y: 0 }, b: { x: 0, y: 0 } });
    state.apply(createTransaction('node.locked', toggleLockOps(state, ['a'])));
    state.apply(createTransaction('node.locked', toggleLockOps(state, ['a', 'b'])));
    expect(isNodeLocked(state.getNode('a')!)).toBe(false);
    expect(isNodeLocked(state.getNode('b')!)).toBe(true);
    expect(state.getNode('b')!.locked).toBe(true);
  });

  it('adds a child right of its parent, below the last child, connected', () => {
    const state = mapOf({ p: { x: 0, y: 0 } });
    const first = addChildOps(state, 'p')!;
    state.apply(createTransaction('node.created', first.ops));
    const child = state.getNode(first.nodeId)!;
    // A lone node is a central topic (280 wide), its child a main topic (220 × 76):
    // 140 + 120 gap + 110 = 370 to the right, same height.
    expect(child.position).toEqual({ x: 370, y: 0 });
    expect(state.getEdge(first.edgeId)!.data).toMatchObject({ source: 'p', target: first.nodeId });
    const second = addChildOps(state, 'p')!;
    state.apply(createTransaction('node.created', second.ops));
    // Below the first: 38 + 40 gap + 38.
    expect(state.getNode(second.nodeId)!.position).toEqual({ x: 370, y: 116 });
    const below = addChildOps(state, 'p', 'bottom')!;
    // Under the central topic: 55 + 120 gap + 38.
    expect((below.ops[0] as { node: { position: { x: number; y: number } } }).node.position.y).toBe(213);
  });

  it('adds nothing without a parent', () => {
    expect(addChildOps(mapOf({}), 'nobody')).toBeNull();
    expect(addSiblingOps(mapOf({}), 'nobody')).toBeNull();
  });

  it('adds a sibling under the same parent, or a free node below a root', () => {
    const state = mapOf({ p: { x: 0, y: 0 }, c: { x: 370, y: 0 } }, ['p>c']);
    const sibling = addSiblingOps(state, 'c')!;
    state.apply(createTransaction('node.created', sibling.ops));
    expect(state.incoming(sibling.nodeId)[0].data.source).toBe('p');
    expect(state.getNode(sibling.nodeId)!.position).toEqual({ x: 370, y: 116 });
    const free = addSiblingOps(state, 'p')!;
    expect(free.edgeId).toBeNull();
    expect(free.ops).toHaveLength(1);
  });

  it('finds the nearest node in an arrow direction', () => {
    const state = mapOf({
      o: { x: 0, y: 0 },
      r: { x: 300, y: 40 },
      far: { x: 900, y: 0 },
      u: { x: 10, y: -200 },
      d: { x: -100, y: 400 },
      hidden: { x: 100, y: 0 },
    });
    state.apply(
      createTransaction('node.updated', [
        {
          type: 'node.update',
          id: 'hidden',
          from: state.getNode('hidden')!,
          to: {
            ...state.getNode('hidden')!,
            data: { ...state.getNode('hidden')!.data, visibility: 'hidden' },
          },
        },
      ]),
    );
    expect(nearestNodeInDirection(state, 'o', 'right')).toBe('r');
    expect(nearestNodeInDirection(state, 'o', 'up')).toBe('u');
    expect(nearestNodeInDirection(state, 'o', 'down')).toBe('d');
    expect(nearestNodeInDirection(state, 'o', 'left')).toBeNull();
  });

  it('moves a support image one layer up or down, and not past the ends', () => {
    const image = (id: string) => ({ id, url: id, bounds: { x: 0, y: 0, width: 10, height: 10 } });
    const state = mapOf({}, [], { canvas: { backgroundImages: [image('a'), image('b'), image('c')] } });
    state.apply(createTransaction('canvas.updated', moveImageLayerOps(state, 'a', 'up')));
    expect(state.canvas!.backgroundImages!.map((i) => i.id)).toEqual(['b', 'a', 'c']);
    state.apply(createTransaction('canvas.updated', moveImageLayerOps(state, 'c', 'down')));
    expect(state.canvas!.backgroundImages!.map((i) => i.id)).toEqual(['b', 'c', 'a']);
    expect(moveImageLayerOps(state, 'a', 'up')).toEqual([]);
    expect(moveImageLayerOps(state, 'b', 'down')).toEqual([]);
  });
});
