import { createTransaction } from '../ops/transaction';
import { toggleLockOps } from './nodeEditing';
import { NODE_MIN_SIZE, nudgeNodesOps, resizeNodeOps } from './keyboardArrange';
import { mapOf } from './testMaps';
import { nodeStyleIn } from '../theme/stateStyles';

describe('keyboard arranging', () => {
  it('moves every unlocked node by the step and leaves locked and unknown ones', () => {
    const state = mapOf({ a: { x: 0, y: 0 }, b: { x: 50, y: 50 }, c: { x: 100, y: 0 } });
    state.apply(createTransaction('node.locked', toggleLockOps(state, ['c'])));
    const ops = nudgeNodesOps(state, ['a', 'b', 'c', 'missing'], 10, -90);
    expect(ops).toHaveLength(2);
    state.apply(createTransaction('element.drag', ops));
    expect(state.getNode('a')!.position).toMatchObject({ x: 10, y: -90 });
    expect(state.getNode('b')!.position).toMatchObject({ x: 60, y: -40 });
    expect(state.getNode('c')!.position).toMatchObject({ x: 100, y: 0 });
  });

  it('resizes keeping the top-left corner in place', () => {
    const state = mapOf({ a: { x: 0, y: 0 } });
    const { width, height } = nodeStyleIn(state, state.getNode('a')!);
    state.apply(createTransaction('element.resize', resizeNodeOps(state, 'a', 10, 0)));
    state.apply(createTransaction('element.resize', resizeNodeOps(state, 'a', 0, -20)));
    const node = state.getNode('a')!;
    expect(node.data.dimensions).toMatchObject({ width: width + 10, height: height - 20 });
    expect(node.position.x - (width + 10) / 2).toBe(-width / 2);
    expect(node.position.y - (height - 20) / 2).toBe(-height / 2);
  });

  it('never resizes under the minimum, and does nothing at it or on a locked node', () => {
    const state = mapOf({ a: { x: 0, y: 0 }, b: { x: 200, y: 0 } });
    state.apply(createTransaction('element.resize', resizeNodeOps(state, 'a', -5000, -5000)));
    expect(state.getNode('a')!.data.dimensions).toMatchObject({
      width: NODE_MIN_SIZE,
      height: NODE_MIN_SIZE,
    });
    expect(resizeNodeOps(state, 'a', -10, -10)).toEqual([]);
    state.apply(createTransaction('node.locked', toggleLockOps(state, ['b'])));
    expect(resizeNodeOps(state, 'b', 10, 10)).toEqual([]);
    expect(resizeNodeOps(state, 'missing', 10, 10)).toEqual([]);
  });
});
