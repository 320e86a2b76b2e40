import fc from 'fast-check';
import { createTransaction } from '../ops/transaction';
import { addNodeOps, removeNodesOps, updateNodeOps } from '../ops/build/nodeOps';
import { createNode } from '../defaults/createNode';
import type { MapState } from '../state/MapState';
import { SearchIndex } from './SearchIndex';
import { stripHtml } from './stripHtml';
import { mapOf } from './testMaps';

// The indexed search (segments, joined texts, n-gram filters, incremental updates) against a naive scan of every
// node: same title matches and the same content occurrences, on random maps, queries and edits.

const at = { x: 0, y: 0 };
const text = fc.string({ unit: fc.constantFrom('a', 'b', 'A', 'c', ' ', 'é'), maxLength: 12 });
const description = fc.oneof(
  fc.constant(''),
  text.map((t) => `<p>${t}</p>`),
  fc.tuple(text, text).map(([a, b]) => `<p>${a}<b>${b}</b></p><p>${b}&amp;${a}</p>`),
);
const node = fc.record({ label: text, description });
type Edit =
  | { kind: 'update'; pick: number; label: string; description: string }
  | { kind: 'add'; label: string; description: string }
  | { kind: 'remove'; pick: number };
const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), label: text, description }),
  fc.record({ kind: fc.constant('add' as const), label: text, description }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

/** Every title match (node ids) and content occurrence (`id@offset`) of `q`, by plain scans, sorted. */
function naive(state: MapState, q: string): { titles: string[]; contents: string[] } {
  const needle = q.trim().toLowerCase();
  const titles: string[] = [];
  const contents: string[] = [];
  if (needle === '') return { titles, contents };
  for (const n of state.nodes.values()) {
    if ((n.data.label ?? '').toLowerCase().includes(needle)) titles.push(n.data.id);
    const plain = stripHtml(n.data.description).toLowerCase();
    for (let i = plain.indexOf(needle); i >= 0; i = plain.indexOf(needle, i + needle.length))
      contents.push(`${n.data.id}@${i}`);
  }
  return { titles: titles.sort(), contents: contents.sort() };
}

function indexed(index: SearchIndex, q: string): { titles: string[]; contents: string[] } {
  const found = index.search(q, 10_000);
  expect(found.titles.count).toBe(found.titles.results.length);
  expect(found.contents.count).toBe(found.contents.results.length);
  return {
    titles: found.titles.results.map((r) => r.id).sort(),
    contents: found.contents.results.map((r) => `${r.id}@${r.offset}`).sort(),
  };
}

describe('SearchIndex against a naive scan', () => {
  it('finds exactly what a scan of every node finds, across segments and after edits', () => {
    fc.assert(
      fc.property(
        fc.array(node, { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(edit, { maxLength: 15 }),
        fc.array(fc.oneof(text, fc.constantFrom('ab', 'a b', 'bA', 'cc', 'é a', 'zz')), {
          minLength: 1,
          maxLength: 6,
        }),
        (nodes, segmentSlots, edits, queries) => {
          const state = mapOf(Object.fromEntries(nodes.map((n, i) => [`n${i}`, { ...at, ...n }])));
          const index = new SearchIndex(state, { segmentSlots });
          const check = () => {
            for (const q of queries) expect([q, indexed(index, q)]).toEqual([q, naive(state, q)]);
          };
          check();
          let next = nodes.length;
          for (const e of edits) {
            const ids = [...state.nodes.keys()];
            let ops;
            if (e.kind === 'add') {
              const created = createNode({ id: `n${next++}`, position: at, label: e.label });
              created.data.description = e.description;
              ops = addNodeOps(state, created);
            } else if (ids.length === 0) continue;
            else if (e.kind === 'remove') ops = removeNodesOps(state, [ids[e.pick % ids.length]]);
            else
              ops = updateNodeOps(state, ids[e.pick % ids.length], {
                data: { label: e.label, description: e.description },
              });
            state.apply(createTransaction('node.updated', ops));
            index.update(ops);
            // Search between edits too, so segments are prepared, then invalidated by the next edit.
            if (e.kind !== 'remove' && e.label.length % 2 === 0) check();
          }
          check();
        },
      ),
      { numRuns: 300 },
    );
  });
});
