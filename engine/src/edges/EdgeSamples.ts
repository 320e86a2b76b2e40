import { emptyBox, type Box } from '../geometry/Box';

/** An arrow head: tip position, unit direction it points to, length and half width. */
export interface ArrowHead {
  x: number;
  y: number;
  dx: number;
  dy: number;
  length: number;
  halfWidth: number;
}

/**
 * How an edge's eight control values read: `cubic` a Bézier through four points, `line` a straight segment
 * (the first two points), `taxi` a polyline through four points.
 */
export type { EdgePathKind } from '@mapa/model';
import { arrowHalfWidth, arrowLength, type EdgePathKind } from '@mapa/model';

/** Segments a Bézier edge is sampled into (for hit-testing, the selection outline and the label point). */
export const BEZIER_SEGMENTS = 24;
/** Most flat coordinates a sampled path holds. */
const MAX_FLOATS = (BEZIER_SEGMENTS + 1) * 2;

export { arrowLength } from '@mapa/model';

function arrowHead(): ArrowHead {
  return { x: 0, y: 0, dx: 0, dy: 0, length: 0, halfWidth: 0 };
}

/**
 * A reusable buffer holding one edge's path worked out from its control points (see `edgeControls`): the sampled
 * polyline trimmed where arrow heads sit, the arrow heads, the box covering both, and on request the label point.
 * The scene keeps only control points per edge and samples here when something needs more (indexing, the GPU
 * batch, hit-testing, labels), so a map of half a million edges holds no per-edge arrays. Contents stay valid
 * until the next `sample`.
 */
export class EdgeSamples {
  /** Flat [x0, y0, …]; the first `length` entries are the path. */
  readonly points = new Float64Array(MAX_FLOATS);
  length = 0;
  readonly arrows: readonly ArrowHead[] = [arrowHead(), arrowHead()];
  /** Arrow heads in use: the target's first, then the source's. */
  arrowCount = 0;
  readonly box: Box = emptyBox();
  /** The control points sampled (a copy) and how to read them. */
  readonly ctrl = new Float64Array(8);
  kind: EdgePathKind = 'line';
  // The path's ends before arrow heads trimmed them: the label point is measured on the untrimmed path.
  private headX = 0;
  private headY = 0;
  private tailX = 0;
  private tailY = 0;

  /**
   * Samples the path whose control points are `ctrl[at … at + 8)` with `arrows` heads (0–2), for a line `width`
   * wide at its source and `endWidth` at its target (each head sized by the width where it sits).
   */
  sample(
    kind: EdgePathKind,
    ctrl: ArrayLike<number>,
    at: number,
    arrows: number,
    width: number,
    endWidth = width,
  ): this {
    const c = this.ctrl;
    for (let i = 0; i < 8; i++) c[i] = ctrl[at + i];
    this.kind = kind;
    const p = this.points;
    if (kind === 'cubic') {
      for (let i = 0; i <= BEZIER_SEGMENTS; i++) {
        const t = i / BEZIER_SEGMENTS;
        const u = 1 - t;
        const a = u * u * u;
        const b = 3 * u * u * t;
        const d = 3 * u * t * t;
        const e = t * t * t;
        p[i * 2] = a * c[0] + b * c[2] + d * c[4] + e * c[6];
        p[i * 2 + 1] = a * c[1] + b * c[3] + d * c[5] + e * c[7];
      }
      this.length = MAX_FLOATS;
    } else {
      this.length = kind === 'line' ? 4 : 8;
      for (let i = 0; i < this.length; i++) p[i] = c[i];
    }
    const n = this.length;
    this.headX = p[0];
    this.headY = p[1];
    this.tailX = p[n - 2];
    this.tailY = p[n - 1];
    this.arrowCount = 0;
    if (arrows >= 1) this.addArrow(true, endWidth);
    if (arrows >= 2) this.addArrow(false, width);
    this.fillBox(Math.max(width, endWidth));
    return this;
  }

