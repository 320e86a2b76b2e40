import fc from 'fast-check';
import { buildForest } from '../graph/buildForest';
import { at, smallTree } from '../testing/smallTree';
import { countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import { mixedTreeArb } from '../testing/mixedTreeArb';
import type { LayoutInput, LayoutResult } from '../types';
import { TIMELINE, timelineTemplate } from './timelineTemplate';

const layout = (input: LayoutInput) => timelineTemplate.layout(input) as LayoutResult;

/**
 * The timeline's shape: events (the root's children) in order left to right along the spine through the root's
 * centre, right of the root, alternating above and below it (first above), their near sides the spine gap from
 * it; every descendant of an event on its event's side, further from the spine than the event.
 */
function expectTimeline(input: LayoutInput, result: LayoutResult): void {
  const forest = buildForest(input, { includeUnreached: false });
  const root = forest.roots[0];
  const x = (v: number) => result.xy[2 * v];
  const y = (v: number) => result.xy[2 * v + 1];
  const spine = y(root);
  const events = forest.children.subarray(forest.childStart[root], forest.childStart[root + 1]);
  let previous = x(root) + input.nodes[root].width / 2;
  events.forEach((e, k) => {
    const above = k % 2 === 0;
    expect(x(e)).toBeGreaterThan(previous);
    previous = x(e);
    const near = above
      ? spine - (y(e) + input.nodes[e].height / 2)
      : y(e) - input.nodes[e].height / 2 - spine;
    expect(near).toBeCloseTo(TIMELINE.spineGap, 6);
  });
  for (const v of forest.order) {
    if (forest.depth[v] < 2) continue;
    let e = v;
    while (forest.parent[e] !== root) e = forest.parent[e];
    const above = Array.prototype.indexOf.call(events, e) % 2 === 0;
    const p = forest.parent[v];
    if (above) expect(y(v)).toBeLessThan(y(p));
    else expect(y(v)).toBeGreaterThan(y(p));
  }
}

describe('TimelineTemplate', () => {
  const outline = { root: ['e1', 'e2', 'e3', 'e4'], e1: ['d1', 'd2'], e2: ['d3'], d3: ['d4'] };

  it('puts the events along the spine left to right, alternating above and below, details away from it', () => {
    const input = smallTree(outline, { root: { position: { x: 100, y: 50 } } });
    const result = layout(input);
    expect(at(result, 'root')).toEqual({ x: 100, y: 50 });
    expect(at(result, 'e1').y).toBeLessThan(50);
    expect(at(result, 'e2').y).toBeGreaterThan(50);
    expect(at(result, 'e3').y).toBe(at(result, 'e1').y);
    expect(at(result, 'e4').y).toBe(at(result, 'e2').y);
    expect(at(result, 'd1').y).toBeLessThan(at(result, 'e1').y);
    expect(at(result, 'd4').y).toBeGreaterThan(at(result, 'd3').y);
    expectTimeline(input, result);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });

  it('puts nodes the root does not reach in a grid below', () => {
    const input = smallTree({ ...outline, lost: ['lost1'] });
    input.edges.push({ id: 'back', source: 'lost1', target: 'lost' });
    const result = layout(input);
    const boxes = laidOutBoxes(input, result);
    expect(Number.isFinite(at(result, 'lost').y)).toBe(true);
    expect(at(result, 'lost').y).toBeGreaterThan(Math.max(at(result, 'd4').y, at(result, 'e2').y));
    expect(countOverlaps(boxes)).toBe(0);
  });

  it('never overlaps nodes of mixed sizes and keeps the alternation on random trees', () => {
    fc.assert(
      fc.property(mixedTreeArb, (input) => {
        const result = layout(input);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        expectTimeline(input, result);
      }),
      { numRuns: 150 },
    );
  });

  it('lays a generated 1,000-node map of mixed sizes out without overlaps', () => {
    const input = generateTree(1000, 7);
    const result = layout(input);
    expect(result.xy.every(Number.isFinite)).toBe(true);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
    expectTimeline(input, result);
  });
});
