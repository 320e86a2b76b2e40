import type { EdgeGeometry } from '../../edges/curves';

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

/** Samples `edgeGeometry` takes along a Bézier (its BEZIER_SEGMENTS + 1). */
const BEZIER_SAMPLES = 25;
const SEGMENTS = BEZIER_SAMPLES - 1;
// Samples used to recover the cubic: away from both ends, which arrow heads may have trimmed.
const FIT_AT = [1, 8, 16, 23];

/** Inverse of the 4×4 Bernstein matrix at the FIT_AT parameters, computed once by Gauss-Jordan elimination. */
const FIT_INVERSE: number[][] = (() => {
  const m = FIT_AT.map((i) => {
    const t = i / SEGMENTS;
    const u = 1 - t;
    return [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  });
  const inv = m.map((_, r) => m.map((__, c) => (r === c ? 1 : 0)));
  for (let c = 0; c < 4; c++) {
    let p = c;
    for (let r = c + 1; r < 4; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    [inv[c], inv[p]] = [inv[p], inv[c]];
    const d = m[c][c];
    for (let k = 0; k < 4; k++) {
      m[c][k] /= d;
      inv[c][k] /= d;
    }
    for (let r = 0; r < 4; r++) {
      if (r === c) continue;
      const f = m[r][c];
      for (let k = 0; k < 4; k++) {
        m[r][k] -= f * m[c][k];
        inv[r][k] -= f * inv[c][k];
      }
    }
  }
  return inv;
})();

function bezierAt(p: Float64Array, t: number, axis: 0 | 1): number {
  const u = 1 - t;
  return (
    u * u * u * p[axis] + 3 * u * u * t * p[2 + axis] + 3 * u * t * t * p[4 + axis] + t * t * t * p[6 + axis]
  );
}

/**
 * Turns an edge's sampled path back into what the shader draws, into `out` (reused). Béziers are recovered exactly
 * from four of their samples; the ends trimmed for arrow heads become the parameter range.
 */
export function edgeCurve(geometry: EdgeGeometry, out: EdgeCurve): EdgeCurve {
  const pts = geometry.points;
  const p = out.points;
  if (pts.length === BEZIER_SAMPLES * 2) {
    for (let axis = 0; axis < 2; axis++) {
      for (let r = 0; r < 4; r++) {
        let v = 0;
        for (let k = 0; k < 4; k++) v += FIT_INVERSE[r][k] * pts[FIT_AT[k] * 2 + axis];
        p[r * 2 + axis] = v;
      }
    }
    out.mode = 0;
    out.t0 = trimmedT(p, pts[0], pts[1], 0, 1 / SEGMENTS);
    out.t1 = trimmedT(p, pts[pts.length - 2], pts[pts.length - 1], 1, 1 - 1 / SEGMENTS);
    return out;
  }
  out.mode = 1;
  out.t0 = 0;
  out.t1 = 1;
  const n = pts.length / 2;
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
