import { createTransaction } from '../ops/transaction';
import { updateNodeOps, removeNodesOps, addNodeOps } from '../ops/build/nodeOps';
import { createNode } from '../defaults/createNode';
import { SEARCH_COUNT_CAP, SearchIndex } from './SearchIndex';
import { stripHtml } from './stripHtml';
import { mapOf } from './testMaps';

const at = { x: 0, y: 0 };

describe('search index', () => {
  it('finds nodes by the names of their markers, and follows marker edits', () => {
    const state = mapOf({ a: { ...at, label: 'Write' }, b: { ...at, label: 'Read' } });
    const names: Record<string, string> = { 'priority-1': 'Priority 1', 'task-done': 'Done' };
    const index = new SearchIndex(state, { markerText: (m) => m.map((id) => names[id] ?? id).join(' ') });
    expect(index.search('priority').titles.count).toBe(0);
    const tx = createTransaction(
      'node.updated',
      updateNodeOps(state, 'a', { data: { markers: ['priority-1'] } }),
    );
    state.apply(tx);
    index.update(tx.ops);
    expect(index.search('priority 1').titles.results).toEqual([{ id: 'a', label: 'Write' }]);
    // Not across the label and the names.
    expect(index.search('write priority').titles.count).toBe(0);
  });

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
    expect(found.titles).toEqual({ count: 1, capped: false, results: [{ id: 'b', label: 'Sugar cane' }] });
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

  it('counts exactly up to the cap, then reports more than the cap, materialising at most `limit` results', () => {
    const nodes: Record<string, { x: number; y: number; label: string; description: string }> = {};
    // 600 nodes x 2 occurrences = 1200 content matches; 600 title matches; more than one segment.
    for (let i = 0; i < 600; i++)
      nodes[`n${i}`] = { ...at, label: `Topic ${i}`, description: `<p>cap <i>cap</i> ${i}</p>` };
    const index = new SearchIndex(mapOf(nodes));
    const many = index.search('CAP', 10);
    expect(many.contents).toMatchObject({ count: SEARCH_COUNT_CAP, capped: true });
    expect(many.contents.results).toHaveLength(10);
    expect(many.contents.results.slice(0, 3).map((r) => [r.id, r.offset])).toEqual([
      ['n0', 0],
      ['n0', 4],
      ['n1', 0],
    ]);
    expect(index.search('topic', 5).titles).toMatchObject({ count: 600, capped: false });
    expect(index.search('topic', 5).titles.results.map((r) => r.id)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4']);
    // Exactly the cap is not "more than the cap".
    for (let i = 0; i < 200; i++) {
      const ops = removeNodesOps(index['state'], [`n${i}`]);
      index['state'].apply(createTransaction('node.removed', ops));
      index.update(ops);
    }
    expect(index.search('cap').contents).toMatchObject({ count: 800, capped: false });
    const described = (id: string, description: string) => {
      const node = createNode({ id, position: at, label: id });
      node.data.description = description;
      return node;
    };
    const ops = addNodeOps(index['state'], described('x', '<p>cap cap cap cap</p>'));
    ops.push(...addNodeOps(index['state'], described('y', 'cap '.repeat(196))));
    index['state'].apply(createTransaction('node.created', ops));
    index.update(ops);
    expect(index.search('cap').contents).toMatchObject({ count: 1000, capped: false });
    // Occurrences do not overlap: one per "cap cap i", two in x, 98 in y's 196 "cap"s.
    expect(index.search('cap ca').contents).toMatchObject({ count: 400 + 2 + 98, capped: false });
  });

  it('agrees with a plain scan of every node, across segments and after edits', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const words = ['Ab', 'ba', 'cab', 'Äbc', 'a b', 'bb'];
    const text = (n: number) =>
      Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join('');
    const nodes: Record<string, { x: number; y: number; label: string; description: string }> = {};
    for (let i = 0; i < 1300; i++)
      nodes[`n${i}`] = { ...at, label: text(3), description: i % 5 === 0 ? '' : `<p>${text(6)}</p>` };
    const state = mapOf(nodes);
    const index = new SearchIndex(state);
    const check = () => {
      for (const q of ['a', 'B', 'ab', 'ä', 'cab', 'a ba', 'bbb', 'zz']) {
        const titles = [...state.nodes.values()].filter((n) =>
          n.data.label!.toLowerCase().includes(q.toLowerCase()),
        );
        let contents = 0;
        for (const n of state.nodes.values()) {
          const plain = stripHtml(n.data.description).toLowerCase();
          for (
            let i = plain.indexOf(q.toLowerCase());
            i >= 0;
            i = plain.indexOf(q.toLowerCase(), i + q.length)
          )
            contents++;
        }
        const found = index.search(q, 2000);
        expect([q, found.titles.count]).toEqual([q, Math.min(titles.length, SEARCH_COUNT_CAP)]);
        expect(found.titles.capped).toBe(titles.length > SEARCH_COUNT_CAP);
        expect(found.titles.results.map((r) => r.id)).toEqual(
          titles.slice(0, SEARCH_COUNT_CAP).map((n) => n.data.id),
        );
        expect([q, found.contents.count]).toEqual([q, Math.min(contents, SEARCH_COUNT_CAP)]);
        for (const r of found.contents.results.slice(0, 50))
          expect(r.match.toLowerCase()).toBe(q.toLowerCase());
      }
    };
    check();
    for (let i = 0; i < 60; i++) {
      const id = `n${Math.floor(random() * 1300)}`;
      const ops = updateNodeOps(state, id, { data: { label: text(2), description: `<b>${text(4)}</b>` } });
      state.apply(createTransaction('node.updated', ops));
      index.update(ops);
    }
    check();
  });

  it('prepares in slices that stop at the deadline, and answers the same either way', () => {
    const nodes: Record<string, { x: number; y: number; description: string }> = {};
    for (let i = 0; i < 2000; i++) nodes[`n${i}`] = { ...at, description: `<p>word ${i}</p>` };
    const state = mapOf(nodes);
    const sliced = new SearchIndex(state);
    expect(sliced.ready).toBe(false);
    let budget = 2; // the deadline allows two segments per slice
    const deadline = { timeRemaining: () => budget-- };
    expect(sliced.prepare(deadline)).toBe(false);
    expect(sliced.ready).toBe(false);
    budget = 2;
    expect(sliced.prepare(deadline)).toBe(true); // 2000 nodes = 4 segments of 512
    expect(sliced.ready).toBe(true);
    const lazy = new SearchIndex(state);
    expect(lazy.search('word 1999')).toEqual(sliced.search('word 1999'));
    expect(lazy.ready).toBe(true);
    expect(sliced.search('word 1999').contents.results[0]).toMatchObject({
      id: 'n1999',
      before: '',
      after: '',
    });
  });

  it('ignores queries holding the separator and moves that change no text', () => {
    const state = mapOf({ a: { ...at, label: 'one' }, b: { ...at, label: 'two' } });
    const index = new SearchIndex(state);
    expect(index.search('one\u0000two').titles.count).toBe(0);
    expect(index.prepare()).toBe(true);
    const ops = updateNodeOps(state, 'a', { position: { x: 50, y: 50 } });
    state.apply(createTransaction('node.updated', ops));
    index.update(ops);
    expect(index.ready).toBe(true);
  });
});
