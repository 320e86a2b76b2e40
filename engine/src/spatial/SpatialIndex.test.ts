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
});
