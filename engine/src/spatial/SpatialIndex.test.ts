import { SpatialIndex } from './SpatialIndex';
import { intersects, containsPoint, type Box } from '../geometry/Box';

// A small deterministic generator, so a failure reproduces.
function rng(seed: number): () => number {
  return () => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return seed / 2 ** 32;
  };
}

function randomBox(r: () => number): Box {
  const x = (r() - 0.5) * 20000;
  const y = (r() - 0.5) * 20000;
  // Mostly node-sized, sometimes huge (long edges) to exercise the oversized list.
  const big = r() < 0.1;
  const w = big ? r() * 15000 : r() * 400;
  const h = big ? r() * 15000 : r() * 200;
  return { minX: x, minY: y, maxX: x + w, maxY: y + h };
}

describe('SpatialIndex', () => {
  it('answers box and point queries exactly like a brute-force scan, through inserts, moves and removals', () => {
    const r = rng(42);
    const index = new SpatialIndex(256);
    const truth = new Map<string, Box>();
    for (let step = 0; step < 3000; step++) {
      const id = `n${Math.floor(r() * 600)}`;
      const action = r();
      if (action < 0.7) {
        const b = randomBox(r);
        index.set(id, b);
        truth.set(id, b);
      } else {
        index.delete(id);
        truth.delete(id);
      }
      if (step % 100 === 0) {
        const q = randomBox(r);
        const got = [...index.query(q, new Set())].sort();
        const want = [...truth]
          .filter(([, b]) => intersects(b, q))
          .map(([k]) => k)
          .sort();
        expect(got).toEqual(want);
        const px = (r() - 0.5) * 20000;
        const py = (r() - 0.5) * 20000;
        const gotP = [...index.queryPoint(px, py, new Set())].sort();
        const wantP = [...truth]
          .filter(([, b]) => containsPoint(b, px, py))
          .map(([k]) => k)
          .sort();
        expect(gotP).toEqual(wantP);
      }
    }
    expect(index.size).toBe(truth.size);
  });

  it('handles a query covering everything (zoomed far out) and clears', () => {
    const index = new SpatialIndex();
    index.set('a', { minX: 0, minY: 0, maxX: 10, maxY: 10 });
    index.set('b', { minX: 1e6, minY: 1e6, maxX: 1e6 + 1, maxY: 1e6 + 1 });
    const all = index.query({ minX: -1e7, minY: -1e7, maxX: 1e7, maxY: 1e7 }, new Set());
    expect([...all].sort()).toEqual(['a', 'b']);
    index.clear();
    expect(index.query({ minX: -1e7, minY: -1e7, maxX: 1e7, maxY: 1e7 }, new Set()).size).toBe(0);
  });

  it('moves an item out of its old cells', () => {
    const index = new SpatialIndex(100);
    index.set('a', { minX: 0, minY: 0, maxX: 10, maxY: 10 });
    index.set('a', { minX: 5000, minY: 5000, maxX: 5010, maxY: 5010 });
    expect(index.queryPoint(5, 5, new Set()).size).toBe(0);
    expect([...index.queryPoint(5005, 5005, new Set())]).toEqual(['a']);
  });

  it('stays exact and compact while items keep moving within and between cells', () => {
    const index = new SpatialIndex(100);
    const r = rng(7);
    const boxes = new Map<string, Box>();
    for (let i = 0; i < 50; i++) {
      const b = { minX: i * 10, minY: 0, maxX: i * 10 + 150, maxY: 40 };
      index.set(`e${i}`, b);
      boxes.set(`e${i}`, b);
    }
    const linked = index.cellEntries;
    for (let step = 0; step < 20_000; step++) {
      // Small moves (same cells: stale repeats) and jumps (other cells), removals and re-inserts.
      const id = `e${Math.floor(r() * 50)}`;
      const x = r() < 0.9 ? (boxes.get(id)?.minX ?? 0) + (r() - 0.5) * 4 : r() * 3000;
      const b = { minX: x, minY: 0, maxX: x + 150, maxY: 40 };
      if (r() < 0.05) {
        index.delete(id);
        boxes.delete(id);
      } else {
        index.set(id, b);
        boxes.set(id, b);
      }
    }
    const q = { minX: 0, minY: 0, maxX: 1500, maxY: 10 };
    const want = [...boxes].filter(([, b]) => intersects(b, q)).map(([k]) => k);
    expect([...index.query(q, new Set())].sort()).toEqual(want.sort());
    // Stale entries are compacted away: the cells never hold much more than the live links.
    expect(index.cellEntries).toBeLessThan(linked * 4 + 16 * 40);
    expect(index.size).toBe(boxes.size);
  });

  it("hands a removed item's slot to the next one", () => {
    const index = new SpatialIndex();
    const a = index.set('a', { minX: 0, minY: 0, maxX: 1, maxY: 1 });
    index.set('b', { minX: 5, minY: 5, maxX: 6, maxY: 6 });
    expect(index.delete('a')).toBe(a);
    expect(index.set('c', { minX: 9, minY: 9, maxX: 10, maxY: 10 })).toBe(a);
    expect(index.slotsInUse).toBe(2);
    expect(index.slotOf('c')).toBe(a);
    expect(index.slotOf('a')).toBe(-1);
    expect([...index.queryPoint(0.5, 0.5, new Set())]).toEqual([]);
  });
});
