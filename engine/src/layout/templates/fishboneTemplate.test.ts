import fc from 'fast-check';
import { BONE_SLANT } from '@mapa/model';
import { buildForest } from '../graph/buildForest';
import { at, smallTree } from '../testing/smallTree';
import { countOverlaps, laidOutBoxes } from '../testing/overlaps';
import { generateTree } from '../testing/generateTree';
import { mixedTreeArb } from '../testing/mixedTreeArb';
import type { LayoutInput, LayoutResult } from '../types';
import { FISHBONE, fishboneTemplate } from './fishboneTemplate';

const layout = (input: LayoutInput) => fishboneTemplate.layout(input) as LayoutResult;

/**
 * The fishbone's shape: the head at the right end of the spine through its centre; each cause (the head's
 * children) at the end of a bone leaning back to the left, alternating above and below the spine (first above);
 * the bones meet the spine left of the head, each further from it than the one before; each sub-cause on its
 * cause's side, between the cause and the spine, wholly left of the bone at its height.
 */
function expectFishbone(input: LayoutInput, result: LayoutResult): void {
  const forest = buildForest(input, { includeUnreached: false });
  const head = forest.roots[0];
  const x = (v: number) => result.xy[2 * v];
  const y = (v: number) => result.xy[2 * v + 1];
  const w = (v: number) => input.nodes[v].width;
  const h = (v: number) => input.nodes[v].height;
  const spine = y(head);
  const causes = forest.children.subarray(forest.childStart[head], forest.childStart[head + 1]);
  let previousJoint = x(head) - w(head) / 2;
  causes.forEach((c, k) => {
    const away = k % 2 === 0 ? -1 : 1;
    // The bone runs from the middle of the cause's side facing the spine down (or up) to the spine at the slant.
    const reach = away * (y(c) - spine) - h(c) / 2;
    expect(reach).toBeGreaterThanOrEqual(FISHBONE.minBone - 1e-6);
    const joint = x(c) + reach * BONE_SLANT;
    expect(joint).toBeLessThan(previousJoint);
    previousJoint = joint;
    const boneX = (yy: number) => joint - Math.abs(yy - spine) * BONE_SLANT;
    for (const s of forest.children.subarray(forest.childStart[c], forest.childStart[c + 1])) {
      const near = away * (y(s) - spine) - h(s) / 2;
      const far = away * (y(s) - spine) + h(s) / 2;
      expect(near).toBeGreaterThanOrEqual(FISHBONE.spineGap - 1e-6);
      expect(far).toBeLessThanOrEqual(reach + 1e-6);
      expect(x(s) + w(s) / 2).toBeLessThanOrEqual(boneX(spine + away * far) + 1e-6);
    }
  });
}

describe('FishboneTemplate', () => {
  const outline = {
    head: ['c1', 'c2', 'c3'],
    c1: ['s1', 's2'],
    c2: ['s3'],
    s1: ['t1', 't2'],
  };

  it('puts the causes on bones leading to the head, alternating up and down, sub-causes along each bone', () => {
    const input = smallTree(outline, { head: { position: { x: 300, y: 20 } } });
    const result = layout(input);
    expect(at(result, 'head')).toEqual({ x: 300, y: 20 });
    expect(at(result, 'c1').y).toBeLessThan(20);
    expect(at(result, 'c2').y).toBeGreaterThan(20);
    expect(at(result, 'c3').y).toBeLessThan(20);
    // Sub-causes between the cause and the spine, the first nearest the cause; their details grow to the left.
    expect(at(result, 's1').y).toBeGreaterThan(at(result, 'c1').y);
    expect(at(result, 's2').y).toBeGreaterThan(at(result, 's1').y);
    expect(at(result, 's3').y).toBeLessThan(at(result, 'c2').y);
    expect(at(result, 't1').x).toBeLessThan(at(result, 's1').x);
    for (const id of ['c1', 'c2', 'c3', 's1', 's3']) expect(at(result, id).x).toBeLessThan(300);
    expectFishbone(input, result);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
  });

  it('never overlaps nodes of mixed sizes and keeps its shape on random trees', () => {
    fc.assert(
      fc.property(mixedTreeArb, (input) => {
        const result = layout(input);
        expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
        expectFishbone(input, result);
      }),
      { numRuns: 150 },
    );
  });

  it('lays a generated 1,000-node map of mixed sizes out without overlaps', () => {
    const input = generateTree(1000, 7);
    const result = layout(input);
    expect(result.xy.every(Number.isFinite)).toBe(true);
    expect(countOverlaps(laidOutBoxes(input, result))).toBe(0);
    expectFishbone(input, result);
  });
});
