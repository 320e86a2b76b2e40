import { emptyBox, union, type Box } from '../geometry/Box';

/** Cell size of the grid in graph units: a few default nodes (250×100) per cell. */
export const DEFAULT_CELL_SIZE = 512;
/** Items spanning more cells than this live in a side list scanned on every query (long edges, huge nodes). */
const MAX_CELLS_PER_ITEM = 64;
// Cell coordinates are packed into one number key: cx and cy offset into [0, 2^21) so the key stays an exact integer.
const OFFSET = 1 << 20;
const SPAN = 1 << 21;
const INITIAL_SLOTS = 1024;

/** One grid cell: slot numbers (some stale: moved away, removed, or repeated) and how many are live. */
interface Cell {
  items: number[];
  live: number;
}

/**
 * A uniform-grid spatial hash of boxes by id. Insert, update and remove cost the cells an item covers; a query
 * costs the cells it covers plus the items found. Items are compared against their exact box, so results are
 * precise, not just cell-coarse. Used for culling and hit-testing (never one PixiJS interactive object per node).
 *
 * Stored compactly for maps of hundreds of thousands of items: each id owns a slot, boxes live in one flat typed
 * array by slot, and cells are plain arrays of slot numbers, so no per-item objects are kept. A moved or removed
 * item is not searched out of its old cells: they only count it gone, queries test every entry against the
 * item's current box anyway, and a cell holding more stale entries than live ones is compacted when next added to
 * (amortised O(1) per change).
 */
export class SpatialIndex {
  private readonly slots = new Map<string, number>();
  /** Id by slot; null for a free slot. */
  private readonly ids: (string | null)[] = [];
  private readonly free: number[] = [];
  /** minX, minY, maxX, maxY by slot. */
  private boxes = new Float64Array(INITIAL_SLOTS * 4);
  /** Query stamp by slot: an item in several cells is tested once per query. */
  private seen = new Uint32Array(INITIAL_SLOTS);
  private stamp = 0;
  private readonly cells = new Map<number, Cell>();
  private readonly oversized = new Set<number>();
  private readonly scratch = emptyBox();
  /** Box around every item ever inserted since the last `clear` (grows only): a cheap "is all of it in view". */
  readonly bounds: Box = emptyBox();

  constructor(private readonly cellSize = DEFAULT_CELL_SIZE) {}

  /** Number of items. */
  get size(): number {
    return this.slots.size;
  }

  /** Entries held by all cells, stale ones included (for tests and diagnostics: stays within a constant of live). */
  get cellEntries(): number {
    let n = 0;
    for (const cell of this.cells.values()) n += cell.items.length;
    return n;
  }

  /** Slots handed out and not free: a removed item's slot goes to the next item inserted. */
  get slotsInUse(): number {
    return this.ids.length - this.free.length;
  }

  /**
   * The slot `id` holds, or -1: a small integer, stable while the item stays, that callers may key their own
   * per-item typed arrays by (the scene keeps edge paths so).
   */
  slotOf(id: string): number {
    return this.slots.get(id) ?? -1;
  }

