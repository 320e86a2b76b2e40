import { mapOf } from '../editing/testMaps';
import { drillInNodes } from './drillIn';

const at = (x: number, y = 0) => ({ x, y });

describe('the nodes a drilled-in step shows', () => {
  const state = mapOf(
    { r: at(0), a: at(300), b: at(300, 100), a1: at(600), a2: at(600, 50), a11: at(900), b1: at(600, 200) },
    ['r>a', 'r>b', 'a>a1', 'a>a2', 'a1>a11', 'b>b1'],
  );

  it('shows a root and its children', () => {
    expect(drillInNodes(state, 'r')).toEqual(['r', 'a', 'b']);
  });

  it('shows the path from the root, the node and its children, and not the siblings on the way', () => {
    expect(drillInNodes(state, 'a')).toEqual(['r', 'a', 'a1', 'a2']);
    expect(drillInNodes(state, 'a1')).toEqual(['r', 'a', 'a1', 'a11']);
  });

  it('shows a leaf with its path only', () => {
    expect(drillInNodes(state, 'b1')).toEqual(['r', 'b', 'b1']);
  });

  it('ends on a cycle and lists each node once', () => {
    const loop = mapOf({ x: at(0), y: at(300) }, ['x>y', 'y>x']);
    expect(drillInNodes(loop, 'x').sort()).toEqual(['x', 'y']);
  });

  it('is empty for a node that does not exist', () => {
    expect(drillInNodes(state, 'gone')).toEqual([]);
  });
});
