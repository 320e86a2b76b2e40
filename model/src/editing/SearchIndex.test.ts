import { createTransaction } from '../ops/transaction';
import { updateNodeOps, removeNodesOps, addNodeOps } from '../ops/build/nodeOps';
import { createNode } from '../defaults/createNode';
import { SearchIndex } from './SearchIndex';
import { stripHtml } from './stripHtml';
import { mapOf } from './testMaps';

const at = { x: 0, y: 0 };

describe('search index', () => {
  it('strips HTML to searchable text', () => {
    expect(stripHtml('<p>Tom &amp; Jerry</p><p>run&nbsp;fast &#x41;&#66;</p>')).toBe(
      'Tom & Jerry run fast AB',
    );
    expect(stripHtml(null)).toBe('');
  });

  it('finds titles case-insensitively and every content occurrence with ~15 characters of context', () => {
    const state = mapOf({
      a: {
        ...at,
        label: 'Photosynthesis',
        description: '<p>Plants make <b>sugar</b> from light; more sugar at noon.</p>',
      },
      b: { ...at, label: 'Sugar cane' },
      c: { ...at, label: 'Other', description: '<p>nothing here</p>' },
    });
    const index = new SearchIndex(state);
    const found = index.search('SUGAR');
    expect(found.titles).toEqual({ count: 1, results: [{ id: 'b', label: 'Sugar cane' }] });
    expect(found.contents.count).toBe(2);
    expect(found.contents.results[0]).toMatchObject({
      id: 'a',
      label: 'Photosynthesis',
      before: 'Plants make ',
      match: 'sugar',
      after: ' from light; mo…',
    });
    expect(found.contents.results[1].before).toBe('…om light; more ');
    expect(index.search('  ').titles.count).toBe(0);
    expect(index.search('su').titles.count).toBe(1);
    expect(index.search('zzz').contents.count).toBe(0);
  });

  it('follows transactions: added, renamed, re-described and removed nodes', () => {
    const state = mapOf({ a: { ...at, label: 'alpha' } });
    const index = new SearchIndex(state);
    const apply = (ops: ReturnType<typeof addNodeOps>) => {
      state.apply(createTransaction('node.updated', ops));
      index.update(ops);
    };
    apply(addNodeOps(state, createNode({ id: 'n', position: at, label: 'beta' })));
    expect(index.search('beta').titles.count).toBe(1);
    apply(updateNodeOps(state, 'a', { data: { label: 'gamma', description: '<p>alphabet soup</p>' } }));
    expect(index.search('alpha').titles.count).toBe(0);
    expect(index.search('alpha').contents.count).toBe(1);
    expect(index.search('gamma').titles.results[0].id).toBe('a');
    apply(removeNodesOps(state, ['a']));
    expect(index.search('alpha').contents.count).toBe(0);
    expect(index.search('gamma').titles.count).toBe(0);
    // The freed slot is reused without leaking the old texts.
    apply(addNodeOps(state, createNode({ id: 'z', position: at, label: 'zeta' })));
    expect(index.search('alphabet').contents.count).toBe(0);
    expect(index.search('zeta').titles.results).toEqual([{ id: 'z', label: 'zeta' }]);
  });

  it('stays correct after many edits rebuild its postings', () => {
    const state = mapOf({ a: { ...at, label: 'start' } });
    const index = new SearchIndex(state);
    for (let i = 0; i < 400; i++) {
      const ops = updateNodeOps(state, 'a', { data: { label: `label number ${i} with some padding text` } });
      state.apply(createTransaction('node.label.updated', ops));
      index.update(ops);
    }
    expect(index.search('number 399').titles.count).toBe(1);
    expect(index.search('number 398').titles.count).toBe(0);
  });
});
