/** Largest side of one slice of a progressively drawn picture, in texels. */
export const SLICE_TEXELS = 512;
/** Main-thread time a frame may spend drawing slices; the first slice always draws, so every frame progresses. */
export const SLICE_BUDGET_MS = 10;

/**
 * Cuts a picture of `width` × `height` texels into slices of at most SLICE_TEXELS a side and hands them out in
 * order, so a big picture is drawn a few slices per frame instead of in one long task.
 */
export class SliceSchedule {
  private readonly cols: number;
  private readonly rows: number;
  private nextIndex = 0;

  constructor(
    private readonly width: number,
    private readonly height: number,
    slice = SLICE_TEXELS,
  ) {
    this.cols = Math.max(1, Math.ceil(width / slice));
    this.rows = Math.max(1, Math.ceil(height / slice));
  }

  /** Number of slices in all. */
  get total(): number {
    return this.cols * this.rows;
  }

  /** Slices handed out so far. */
  get drawn(): number {
    return this.nextIndex;
  }

  /** True once every slice has been handed out. */
  get done(): boolean {
    return this.nextIndex >= this.total;
  }

  /** Writes the next slice as [x0, y0, x1, y1] texels (x1, y1 exclusive) into `out`; false when none is left. */
  next(out: number[]): boolean {
    if (this.done) return false;
    const col = this.nextIndex % this.cols;
    const row = Math.floor(this.nextIndex / this.cols);
    this.nextIndex++;
    out[0] = Math.floor((col * this.width) / this.cols);
    out[1] = Math.floor((row * this.height) / this.rows);
    out[2] = Math.floor(((col + 1) * this.width) / this.cols);
    out[3] = Math.floor(((row + 1) * this.height) / this.rows);
    return true;
  }

  /**
   * Draws slices with `draw` until none is left or `budgetMs` has passed on `now` (at least one, so a frame always
   * progresses); `budgetMs` Infinity finishes the picture. Returns the number drawn.
   */
  run(draw: (rect: readonly number[]) => void, now: () => number, budgetMs = SLICE_BUDGET_MS): number {
    const start = now();
    const rect = [0, 0, 0, 0];
    let n = 0;
    while ((n === 0 || now() - start < budgetMs) && this.next(rect)) {
      draw(rect);
      n++;
    }
    return n;
  }
}
