import type { Box } from '../../geometry/Box';

/** Side of the placer's grid cells, in screen px: about a short label's width. */
const CELL_PX = 64;

/**
 * The labels placed so far in one placement, as screen boxes in a uniform grid: `fits` tells whether a box stays
 * clear of all of them, `take` adds one. Labels are placed in priority order, so a label that would overlap one
 * placed before it is left out and no two labels drawn ever overlap. Arrays are kept from one placement to the
 * next (no allocation once warm).
 */
export class LabelPlacer {
  /** minX, minY, maxX, maxY of each placed box. */
  private boxes = new Float64Array(256);
  private count = 0;
  /** Placed boxes (their numbers) in each grid cell touched this placement. */
  private readonly cells = new Map<number, number[]>();
  private readonly spare: number[][] = [];

  /** Forgets every placed box. */
  reset(): void {
    this.count = 0;
    for (const list of this.cells.values()) {
      list.length = 0;
      this.spare.push(list);
    }
    this.cells.clear();
  }

  /** Number of boxes placed since `reset`. */
  get size(): number {
    return this.count;
  }

  /** True when `b` (screen px) overlaps no placed box. Boxes that only touch do not overlap. */
  fits(b: Box): boolean {
    const boxes = this.boxes;
    const x0 = cell(b.minX);
    const x1 = cell(b.maxX);
    const y0 = cell(b.minY);
    const y1 = cell(b.maxY);
    for (let cy = y0; cy <= y1; cy++)
      for (let cx = x0; cx <= x1; cx++) {
        const list = this.cells.get(key(cx, cy));
        if (!list) continue;
        for (const i of list) {
          const at = i * 4;
          if (
            b.minX < boxes[at + 2] &&
            b.maxX > boxes[at] &&
            b.minY < boxes[at + 3] &&
            b.maxY > boxes[at + 1]
          )
            return false;
        }
      }
    return true;
  }

  /** Adds `b` (screen px) to the placed boxes. */
  take(b: Box): void {
    if ((this.count + 1) * 4 > this.boxes.length) {
      const grown = new Float64Array(this.boxes.length * 2);
      grown.set(this.boxes);
      this.boxes = grown;
    }
    const i = this.count++;
    this.boxes[i * 4] = b.minX;
    this.boxes[i * 4 + 1] = b.minY;
    this.boxes[i * 4 + 2] = b.maxX;
    this.boxes[i * 4 + 3] = b.maxY;
    const x0 = cell(b.minX);
    const x1 = cell(b.maxX);
    const y0 = cell(b.minY);
    const y1 = cell(b.maxY);
    for (let cy = y0; cy <= y1; cy++)
      for (let cx = x0; cx <= x1; cx++) {
        const k = key(cx, cy);
        let list = this.cells.get(k);
        if (!list) {
          list = this.spare.pop() ?? [];
          this.cells.set(k, list);
        }
        list.push(i);
      }
  }
}

const cell = (px: number): number => Math.floor(px / CELL_PX);
// Exact integer key while |cx|, |cy| < 2^25 cells (screen boxes of a graph 10^9 px across).
const key = (cx: number, cy: number): number => (cx + 33554432) * 67108864 + (cy + 33554432);
