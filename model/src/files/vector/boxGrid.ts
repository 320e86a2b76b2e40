/** An axis-aligned box in graph units. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Cells per box, about: enough that a page or band query looks at few boxes, few enough to stay small. */
const BOXES_PER_CELL = 4;
/** Most cells one box is entered in; a box spanning more (a long edge across a huge map) goes to a spill list. */
const MAX_CELLS_PER_BOX = 4096;

/**
 * A uniform grid over boxes, for "which boxes touch this rectangle" in the order the boxes were given (drawing
 * order). Without it a PDF page or a PNG band scanned every box of the map: 900 pages × 200k boxes for a tall
 * 100k-node map. Cells are square, sized so there are about {@link BOXES_PER_CELL} boxes per cell, whatever the
 * map's shape.
 */
export class BoxGrid {
  private readonly cells: number[][];
  private readonly spill: number[] = [];
  private readonly cols: number;
  private readonly rows: number;
  private readonly size: number;

  constructor(
    private readonly boxes: readonly Box[],
    private readonly minX: number,
    private readonly minY: number,
    width: number,
    height: number,
  ) {
    const cellCount = Math.max(1, Math.ceil(boxes.length / BOXES_PER_CELL));
    this.size = Math.max(1, Math.sqrt((Math.max(width, 1) * Math.max(height, 1)) / cellCount));
    this.cols = Math.max(1, Math.ceil(width / this.size));
    this.rows = Math.max(1, Math.ceil(height / this.size));
    this.cells = Array.from({ length: this.cols * this.rows }, () => []);
    boxes.forEach((b, i) => {
      const [c0, c1, r0, r1] = this.span(b.x0, b.y0, b.x1, b.y1);
      if ((c1 - c0 + 1) * (r1 - r0 + 1) > MAX_CELLS_PER_BOX) {
        this.spill.push(i);
        return;
      }
      for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) this.cells[r * this.cols + c].push(i);
    });
  }

  /** Indices of the boxes touching the rectangle (edges included), ascending: the order they were given. */
  query(x0: number, y0: number, x1: number, y1: number): number[] {
    const [c0, c1, r0, r1] = this.span(x0, y0, x1, y1);
    const found: number[] = [];
    const touches = (i: number) => {
      const b = this.boxes[i];
      return b.x1 >= x0 && b.x0 <= x1 && b.y1 >= y0 && b.y0 <= y1;
    };
    for (let r = r0; r <= r1; r++)
      for (let c = c0; c <= c1; c++)
        for (const i of this.cells[r * this.cols + c]) if (touches(i)) found.push(i);
    for (const i of this.spill) if (touches(i)) found.push(i);
    found.sort((a, b) => a - b);
    // A box in several cells of the query is found once per cell.
    let n = 0;
    for (let k = 0; k < found.length; k++) if (k === 0 || found[k] !== found[k - 1]) found[n++] = found[k];
    found.length = n;
    return found;
  }

  /** First and last column and row a rectangle covers, clamped to the grid. */
  private span(x0: number, y0: number, x1: number, y1: number): [number, number, number, number] {
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.floor(v)));
    return [
      clamp((x0 - this.minX) / this.size, this.cols - 1),
      clamp((x1 - this.minX) / this.size, this.cols - 1),
      clamp((y0 - this.minY) / this.size, this.rows - 1),
      clamp((y1 - this.minY) / this.size, this.rows - 1),
    ];
  }
}
