import { mapOf } from '../editing/testMaps';
import { moveSiblingOps } from '../pages/siblingOrder';
import { createTransaction } from '../ops/transaction';
import { MapState } from '../state/MapState';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { emptyDocument } from '../defaults/emptyDocument';
import { defaultStepOrder } from './stepOrder';

const at = (x: number, y = 0) => ({ x, y });

describe('the default step order', () => {
  it('goes depth first from each root, children in sibling order, then the next root', () => {
    const state = mapOf(
      { r: at(0), a: at(300), b: at(300, 100), a1: at(600), a2: at(600, 50), loose: at(0, 400) },
      ['r>a', 'r>b', 'a>a1', 'a>a2'],
    );
    expect(defaultStepOrder(state)).toEqual(['r', 'a', 'a1', 'a2', 'b', 'loose']);
  });

  it('follows the sibling order the outline writes', () => {
    const state = mapOf({ r: at(0), a: at(300), b: at(300, 100) }, ['r>a', 'r>b']);
    state.apply(createTransaction('node.updated', moveSiblingOps(state, 'r', 'b', -1) ?? []));
    expect(defaultStepOrder(state)).toEqual(['r', 'b', 'a']);
  });

  it('lists a node with two parents once, where it is first reached', () => {
    const state = mapOf({ r: at(0), a: at(300), b: at(300, 100), c: at(600) }, ['r>a', 'r>b', 'a>c', 'b>c']);
    expect(defaultStepOrder(state)).toEqual(['r', 'a', 'c', 'b']);
  });

  it('ends on cycles and still lists a loop that no root reaches', () => {
    const state = mapOf({ r: at(0), a: at(300), x: at(0, 300), y: at(300, 300) }, [
      'r>a',
      'a>r',
      'x>y',
      'y>x',
      'a>a',
    ]);
    const steps = defaultStepOrder(state);
    expect(steps).toEqual(['r', 'a', 'x', 'y']);
  });

  it('is empty for an empty map and walks a 50,000-node chain without overflowing the stack', () => {
    expect(defaultStepOrder(mapOf({}))).toEqual([]);
    const count = 50_000;
    const nodes = Array.from({ length: count }, (_, i) => createNode({ id: `n${i}`, position: at(i) }));
    const edges = nodes
      .slice(1)
      .map((node, i) => createEdge({ id: `e${i}`, source: `n${i}`, target: node.data.id }));
    const chain = MapState.fromDocument({ ...emptyDocument(), nodes, edges });
    const steps = defaultStepOrder(chain);
    expect(steps).toHaveLength(count);
    expect(steps[count - 1]).toBe(`n${count - 1}`);
  });
});