  /** A copy of the stored box of an item. */
  get(id: string): Box | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.boxOf(slot, emptyBox());
  }

  /** The stored box of an item written into `out` (no allocation), or undefined. */
  getInto(id: string, out: Box): Box | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : this.boxOf(slot, out);
  }

  /** Inserts or moves an item; returns its slot. */
  set(id: string, box: Box): number {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.ids.length;
      if (slot === this.ids.length) this.ids.push(id);
      else this.ids[slot] = id;
      if (slot * 4 >= this.boxes.length) this.grow();
      this.slots.set(id, slot);
    } else {
      this.link(slot, false);
    }
    const at = slot * 4;
    this.boxes[at] = box.minX;
    this.boxes[at + 1] = box.minY;
    this.boxes[at + 2] = box.maxX;
    this.boxes[at + 3] = box.maxY;
    union(this.bounds, box);
    this.link(slot, true);
    return slot;
  }

  /** Removes an item; returns the slot it freed, or -1 for an unknown id. */
  delete(id: string): number {
    const slot = this.slots.get(id);
    if (slot === undefined) return -1;
    this.link(slot, false);
    this.slots.delete(id);
    this.ids[slot] = null;
    this.free.push(slot);
    return slot;
  }

  /** Removes everything. */
  clear(): void {
    this.slots.clear();
    this.ids.length = 0;
    this.free.length = 0;
    this.cells.clear();
    this.oversized.clear();
    this.boxes = new Float64Array(INITIAL_SLOTS * 4);
    this.seen = new Uint32Array(INITIAL_SLOTS);
    Object.assign(this.bounds, emptyBox());
  }

  /** Clears `out` and fills it with the ids whose box intersects `query`. */
  query(query: Box, out: Set<string>): Set<string> {
    out.clear();
    const c0x = this.cell(query.minX);
    const c0y = this.cell(query.minY);
    const c1x = this.cell(query.maxX);
    const c1y = this.cell(query.maxY);
    const cellCount = (c1x - c0x + 1) * (c1y - c0y + 1);
    if (cellCount > this.cells.size) {
      // Zoomed far out: walking the items is cheaper than walking the query's empty cells.
      for (let slot = 0; slot < this.ids.length; slot++) {
        const id = this.ids[slot];
        if (id !== null && this.meets(slot, query)) out.add(id);
      }
      return out;
    }
    const stamp = this.nextStamp();
    const seen = this.seen;
    for (let cx = c0x; cx <= c1x; cx++) {
      for (let cy = c0y; cy <= c1y; cy++) {
        const cell = this.cells.get((cx + OFFSET) * SPAN + (cy + OFFSET));
        if (!cell) continue;
        const items = cell.items;
        for (let i = 0; i < items.length; i++) {
          const slot = items[i];
          if (seen[slot] === stamp) continue;
          seen[slot] = stamp;
          const id = this.ids[slot];
          if (id !== null && this.meets(slot, query)) out.add(id);
        }
      }
    }
    for (const slot of this.oversized) if (this.meets(slot, query)) out.add(this.ids[slot]!);
    return out;
  }

  /** Clears `out` and fills it with the ids whose box contains the point. */
  queryPoint(x: number, y: number, out: Set<string>): Set<string> {
    out.clear();
    const cell = this.cells.get((this.cell(x) + OFFSET) * SPAN + (this.cell(y) + OFFSET));
    if (cell) {
      for (const slot of cell.items) {
        const id = this.ids[slot];
        // A slot can sit in a cell twice (it left and came back): a Set keeps one.
        if (id !== null && this.holds(slot, x, y)) out.add(id);
      }
    }
    for (const slot of this.oversized) if (this.holds(slot, x, y)) out.add(this.ids[slot]!);
    return out;
  }

  /** Iterates every id with its box; the box object is reused between calls (copy it to keep it). */
  forEach(fn: (id: string, box: Box) => void): void {
    for (let slot = 0; slot < this.ids.length; slot++) {
      const id = this.ids[slot];
      if (id !== null) fn(id, this.boxOf(slot, this.scratch));
    }
  }

  private boxOf(slot: number, out: Box): Box {
    const at = slot * 4;
    out.minX = this.boxes[at];
    out.minY = this.boxes[at + 1];
    out.maxX = this.boxes[at + 2];
    out.maxY = this.boxes[at + 3];
    return out;
  }

  private meets(slot: number, q: Box): boolean {
    const b = this.boxes;
    const at = slot * 4;
    return b[at] <= q.maxX && b[at + 2] >= q.minX && b[at + 1] <= q.maxY && b[at + 3] >= q.minY;
  }

  private holds(slot: number, x: number, y: number): boolean {
    const b = this.boxes;
    const at = slot * 4;
    return x >= b[at] && x <= b[at + 2] && y >= b[at + 1] && y <= b[at + 3];
  }

  /** Adds the slot to (or counts it gone from) the cells its stored box covers, or the oversized list. */
  private link(slot: number, add: boolean): void {
    const at = slot * 4;
    const c0x = this.cell(this.boxes[at]);
    const c0y = this.cell(this.boxes[at + 1]);
    const c1x = this.cell(this.boxes[at + 2]);
    const c1y = this.cell(this.boxes[at + 3]);
    if ((c1x - c0x + 1) * (c1y - c0y + 1) > MAX_CELLS_PER_ITEM) {
      if (add) this.oversized.add(slot);
      else this.oversized.delete(slot);
      return;
    }
    for (let cx = c0x; cx <= c1x; cx++) {
      for (let cy = c0y; cy <= c1y; cy++) {
        const key = (cx + OFFSET) * SPAN + (cy + OFFSET);
        let cell = this.cells.get(key);
        if (!add) {
          if (cell && --cell.live === 0) this.cells.delete(key);
          continue;
        }
        if (!cell) this.cells.set(key, (cell = { items: [], live: 0 }));
        else if (cell.items.length >= 2 * cell.live + 16) this.compact(cell, cx, cy);
        cell.items.push(slot);
        cell.live++;
      }
    }
  }

  /** Drops a cell's stale entries: free slots, items no longer covering it, repeats. */
  private compact(cell: Cell, cx: number, cy: number): void {
    const stamp = this.nextStamp();
    const { items } = cell;
    let kept = 0;
    for (let i = 0; i < items.length; i++) {
      const slot = items[i];
      if (this.seen[slot] === stamp || this.ids[slot] === null || !this.covers(slot, cx, cy)) continue;
      this.seen[slot] = stamp;
      items[kept++] = slot;
    }
    items.length = kept;
  }

  /** True when the slot's box links it into cell (cx, cy) (oversized items are linked into none). */
  private covers(slot: number, cx: number, cy: number): boolean {
    const at = slot * 4;
    const c0x = this.cell(this.boxes[at]);
    const c0y = this.cell(this.boxes[at + 1]);
    const c1x = this.cell(this.boxes[at + 2]);
    const c1y = this.cell(this.boxes[at + 3]);
    if ((c1x - c0x + 1) * (c1y - c0y + 1) > MAX_CELLS_PER_ITEM) return false;
    return cx >= c0x && cx <= c1x && cy >= c0y && cy <= c1y;
  }

  private nextStamp(): number {
    this.stamp++;
    if (this.stamp === 0xffffffff) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  private grow(): void {
    const boxes = new Float64Array(this.boxes.length * 2);
    boxes.set(this.boxes);
    this.boxes = boxes;
    const seen = new Uint32Array(this.seen.length * 2);
    seen.set(this.seen);
    this.seen = seen;
  }

  private cell(v: number): number {
    const c = Math.floor(v / this.cellSize);
    return Math.max(-OFFSET, Math.min(OFFSET - 1, c));
  }
}
