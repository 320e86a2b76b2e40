import fc from 'fast-check';
import type { LayoutInput, LayoutResult } from '../types';
import { countCrossings } from './overlaps';

/** Every pair of edges compared, as the layout property tests once did: the reference the sweep must match. */
function crossingsByEveryPair(input: LayoutInput, result: LayoutResult): number {
  const at = new Map(result.ids.map((id, i) => [id, i]));
  const p = (id: string) => {
    const i = at.get(id)!;
    return [result.xy[2 * i], result.xy[2 * i + 1]];
  };
  const side = (a: number[], b: number[], c: number[]) => {
    const cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
    const scale = Math.hypot(b[0] - a[0], b[1] - a[1]) * Math.hypot(c[0] - a[0], c[1] - a[1]);
    return Math.abs(cross) <= 1e-9 * scale ? 0 : Math.sign(cross);
  };
  const edges = input.edges.filter((e) => e.source !== e.target);
  let count = 0;
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const [e, f] = [edges[i], edges[j]];
      if (new Set([e.source, e.target, f.source, f.target]).size < 4) continue;
      const [a, b, c, d] = [p(e.source), p(e.target), p(f.source), p(f.target)];
      if (side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0) count++;
    }
  }
  return count;
}

/** Points on a small grid (so collinear, touching and shared-end edges are common) and edges between them. */
const drawing = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })), {
    minLength: 2,
    maxLength: 14,
  })
  .chain((points) =>
    fc.record({
      points: fc.constant(points),
      edges: fc.array(fc.tuple(fc.nat(points.length - 1), fc.nat(points.length - 1)), { maxLength: 24 }),
    }),
  );

describe('countCrossings', () => {
  it('counts what comparing every pair of edges counts', () => {
    fc.assert(
      fc.property(drawing, ({ points, edges }) => {
        const input: LayoutInput = {
          nodes: points.map((_, i) => ({
            id: `n${i}`,
            label: '',
            width: 10,
            height: 10,
            position: { x: 0, y: 0 },
          })),
          edges: edges.map(([s, t], k) => ({ id: `e${k}`, source: `n${s}`, target: `n${t}` })),
        };
        const result = {
          ids: input.nodes.map((n) => n.id),
          xy: Float64Array.from(points.flat()),
        } as unknown as LayoutResult;
        expect(countCrossings(input, result)).toBe(crossingsByEveryPair(input, result));
      }),
      { numRuns: 500 },
    );
  });

  it('sees an X as one crossing, and edges sharing an end or one ending on the other as none', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    const xy = Float64Array.from([0, 0, 10, 10, 0, 10, 10, 0, 20, 20, 5, 5]);
    const result = { ids, xy } as unknown as LayoutResult;
    const input = (pairs: [string, string][]): LayoutInput => ({
      nodes: ids.map((id) => ({ id, label: id, width: 1, height: 1, position: { x: 0, y: 0 } })),
      edges: pairs.map(([source, target], k) => ({ id: `e${k}`, source, target })),
    });
    expect(
      countCrossings(
        input([
          ['a', 'b'],
          ['c', 'd'],
        ]),
        result,
      ),
    ).toBe(1);
    expect(
      countCrossings(
        input([
          ['a', 'b'],
          ['a', 'c'],
        ]),
        result,
      ),
    ).toBe(0);
    expect(
      countCrossings(
        input([
          ['a', 'b'],
          ['b', 'e'],
        ]),
        result,
      ),
    ).toBe(0);
    expect(
      countCrossings(
        input([
          ['a', 'e'],
          ['c', 'd'],
        ]),
        result,
      ),
    ).toBe(1);
    expect(
      countCrossings(
        input([
          ['a', 'b'],
          ['c', 'f'],
        ]),
        result,
      ),
    ).toBe(0);
    expect(
      countCrossings(
        input([
          ['a', 'b'],
          ['c', 'd'],
        ]),
        result,
        1,
      ),
    ).toBeNull();
  });
});
