import {
  arrowHalfWidth,
  arrowLength,
  ARROW_MAX_LENGTH,
  BONE_SLANT,
  BRACE_REACH,
  INDENT_INSET,
  edgeControls,
  type EdgeEnd,
} from './edgeControls';
import { shapePolygon } from './shapePolygon';

/** A 100×40 box centred at (x, y). */
const box = (x: number, y: number): EdgeEnd => ({ x, y, outline: shapePolygon('rectangle', 100, 40) });

function ends(s: EdgeEnd, t: EdgeEnd, axis: Parameters<typeof edgeControls>[5]) {
  const c = new Float64Array(8);
  edgeControls(s, t, 'bezier', c, 0, axis);
  return { from: [c[0], c[1]], to: [c[6], c[7]] };
}

describe('edgeControls', () => {
  // A child below and a little to the right: its centre lies further away down than across.
  const parent = box(0, 0);
  const child = box(160, 300);

  it('puts a relationship on the line between the two centres', () => {
    const { from, to } = ends(parent, child, null);
    // The line from (0, 0) to (160, 300) leaves the parent's bottom side and enters the child's top side.
    expect(from[1]).toBeCloseTo(20, 6);
    expect(from[0]).toBeCloseTo((20 * 160) / 300, 6);
    expect(to[1]).toBeCloseTo(280, 6);
  });

  it('lets a tree branch leave the side facing its child, fanning out from one point', () => {
    // A horizontal tree: the parent's right side, the child's left side, whatever the angle.
    expect(ends(parent, child, 'horizontal')).toEqual({ from: [50, 0], to: [110, 300] });
    expect(ends(parent, box(160, -40), 'horizontal').from).toEqual([50, 0]);
    // A vertical tree: bottom to top.
    expect(ends(parent, child, 'vertical')).toEqual({ from: [0, 20], to: [160, 280] });
    // No template: the axis the centres lie further apart on (here vertical); a child on the left, the left side.
    expect(ends(parent, child, 'auto')).toEqual({ from: [0, 20], to: [160, 280] });
    expect(ends(parent, box(-300, 50), 'auto')).toEqual({ from: [-50, 0], to: [-250, 50] });
  });

  it('sizes arrow heads with the line, up to a cap, always wider than the line', () => {
    expect(arrowLength(1)).toBeGreaterThan(8);
    expect(arrowLength(2)).toBeGreaterThan(arrowLength(1));
    expect(arrowLength(26)).toBe(ARROW_MAX_LENGTH);
    expect(arrowLength(6)).toBeLessThanOrEqual(14);
    expect(arrowHalfWidth(arrowLength(20), 20)).toBeGreaterThan(10);
  });

  it("draws a timeline's spine and ticks, a fishbone's spine, bones and ribs, as lines their children share", () => {
    const polyline = (s: EdgeEnd, t: EdgeEnd, axis: Parameters<typeof edgeControls>[5]) => {
      const c = new Float64Array(8);
      expect(edgeControls(s, t, 'taxi', c, 0, axis)).toBe('taxi');
      return Array.from(c);
    };
    // Timeline: from the root's right side along its centre line to below the event, up into its bottom side.
    expect(polyline(parent, box(400, -100), 'spine')).toEqual([50, 0, 400, 0, 400, 0, 400, -80]);
    expect(polyline(parent, box(600, 100), 'spine')).toEqual([50, 0, 600, 0, 600, 0, 600, 80]);
    // Fishbone (head on the right): from the head's left side along the spine to the joint, then at the bone's
    // slant to the middle of the cause's side facing the spine.
    const bone = polyline(parent, box(-400, -200), 'bone');
    expect(bone.slice(0, 2)).toEqual([-50, 0]);
    expect(bone[3]).toBe(0);
    expect(bone.slice(6)).toEqual([-400, -180]);
    expect(bone[2] - bone[6]).toBeCloseTo(180 * BONE_SLANT, 9);
    // A rib runs from the cause's side facing the spine down that same slant to the sub-cause's height, then
    // into its right side: its first part lies on the bone.
    const cause = box(-400, -200);
    const rib = polyline(cause, box(-520, -100), 'rib');
    expect(rib.slice(0, 2)).toEqual([-400, -180]);
    expect(rib[2]).toBeCloseTo(-400 + 80 * BONE_SLANT, 9);
    expect(rib[3]).toBe(-100);
    expect(rib.slice(6)).toEqual([-470, -100]);
    const onBone = (x: number, y: number) => (x - bone[2]) / (y - bone[3]);
    expect(onBone(rib[2], rib[3])).toBeCloseTo(onBone(bone[6], bone[7]), 9);
  });

  it("draws a brace map's braces and a tree table's indents", () => {
    const c = new Float64Array(8);
    // A brace: from the parent's right side, bending towards the child only just before its left side.
    expect(edgeControls(parent, box(400, 200), 'bezier', c, 0, 'brace')).toBe('cubic');
    expect(Array.from(c)).toEqual([50, 0, 350 - BRACE_REACH, 0, 350 - BRACE_REACH, 200, 350, 200]);
    // An indent: down from the parent's bottom near its left side, right into the child's left side.
    expect(edgeControls(parent, box(60, 120), 'taxi', c, 0, 'indent')).toBe('taxi');
    const x0 = -50 + INDENT_INSET;
    expect(Array.from(c)).toEqual([x0, 20, x0, 120, x0, 120, 10, 120]);
  });
});