  /** The point half way along the untrimmed path (where the label goes), into `out`. */
  midpoint(out: { x: number; y: number }): { x: number; y: number } {
    const p = this.points;
    const n = this.length;
    // Measure on the untrimmed ends, then put the trimmed ones back.
    const hx = p[0];
    const hy = p[1];
    const tx = p[n - 2];
    const ty = p[n - 1];
    p[0] = this.headX;
    p[1] = this.headY;
    p[n - 2] = this.tailX;
    p[n - 1] = this.tailY;
    let total = 0;
    for (let i = 2; i < n; i += 2) total += Math.hypot(p[i] - p[i - 2], p[i + 1] - p[i - 1]);
    let rest = total / 2;
    out.x = p[0];
    out.y = p[1];
    for (let i = 2; i < n; i += 2) {
      const seg = Math.hypot(p[i] - p[i - 2], p[i + 1] - p[i - 1]);
      if (seg >= rest && seg > 0) {
        const k = rest / seg;
        out.x = p[i - 2] + (p[i] - p[i - 2]) * k;
        out.y = p[i - 1] + (p[i + 1] - p[i - 1]) * k;
        break;
      }
      rest -= seg;
    }
    p[0] = hx;
    p[1] = hy;
    p[n - 2] = tx;
    p[n - 1] = ty;
    return out;
  }

  /** A standalone copy of the sampled path (allocates: for the few edges a caller keeps). */
  toGeometry(): { points: number[]; arrows: ArrowHead[]; midX: number; midY: number; box: Box } {
    const mid = this.midpoint({ x: 0, y: 0 });
    return {
      points: Array.from(this.points.subarray(0, this.length)),
      arrows: this.arrows.slice(0, this.arrowCount).map((a) => ({ ...a })),
      midX: mid.x,
      midY: mid.y,
      box: { ...this.box },
    };
  }

  /** Builds the arrow at one end (`atEnd` true: the last point) and trims the line so it stops at the arrow base. */
  private addArrow(atEnd: boolean, width: number): void {
    const p = this.points;
    const n = this.length;
    const tipI = atEnd ? n - 2 : 0;
    const prevI = atEnd ? n - 4 : 2;
    const x = p[tipI];
    const y = p[tipI + 1];
    let dx = x - p[prevI];
    let dy = y - p[prevI + 1];
    const len = Math.hypot(dx, dy) || 1;
    dx /= len;
    dy /= len;
    const length = arrowLength(width);
    const arrow = this.arrows[this.arrowCount++];
    arrow.x = x;
    arrow.y = y;
    arrow.dx = dx;
    arrow.dy = dy;
    arrow.length = length;
    arrow.halfWidth = arrowHalfWidth(length, width);
    const back = Math.min(length * 0.9, len);
    p[tipI] = x - dx * back;
    p[tipI + 1] = y - dy * back;
  }

  private fillBox(width: number): void {
    let pad = width / 2;
    for (let k = 0; k < this.arrowCount; k++) pad = Math.max(pad, this.arrows[k].halfWidth);
    const p = this.points;
    const box = this.box;
    box.minX = Infinity;
    box.minY = Infinity;
    box.maxX = -Infinity;
    box.maxY = -Infinity;
    for (let i = 0; i < this.length; i += 2) {
      box.minX = Math.min(box.minX, p[i] - pad);
      box.maxX = Math.max(box.maxX, p[i] + pad);
      box.minY = Math.min(box.minY, p[i + 1] - pad);
      box.maxY = Math.max(box.maxY, p[i + 1] + pad);
    }
    for (let k = 0; k < this.arrowCount; k++) {
      const a = this.arrows[k];
      box.minX = Math.min(box.minX, a.x - pad);
      box.maxX = Math.max(box.maxX, a.x + pad);
      box.minY = Math.min(box.minY, a.y - pad);
      box.maxY = Math.max(box.maxY, a.y + pad);
    }
  }
}
