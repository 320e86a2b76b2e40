import type { LayoutInput, LayoutResult } from '../types';
import { at, smallTree } from '../testing/smallTree';
import { countCrossings, countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import { fanMap } from '../testing/fanMap';
import { presented } from '../testing/presented';
import { radialNodeSize, radialTemplate } from './radialTemplate';

/** The radial layout of `input` with its nodes at the sizes the template presents them (as a request has them). */
const layout = (input: LayoutInput) =>
  radialTemplate.layout(presented(input, 'BuzanTemplate')) as LayoutResult;
const boxes = (input: LayoutInput, result: LayoutResult) =>
  laidOutBoxes(presented(input, 'BuzanTemplate'), result);
const dist = (p: { x: number; y: number }, q: { x: number; y: number }) => Math.hypot(p.x - q.x, p.y - q.y);

describe('the radial mind map', () => {
  const input = smallTree(
    { root: ['a', 'b', 'c'], a: ['a1', 'a2'], b: ['b1'] },
    { root: { position: { x: 100, y: 100 } } },
  );

  it('puts depth 1 on a ring of 360 and depth 2 at least 220 further', () => {
    const result = layout(input);
    const root = at(result, 'root');
    expect(root).toEqual({ x: 100, y: 100 });
    for (const id of ['a', 'b', 'c']) expect(dist(at(result, id), root)).toBeCloseTo(360);
    // 220 would let a 180 px and a 140 px square on the same diagonal touch: the ring keeps √2 × 160 instead.
    for (const id of ['a1', 'a2', 'b1'])
      expect(dist(at(result, id), root)).toBeCloseTo(360 + 160 * Math.SQRT2);
  });

  it('keeps each level at 220 beyond the previous one once nodes are small enough', () => {
    const chain = smallTree(
      { r: ['d1'], d1: ['d2'], d2: ['d3'], d3: ['d4'] },
      { r: { position: { x: 0, y: 0 } } },
    );
    const result = layout(chain);
    const radii = ['d1', 'd2', 'd3', 'd4'].map((id) => dist(at(result, id), { x: 0, y: 0 }));
    expect(radii[0]).toBeCloseTo(360);
    expect(radii[2] - radii[1]).toBeCloseTo(220);
    expect(radii[3] - radii[2]).toBeCloseTo(220);
  });

  it('gives each subtree its own sector: the descendants of a branch stay between its neighbours', () => {
    const result = layout(
      smallTree({ root: ['a', 'b', 'c'], a: ['a1', 'a2', 'a3'], b: ['b1', 'b2'], c: ['c1'] }),
    );
    const turn = (id: string) => {
      const p = at(result, id);
      const r = at(result, 'root');
      return (Math.atan2(p.y - r.y, p.x - r.x) + 2 * Math.PI) % (2 * Math.PI);
    };
    const a = ['a1', 'a2', 'a3'].map(turn);
    const b = ['b1', 'b2'].map(turn);
    expect(Math.max(...a)).toBeLessThan(Math.min(...b));
    expect(Math.max(...b)).toBeLessThan(turn('c1'));
    expect(a).toEqual([...a].sort((x, y) => x - y)); // children in edge order
  });

  it('places nodes by the sizes they are drawn at, and writes nothing into them but their centres', () => {
    const sized = presented(input, 'BuzanTemplate');
    expect(sized.nodes.map((n) => [n.id, n.width, n.height])).toEqual([
      ['root', 220, 220],
      ['a', 180, 180],
      ['b', 180, 180],
      ['c', 180, 180],
      ['a1', 140, 140],
      ['a2', 140, 140],
      ['b1', 140, 140],
    ]);
    const result = radialTemplate.layout(sized) as LayoutResult;
    expect(result.nodePatches).toEqual({});
    // Bigger boxes push the second ring out: placement follows the sizes given.
    const bigger = {
      ...sized,
      nodes: sized.nodes.map((n) => (n.id === 'a1' ? { ...n, width: 400, height: 400 } : n)),
    };
    const wide = radialTemplate.layout(bigger) as LayoutResult;
    expect(dist(at(wide, 'a1'), at(wide, 'root'))).toBeGreaterThan(
      dist(at(result, 'a1'), at(result, 'root')) + 100,
    );
  });

  it('keeps a fan under a small branch within reach of its parent, so no edge crosses', () => {
    // Spread over the sector a lone first-level branch owns, the fan's edges would dip inside ring 2 and cross the
    // edge to its sibling c.
    const fan = Array.from({ length: 25 }, (_, i) => `k${i}`);
    const input = smallTree({ root: ['a'], a: ['b', 'c'], b: fan });
    expect(countCrossings(input, layout(input))).toBe(0);
  });

  it('follows the spec curve of sizes to its floor', () => {
    expect([0, 1, 4, 5, 9].map(radialNodeSize)).toEqual([220, 180, 60, 50, 50]);
  });

  it('stops on cycles and puts unreached nodes in a grid below', () => {
    const cyclic = smallTree({ root: ['a'], a: ['root'], x: [], y: [] });
    cyclic.nodes.push({ id: 'z', width: 100, height: 50, label: 'z', position: { x: 0, y: 0 } });
    cyclic.edges.push({ id: 'loop', source: 'y', target: 'z' }, { id: 'back', source: 'z', target: 'y' });
    const result = layout({ ...cyclic, rootId: 'root' });
    expect(result.warnings).toContain('Cycle detected');
    const below = ['x', 'y', 'z'].map((id) => at(result, id));
    for (const p of below)
      expect(p.y).toBeGreaterThan(Math.max(at(result, 'a').y, at(result, 'root').y) + 100);
    expect(below[0].y).toBe(below[1].y); // a 2-column grid: x y / z
    expect(below[2].x).toBe(below[0].x);
    expect(below[2].y).toBeGreaterThan(below[0].y);
  });

  it('stops at depth 10 with "Max depth 10 reached"', () => {
    const outline: Record<string, string[]> = {};
    for (let i = 0; i < 12; i++) outline[`d${i}`] = [`d${i + 1}`];
    const result = layout(smallTree(outline));
    expect(result.warnings).toContain('Max depth 10 reached');
    // d11 lies past depth 10: it goes to the grid below the rings.
    expect(at(result, 'd11').y).toBeGreaterThan(
      Math.max(...['d0', 'd5', 'd10'].map((id) => at(result, id).y)),
    );
  });

  it('widens crowded rings instead of overlapping nodes', () => {
    const big = generateTree(2000, 3);
    const result = layout(big);
    expect(countOverlaps(boxes(big, result))).toBe(0);
  });

  it('lays 20 branches of 99 leaves on staggered rings that fit a 1440×900 window at 5% or more', () => {
    const input = fanMap(20, () => 99);
    const result = layout(input);
    expect(countCrossings(input, result, 10_000)).toBe(0);
    expect(countOverlaps(boxes(input, result))).toBe(0);
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const box of boxes(input, result)) {
      minX = Math.min(minX, box.x - box.w / 2);
      maxX = Math.max(maxX, box.x + box.w / 2);
      minY = Math.min(minY, box.y - box.h / 2);
      maxY = Math.max(maxY, box.y + box.h / 2);
    }
    // The editor's canvas under the top bar, less Fit's 96 px padding on each side.
    const zoom = Math.min((1440 - 192) / (maxX - minX), (900 - 54 - 192) / (maxY - minY));
    expect(zoom).toBeGreaterThanOrEqual(0.05);
    // The leaves are spread over several rings, outer ones holding more.
    const radii = new Map<number, number>();
    for (const box of boxes(input, result)) {
      if (!box.id.includes('l')) continue;
      const r = Math.round(Math.hypot(box.x, box.y));
      radii.set(r, (radii.get(r) ?? 0) + 1);
    }
    const rings = [...radii.entries()].sort((a, b) => a[0] - b[0]);
    expect(rings.length).toBeGreaterThan(5);
    expect(rings.at(-1)![1]).toBeGreaterThan(rings[0][1]);
  });
});
