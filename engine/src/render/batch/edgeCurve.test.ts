import type { EdgeCurve as CurveStyle, EdgeDirection } from '@mapa/model';
import { arrowCount, edgeControls, edgeGeometry, EdgeSamples, type EdgeEnd } from '../../edges/curves';
import { shapePolygon } from '@mapa/model';
import { edgeCurve, emptyEdgeCurve } from './edgeCurve';

const end = (x: number, y: number): EdgeEnd => ({ x, y, outline: shapePolygon('rectangle', 100, 50) });

/** The sampled path the scene hands the batch for an edge between two ends. */
function sampled(s: EdgeEnd, t: EdgeEnd, curve: CurveStyle, direction: EdgeDirection): EdgeSamples {
  const ctrl = new Float64Array(8);
  const kind = edgeControls(s, t, curve, ctrl, 0);
  return new EdgeSamples().sample(kind, ctrl, 0, arrowCount(direction), 2);
}

function at(c: ReturnType<typeof emptyEdgeCurve>, t: number): [number, number] {
  const p = c.points;
  const u = 1 - t;
  const b = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((k) => b.reduce((s, w, i) => s + w * p[i * 2 + k], 0)) as [number, number];
}

describe('edgeCurve', () => {
  it('recovers the exact Bézier of a curved edge: every sample lies on it', () => {
    const g = edgeGeometry(end(0, 0), end(400, 180), 'bezier', 'none', 2);
    const c = edgeCurve(sampled(end(0, 0), end(400, 180), 'bezier', 'none'), emptyEdgeCurve());
    expect(c.mode).toBe(0);
    expect(c.t0).toBeCloseTo(0, 12);
    expect(c.t1).toBeCloseTo(1, 12);
    for (let i = 0; i <= 24; i++) {
      const [x, y] = at(c, i / 24);
      expect(x).toBeCloseTo(g.points[i * 2], 6);
      expect(y).toBeCloseTo(g.points[i * 2 + 1], 6);
    }
  });

  it('turns the ends trimmed for arrow heads into the parameter range', () => {
    const g = edgeGeometry(end(0, 0), end(400, 180), 'bezier', 'two-way', 2);
    const c = edgeCurve(sampled(end(0, 0), end(400, 180), 'bezier', 'two-way'), emptyEdgeCurve());
    expect(c.t0).toBeGreaterThan(0);
    expect(c.t1).toBeLessThan(1);
    const [sx, sy] = at(c, c.t0);
    const [ex, ey] = at(c, c.t1);
    // The drawn curve starts and stops where the trimmed polyline does (within a fraction of a unit).
    expect(Math.hypot(sx - g.points[0], sy - g.points[1])).toBeLessThan(0.5);
    const n = g.points.length;
    expect(Math.hypot(ex - g.points[n - 2], ey - g.points[n - 1])).toBeLessThan(0.5);
  });

  it('draws straight and taxi edges as a polyline through their own points', () => {
    const straight = edgeCurve(sampled(end(0, 0), end(300, 0), 'straight', 'none'), emptyEdgeCurve());
    expect(straight.mode).toBe(1);
    expect([...straight.points]).toEqual([50, 0, 50 + 200 / 3, 0, 50 + 400 / 3, 0, 250, 0]);
    const g = edgeGeometry(end(0, 0), end(400, 200), 'taxi', 'none', 2);
    const taxi = edgeCurve(sampled(end(0, 0), end(400, 200), 'taxi', 'none'), emptyEdgeCurve());
    expect(taxi.mode).toBe(1);
    expect([...taxi.points]).toEqual(g.points);
  });
});
