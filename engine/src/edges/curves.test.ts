import { shapePolygon } from '@mapa/model';
import { arrowLength, clipToOutline, distanceToPolyline, edgeGeometry, type EdgeEnd } from './curves';

const end = (x: number, y: number): EdgeEnd => ({ x, y, outline: shapePolygon('rectangle', 100, 50) });

describe('edge curves', () => {
  it('clips at the node outline', () => {
    expect(clipToOutline(end(0, 0), 500, 0)).toEqual({ x: 50, y: 0 });
    const p = clipToOutline(end(0, 0), 0, -500);
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(-25);
  });

  it('draws a straight one-way edge from border to border with a target arrow', () => {
    const g = edgeGeometry(end(0, 0), end(400, 0), 'straight', 'one-way', 2);
    expect(g.points[0]).toBeCloseTo(50);
    expect(g.arrows).toHaveLength(1);
    expect(g.arrows[0].x).toBeCloseTo(350);
    expect(g.arrows[0].dx).toBeCloseTo(1);
    // The line stops at the arrow's base.
    expect(g.points[g.points.length - 2]).toBeLessThan(350);
    expect(g.midX).toBeCloseTo(200); // the label sits half way between the borders, arrow or not
    expect(350 - g.points[g.points.length - 2]).toBeCloseTo(arrowLength(2) * 0.9);
    expect(g.box.minX).toBeLessThanOrEqual(50);
    expect(g.box.maxX).toBeGreaterThanOrEqual(350);
  });

  it('puts arrows by direction: two-way both ends, none no arrow', () => {
    expect(edgeGeometry(end(0, 0), end(400, 0), 'bezier', 'two-way', 2).arrows).toHaveLength(2);
    expect(edgeGeometry(end(0, 0), end(400, 0), 'bezier', 'none', 2).arrows).toHaveLength(0);
  });

  it('bends a bezier between offset nodes and keeps its ends on the borders', () => {
    const g = edgeGeometry(end(0, 0), end(400, 300), 'bezier', 'none', 2);
    expect(g.points.length).toBeGreaterThan(10);
    const mid = { x: g.midX, y: g.midY };
    expect(mid.x).toBeCloseTo(200, 0);
    expect(mid.y).toBeCloseTo(150, 0);
    // Not a straight line: a quarter of the way the curve has moved more along x than y (handles follow x).
    const q = g.points.length / 4 - ((g.points.length / 4) % 2);
    expect(g.points[q] - g.points[0]).toBeGreaterThan(g.points[q + 1] - g.points[1]);
  });

  it('routes a taxi edge with right angles only', () => {
    const g = edgeGeometry(end(0, 0), end(400, 300), 'taxi', 'none', 2);
    for (let i = 2; i < g.points.length; i += 2) {
      const horizontal = Math.abs(g.points[i + 1] - g.points[i - 1]) < 1e-9;
      const vertical = Math.abs(g.points[i] - g.points[i - 2]) < 1e-9;
      expect(horizontal || vertical).toBe(true);
    }
  });

  it('measures the distance to a polyline', () => {
    expect(distanceToPolyline([0, 0, 100, 0], 50, 7)).toBeCloseTo(7);
    expect(distanceToPolyline([0, 0, 100, 0], 130, 40)).toBeCloseTo(50);
  });
});
