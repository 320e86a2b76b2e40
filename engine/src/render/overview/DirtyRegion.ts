import type { Box } from '../../geometry/Box';

/**
 * Texels added around every box: the anti-aliased fringe of shapes and edges, and edges never drawn thinner than
 * one pixel, reach a little beyond the boxes they are reported with.
 */
export const DIRTY_PAD_TEXELS = 3;
/** Past this many separate rectangles they are merged into one around them all (each costs a render pass). */
const MAX_RECTS = 8;

/**
 * The parts of the overview snapshot that changes since it was drawn have made stale: graph boxes turned into
 * rectangles of snapshot texels, merged where they overlap, clipped to the picture. `overflowed` means "too much
 * changed: redraw the whole picture".
 */
export class DirtyRegion {
  /** Rectangles as [x0, y0, x1, y1] in texels (x1, y1 exclusive), four numbers each. */
  readonly rects: number[] = [];
  /** Set when a change cannot be patched (a rebuild, too many records): the picture must be redrawn whole. */
  overflowed = false;
  private left = 0;
  private top = 0;
  private texelsPerUnit = 1;
  private width = 0;
  private height = 0;

  /** Starts empty for a picture of `width` × `height` texels whose top-left corner is graph (left, top). */
  reset(left: number, top: number, texelsPerUnit: number, width: number, height: number): void {
    this.left = left;
    this.top = top;
    this.texelsPerUnit = texelsPerUnit;
    this.width = width;
    this.height = height;
    this.clear();
  }

  /** Forgets every rectangle and the overflow. */
  clear(): void {
    this.rects.length = 0;
    this.overflowed = false;
  }

  /** True when nothing needs redrawing. */
  get empty(): boolean {
    return this.rects.length === 0 && !this.overflowed;
  }

  /** Marks the picture as needing a full redraw. */
  overflow(): void {
    this.overflowed = true;
  }

  /** Adds the texels graph box `box` covers (grown by DIRTY_PAD_TEXELS); boxes off the picture are ignored. */
  add(box: Box): void {
    if (this.overflowed || !(box.minX <= box.maxX && box.minY <= box.maxY)) return;
    const k = this.texelsPerUnit;
    let x0 = Math.max(0, Math.floor((box.minX - this.left) * k) - DIRTY_PAD_TEXELS);
    let y0 = Math.max(0, Math.floor((box.minY - this.top) * k) - DIRTY_PAD_TEXELS);
    let x1 = Math.min(this.width, Math.ceil((box.maxX - this.left) * k) + DIRTY_PAD_TEXELS);
    let y1 = Math.min(this.height, Math.ceil((box.maxY - this.top) * k) + DIRTY_PAD_TEXELS);
    if (x0 >= x1 || y0 >= y1) return;
    const r = this.rects;
    // Swallow every rectangle the new one meets, growing it, until it meets none.
    for (let i = 0; i < r.length;) {
      if (r[i] <= x1 && x0 <= r[i + 2] && r[i + 1] <= y1 && y0 <= r[i + 3]) {
        x0 = Math.min(x0, r[i]);
        y0 = Math.min(y0, r[i + 1]);
        x1 = Math.max(x1, r[i + 2]);
        y1 = Math.max(y1, r[i + 3]);
        r.splice(i, 4);
        i = 0;
      } else i += 4;
    }
    r.push(x0, y0, x1, y1);
    if (r.length > MAX_RECTS * 4) this.mergeAll();
  }

  /** Total texels the rectangles cover. */
  get area(): number {
    let a = 0;
    for (let i = 0; i < this.rects.length; i += 4)
      a += (this.rects[i + 2] - this.rects[i]) * (this.rects[i + 3] - this.rects[i + 1]);
    return a;
  }

  /** Writes the graph box texel rectangle `i` covers into `out`. */
  graphBox(i: number, out: Box): Box {
    const k = this.texelsPerUnit;
    out.minX = this.left + this.rects[i * 4] / k;
    out.minY = this.top + this.rects[i * 4 + 1] / k;
    out.maxX = this.left + this.rects[i * 4 + 2] / k;
    out.maxY = this.top + this.rects[i * 4 + 3] / k;
    return out;
  }

  private mergeAll(): void {
    const r = this.rects;
    let x0 = Infinity;
    let y0 = Infinity;
    let x1 = -Infinity;
    let y1 = -Infinity;
    for (let i = 0; i < r.length; i += 4) {
      x0 = Math.min(x0, r[i]);
      y0 = Math.min(y0, r[i + 1]);
      x1 = Math.max(x1, r[i + 2]);
      y1 = Math.max(y1, r[i + 3]);
    }
    r.length = 0;
    r.push(x0, y0, x1, y1);
  }
}
