import { arrowHalfWidth, arrowLength, ARROW_MAX_LENGTH, edgeControls, type EdgeEnd } from './edgeControls';
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
});
