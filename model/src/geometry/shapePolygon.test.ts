import { NODE_SHAPES } from '../schema/enums';
import { cornerRadius, pointInPolygon, shapePolygon } from './shapePolygon';

function extent(poly: number[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = poly.filter((_, i) => i % 2 === 0);
  const ys = poly.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

describe('shapePolygon', () => {
  it.each(NODE_SHAPES)('%s fills its box and contains its centre', (shape) => {
    const poly = shapePolygon(shape, 200, 80);
    expect(poly.length % 2).toBe(0);
    expect(poly.length).toBeGreaterThanOrEqual(6);
    const e = extent(poly);
    // Rounded corners pull in a little from the box; sharp shapes touch it exactly.
    const slack = shape.startsWith('round-') ? cornerRadius(200, 80) : 1e-9;
    expect(e.maxX).toBeLessThanOrEqual(100 + 1e-9);
    expect(e.minX).toBeGreaterThanOrEqual(-100 - 1e-9);
    expect(e.maxY).toBeLessThanOrEqual(40 + 1e-9);
    expect(e.minY).toBeGreaterThanOrEqual(-40 - 1e-9);
    expect(e.maxX - e.minX).toBeGreaterThanOrEqual(200 - 2 * slack);
    expect(e.maxY - e.minY).toBeGreaterThanOrEqual(80 - 2 * slack);
    expect(pointInPolygon(poly, 0, 0)).toBe(true);
    expect(pointInPolygon(poly, 101, 0)).toBe(false);
  });

  it('distinguishes shapes at their corners', () => {
    const nearCorner = [95, 37] as const;
    expect(pointInPolygon(shapePolygon('rectangle', 200, 80), ...nearCorner)).toBe(true);
    expect(pointInPolygon(shapePolygon('round-rectangle', 200, 80), ...nearCorner)).toBe(false);
    expect(pointInPolygon(shapePolygon('ellipse', 200, 80), ...nearCorner)).toBe(false);
    expect(pointInPolygon(shapePolygon('diamond', 200, 80), ...nearCorner)).toBe(false);
    // A rhomboid leans right at the top: top-right inside, top-left outside.
    expect(pointInPolygon(shapePolygon('rhomboid', 200, 80), 60, -35)).toBe(false);
    expect(pointInPolygon(shapePolygon('rhomboid', 200, 80), -90, -35)).toBe(true);
    expect(pointInPolygon(shapePolygon('right-rhomboid', 200, 80), -90, -35)).toBe(false);
    // A star has 10 corners, and the middle of its top edge lies between two arms.
    expect(shapePolygon('star', 100, 100).length).toBe(20);
  });

  it('writes into the array it is given', () => {
    const out = [1, 2, 3];
    expect(shapePolygon('triangle', 10, 10, out)).toBe(out);
    expect(out).toEqual([0, -5, 5, 5, -5, 5]);
  });
});
