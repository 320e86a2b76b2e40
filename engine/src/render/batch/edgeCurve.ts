import { BEZIER_SEGMENTS, type EdgeSamples } from '../../edges/EdgeSamples';

/**
 * The drawn curve of an edge in the form the edge shader evaluates: four points and a parameter range. `mode` 0 is
 * a cubic Bézier (p0…p3, drawn for t in [t0, t1]); mode 1 a polyline p0→p1→p2→p3 (straight and taxi edges).
 */
export interface EdgeCurve {
  points: Float64Array;
  t0: number;
  t1: number;
  mode: 0 | 1;
}

const SEGMENTS = BEZIER_SEGMENTS;

function bezierAt(p: Float64Array, t: number, axis: 0 | 1): number {
  const u = 1 - t;
  return (
    u * u * u * p[axis] + 3 * u * u * t * p[2 + axis] + 3 * u * t * t * p[4 + axis] + t * t * t * p[6 + axis]
  );
}

/**
 * Turns an edge's sampled path into what the shader draws, into `out` (reused). A Bézier keeps its own control
 * points; the ends trimmed for arrow heads become the parameter range.
 */
export function edgeCurve(path: EdgeSamples, out: EdgeCurve): EdgeCurve {
  const pts = path.points;
  const n = path.length / 2;
  const p = out.points;
  if (path.kind === 'cubic') {
    for (let i = 0; i < 8; i++) p[i] = path.ctrl[i];
    out.mode = 0;
    out.t0 = trimmedT(p, pts[0], pts[1], 0, 1 / SEGMENTS);
    out.t1 = trimmedT(p, pts[n * 2 - 2], pts[n * 2 - 1], 1, 1 - 1 / SEGMENTS);
    return out;
  }
  out.mode = 1;
  out.t0 = 0;
  out.t1 = 1;
  if (n >= 4) {
    for (let i = 0; i < 8; i++) p[i] = pts[i];
  } else {
    // A straight edge: the polyline's inner points at thirds.
    const ax = pts[0];
    const ay = pts[1];
    const bx = pts[n * 2 - 2];
    const by = pts[n * 2 - 1];
    p[0] = ax;
    p[1] = ay;
    p[2] = ax + (bx - ax) / 3;
    p[3] = ay + (by - ay) / 3;
    p[4] = ax + ((bx - ax) * 2) / 3;
    p[5] = ay + ((by - ay) * 2) / 3;
    p[6] = bx;
    p[7] = by;
  }
  return out;
}

/**
 * Parameter of the point (x, y), which lies on the chord between the curve at `tEnd` (an end) and at `tIn` (the
 * next sample): the end when untrimmed, further in when an arrow head trimmed it.
 */
function trimmedT(p: Float64Array, x: number, y: number, tEnd: number, tIn: number): number {
  const ex = bezierAt(p, tEnd, 0);
  const ey = bezierAt(p, tEnd, 1);
  const chord = Math.hypot(bezierAt(p, tIn, 0) - ex, bezierAt(p, tIn, 1) - ey);
  if (chord < 1e-9) return tEnd;
  const k = Math.min(1, Math.hypot(x - ex, y - ey) / chord);
  return tEnd + (tIn - tEnd) * k;
}

/** A fresh curve record to reuse with `edgeCurve`. */
export function emptyEdgeCurve(): EdgeCurve {
  return { points: new Float64Array(8), t0: 0, t1: 1, mode: 0 };
}
