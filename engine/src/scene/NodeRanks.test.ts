import type { Operation } from '@mapa/model';
import { NodeRanks } from './NodeRanks';
import { testNode } from '../testing/testMap';

const add = (id: string): Operation => ({ type: 'node.add', node: testNode(id, 0, 0), orderIndex: 0 });

describe('NodeRanks', () => {
  it('ranks nodes by their place in the order, and -1 for an unranked one', () => {
    const ranks = new NodeRanks();
    ranks.rebuild(['a', 'b', 'c']);
    expect(['a', 'b', 'c', 'x'].map((id) => ranks.of(id))).toEqual([0, 1, 2, -1]);
  });

  it('gives the last entries of the order (as many as nodes added) the next ranks', () => {
    const ranks = new NodeRanks();
    ranks.rebuild(['a', 'b']);
    const ops: Operation[] = [add('c'), add('d'), { type: 'order.move', id: 'a', from: 0, to: 3 }];
    const top = ranks.topOf(ops, () => ['b', 'c', 'd', 'a']);
    expect([...(top ?? [])]).toEqual([
      ['d', 2],
      ['a', 3],
    ]);
    // A later node indexed outside a transaction goes above them.
    ranks.ensure('e');
    expect(ranks.of('e')).toBe(4);
    ranks.ensure('e');
    expect(ranks.of('e')).toBe(4);
  });

  it('asks for no order when nothing is added', () => {
    const ranks = new NodeRanks();
    const order = jest.fn(() => ['a']);
    expect(ranks.topOf([{ type: 'order.move', id: 'a', from: 0, to: 0 }], order)).toBeNull();
    expect(order).not.toHaveBeenCalled();
  });
});
