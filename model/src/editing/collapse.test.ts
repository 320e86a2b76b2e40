import { createTransaction } from '../ops/transaction';
import { invertTransaction } from '../ops/transaction';
import { descendantsOf, hasChildren, toggleCollapseOps } from './collapse';
import { mapOf } from './testMaps';

const at = { x: 0, y: 0 };
// a → b → c, b → d, a → e; x is unrelated; c → a closes a cycle.
const tree = () => mapOf({ a: at, b: at, c: at, d: at, e: at, x: at }, ['a>b', 'b>c', 'b>d', 'a>e', 'c>a']);

describe('collapse descendants', () => {
  it('finds every node reachable along outgoing edges, once, ending on cycles', () => {
    expect(descendantsOf(tree(), 'a').sort()).toEqual(['b', 'c', 'd', 'e']);
    expect(descendantsOf(tree(), 'b').sort()).toEqual(['a', 'c', 'd', 'e']);
    expect(descendantsOf(tree(), 'x')).toEqual([]);
    expect(hasChildren(tree(), 'd')).toBe(false);
  });

  it('collapsing hides all descendants; expanding shows them again; undo restores', () => {
    const state = tree();
    const collapse = toggleCollapseOps(state, 'b')!;
    expect(collapse.collapsed).toBe(true);
    expect(collapse.descendants.sort()).toEqual(['a', 'c', 'd', 'e']);
    const tx = createTransaction('node.expandCollapse', collapse.ops);
    state.apply(tx);
    expect(state.getNode('b')!.data.collapsed).toBe(true);
    for (const id of ['a', 'c', 'd', 'e']) expect(state.getNode(id)!.data.visibility).toBe('hidden');
    expect(state.getNode('x')!.data.visibility).toBeUndefined();

    const expand = toggleCollapseOps(state, 'b')!;
    expect(expand.collapsed).toBe(false);
    state.apply(createTransaction('node.expandCollapse', expand.ops));
    for (const id of ['a', 'c', 'd', 'e']) expect(state.getNode(id)!.data.visibility).toBe('visible');

    state.apply(invertTransaction(createTransaction('node.expandCollapse', expand.ops)));
    expect(state.getNode('c')!.data.visibility).toBe('hidden');
  });

  it('expanding leaves the subtree of a still-collapsed descendant hidden', () => {
    const state = mapOf({ r: at, m: at, leaf: at }, ['r>m', 'm>leaf']);
    state.apply(createTransaction('node.expandCollapse', toggleCollapseOps(state, 'm')!.ops));
    state.apply(createTransaction('node.expandCollapse', toggleCollapseOps(state, 'r')!.ops));
    expect(state.getNode('m')!.data.visibility).toBe('hidden');
    state.apply(createTransaction('node.expandCollapse', toggleCollapseOps(state, 'r')!.ops));
    expect(state.getNode('m')!.data.visibility).toBe('visible');
    expect(state.getNode('leaf')!.data.visibility).toBe('hidden');
  });

  it('a node without children or a missing node does not collapse', () => {
    expect(toggleCollapseOps(tree(), 'd')).toBeNull();
    expect(toggleCollapseOps(tree(), 'nope')).toBeNull();
  });
});
