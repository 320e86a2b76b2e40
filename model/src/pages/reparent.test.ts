import { createTransaction } from '../ops/transaction';
import { mapOf } from '../editing/testMaps';
import { childIds, parentIds } from './siblingOrder';
import { indentOps, isAncestorOf, outdentOps } from './reparent';

const at = (x: number, y = 0) => ({ x, y });

describe('outline re-parenting', () => {
  it('Tab moves a page under its previous sibling in one transaction, keeping the edge style', () => {
    const state = mapOf({ p: at(0), a: at(300), b: at(300, 100) }, ['p>a', 'p>b']);
    state.apply(
      createTransaction('edge.appearanceChange', [
        {
          type: 'edge.update',
          id: 'p>b',
          from: state.getEdge('p>b')!,
          to: { data: { ...state.getEdge('p>b')!.data, color: '#ff0000', label: 'old relation' } },
        },
      ]),
    );
    const ops = indentOps(state, { nodeId: 'b', parentId: 'p' }, 'a')!;
    state.apply(createTransaction('edge.added', ops));
    expect(parentIds(state, 'b')).toEqual(['a']);
    expect(childIds(state, 'p')).toEqual(['a']);
    const moved = state.incoming('b')[0];
    expect(moved.data.color).toBe('#ff0000');
    expect(moved.data.label).toBeUndefined();
  });

  it('Tab refuses a loop, the page itself and a missing node', () => {
    const state = mapOf({ p: at(0), a: at(300), b: at(600) }, ['p>a', 'a>b']);
    expect(isAncestorOf(state, 'p', 'b')).toBe(true);
    expect(indentOps(state, { nodeId: 'a', parentId: 'p' }, 'b')).toBeNull();
    expect(indentOps(state, { nodeId: 'a', parentId: 'p' }, 'a')).toBeNull();
    expect(indentOps(state, { nodeId: 'x', parentId: 'p' }, 'a')).toBeNull();
  });

  it('Shift+Tab moves a page right after its old parent under the grandparent', () => {
    const state = mapOf({ g: at(0), p: at(300), q: at(300, 200), c: at(600) }, ['g>p', 'g>q', 'p>c']);
    state.apply(createTransaction('edge.added', outdentOps(state, { nodeId: 'c', parentId: 'p' }, 'g')!));
    expect(childIds(state, 'g')).toEqual(['p', 'c', 'q']);
    expect(childIds(state, 'p')).toEqual([]);
  });

  it('Shift+Tab at the second level makes a top-level page; at the top level it does nothing', () => {
    const state = mapOf({ p: at(0), c: at(300) }, ['p>c']);
    state.apply(createTransaction('edge.removed', outdentOps(state, { nodeId: 'c', parentId: 'p' }, null)!));
    expect(parentIds(state, 'c')).toEqual([]);
    expect(outdentOps(state, { nodeId: 'c', parentId: null }, null)).toBeNull();
  });
});
