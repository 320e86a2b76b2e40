import { box, type Box } from '../../geometry/Box';
import { LabelPlacer } from './LabelPlacer';
import { BRANCH_STEP_PX, REACH_HEIGHTS, awayBox, spotAlongBranch } from './labelAlongBranch';
import { PLATE_PAD_X, PLATE_PAD_Y } from './labelSemantics';

const overlap = (a: Box, b: Box) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const centre = (b: Box) => ({ x: (b.minX + b.maxX) / 2, y: (b.minY + b.maxY) / 2 });
/** A main topic's label, 80 × 20 px, centred on (x, y). */
const label = (x: number, y: number) => box(x - 40, y - 10, x + 40, y + 10);
const MAP = box(-400, -400, 400, 400);

/**
 * Eight main topics on a ring 15 px round a central topic at (0, 0) whose name's plate spans 100 × 26 px (the
 * fit of a 1,000-node radial map): each placed in turn after the central one, moved where it fits.
 */
function ring(): { spots: Box[]; placer: LabelPlacer; central: Box } {
  const placer = new LabelPlacer();
  const central = box(-50, -13, 50, 13);
  placer.take(central);
  const spots: Box[] = [];
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4 + Math.PI / 8;
    const ray = { x: 15 * Math.cos(a), y: 15 * Math.sin(a) };
    const out = box(0, 0, 0, 0);
    expect(spotAlongBranch(placer, label(ray.x, ray.y), ray, MAP, out)).toBe(true);
    placer.take(out);
    spots.push(out);
  }
  return { spots, placer, central };
}

describe('a main topic label moved along its branch', () => {
  it('goes straight out along the ray from the root, to the first distance clear of the labels placed', () => {
    const placer = new LabelPlacer();
    placer.take(box(-50, -13, 50, 13));
    const out = box(0, 0, 0, 0);
    // Straight down from a node 15 px below the root: the first step where its top clears the central plate.
    expect(spotAlongBranch(placer, label(0, 15), { x: 0, y: 1 }, MAP, out)).toBe(true);
    expect(centre(out).x).toBeCloseTo(0, 9);
    expect(out.minY).toBeGreaterThanOrEqual(13);
    expect(out.minY).toBeLessThan(13 + BRANCH_STEP_PX);
    // Out to the right along a ray at 30°: on that ray, clear of the plate, no further than one step past it.
    const ray = { x: Math.cos(Math.PI / 6), y: Math.sin(Math.PI / 6) };
    expect(spotAlongBranch(placer, label(10 * ray.x, 10 * ray.y), ray, MAP, out)).toBe(true);
    const c = centre(out);
    expect(c.y / c.x).toBeCloseTo(ray.y / ray.x, 6);
    expect(placer.fits(out)).toBe(true);
    const back = box(out.minX - BRANCH_STEP_PX * ray.x, out.minY - BRANCH_STEP_PX * ray.y, 0, 0);
    back.maxX = back.minX + 80;
    back.maxY = back.minY + 20;
    expect(placer.fits(back)).toBe(false);
  });

  it('stays where it is when it already fits there, and a ray of no length points down', () => {
    const out = box(0, 0, 0, 0);
    expect(spotAlongBranch(new LabelPlacer(), label(5, 5), { x: 3, y: 4 }, MAP, out)).toBe(true);
    expect(out).toEqual(label(5, 5));
    const placer = new LabelPlacer();
    placer.take(label(0, 0));
    expect(spotAlongBranch(placer, label(0, 0), { x: 0, y: 0 }, MAP, out)).toBe(true);
    expect(out).toEqual(label(0, 20));
  });

  it('names every main topic of a ring round the central topic, none overlapping, each on its side', () => {
    const { spots, central } = ring();
    for (let i = 0; i < spots.length; i++) {
      expect(overlap(spots[i], central)).toBe(false);
      for (let j = i + 1; j < spots.length; j++) expect(overlap(spots[i], spots[j])).toBe(false);
      // On the side of the root its ray points to (the compass half it names).
      const a = (i * Math.PI) / 4 + Math.PI / 8;
      const c = centre(spots[i]);
      expect(c.x * Math.cos(a) + c.y * Math.sin(a)).toBeGreaterThan(0);
    }
  });

  it('gives the same spots for the same labels placed', () => {
    expect(ring().spots).toEqual(ring().spots);
  });

  it('steps aside off a ray that runs along a row of names (an org chart), not past the row', () => {
    // A row of names 100 px apart at y 0; a longer one at x 200 overlaps its neighbours, its ray runs along the row.
    const placer = new LabelPlacer();
    for (const x of [0, 100, 300, 400, 500]) placer.take(label(x, 0));
    const out = box(0, 0, 0, 0);
    expect(
      spotAlongBranch(placer, box(130, -10, 270, 10), { x: 1, y: 0.01 }, box(-50, -5, 550, 5), out),
    ).toBe(true);
    expect(placer.fits(out)).toBe(true);
    expect(Math.abs(centre(out).x - 200)).toBeLessThan(25);
    expect(Math.abs(centre(out).y)).toBeGreaterThanOrEqual(20);
  });

  it('never leaves the map: its middle stays within REACH_HEIGHTS of its height of the drawn area', () => {
    const placer = new LabelPlacer();
    placer.take(box(-1000, -1000, 1000, 1000));
    const out = box(1, 2, 3, 4);
    const map = box(-100, -100, 100, 100);
    expect(spotAlongBranch(placer, label(0, 0), { x: 1, y: 0 }, map, out)).toBe(false);
    expect(out).toEqual(box(1, 2, 3, 4));
    // With room just past the map's edge, within reach, it goes there.
    const edge = new LabelPlacer();
    edge.take(box(-1000, -1000, 1000, 100));
    expect(spotAlongBranch(edge, label(0, 90), { x: 0, y: 1 }, map, out)).toBe(true);
    expect(centre(out).y).toBeLessThanOrEqual(100 + REACH_HEIGHTS * 20);
    expect(out.minY).toBeGreaterThanOrEqual(100);
  });

  it('sizes the moved label as its grown text on a plate', () => {
    const out = awayBox(box(0, 0, 60, 20), 20, 0.5, 2, 100, 50, box(0, 0, 0, 0));
    // Half of (60 / 2 + 0.5 × 20) × 0.5 × 2 = 40 sideways, (20 / 2 + 0.3 × 20) × 1 = 16 up and down.
    expect(out.maxX - out.minX).toBeCloseTo(2 * (30 + PLATE_PAD_X * 20), 9);
    expect(out.maxY - out.minY).toBeCloseTo(2 * (10 + PLATE_PAD_Y * 20), 9);
    expect(centre(out)).toEqual({ x: 100, y: 50 });
  });
});
