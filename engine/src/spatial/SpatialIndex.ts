import { intersects, containsPoint, emptyBox, union, type Box } from '../geometry/Box';

/** Cell size of the grid in graph units: a few default nodes (250×100) per cell. */
export const DEFAULT_CELL_SIZE = 512;
/** Items spanning more cells than this live in a side list scanned on every query (long edges, huge nodes). */
const MAX_CELLS_PER_ITEM = 64;
// Cell coordinates are packed into one number key: cx and cy offset into [0, 2^21) so the key stays an exact integer.
const OFFSET = 1 << 20;
const SPAN = 1 << 21;

interface Entry {
  box: Box;
  /** Packed keys of the cells it is in; null for oversized items. */
  cells: number[] | null;
}

/**
 * A uniform-grid spatial hash of boxes by id. Insert, update and remove cost the cells an item covers; a query
 * costs the cells it covers plus the items found. Items are compared against their exact box, so results are
 * precise, not just cell-coarse. Used for culling and hit-testing (never one PixiJS interactive object per node).
 */
export class SpatialIndex {
  private readonly entries = new Map<string, Entry>();
  private readonly cells = new Map<number, Set<string>>();
  private readonly oversized = new Set<string>();
  /** Box around every item ever inserted since the last `clear` (grows only): a cheap "is all of it in view". */
  readonly bounds: Box = emptyBox();

  constructor(private readonly cellSize = DEFAULT_CELL_SIZE) {}

  /** Number of items. */
  get size(): number {
    return this.entries.size;
  }

  /** The stored box of an item. */
  get(id: string): Box | undefined {
    return this.entries.get(id)?.box;
  }

  /** Inserts or moves an item. */
  set(id: string, b: Box): void {
    const box = { minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY };
    const old = this.entries.get(id);
    if (old) this.unlink(id, old);
    const entry: Entry = { box, cells: null };
    union(this.bounds, box);
    const c0x = this.cell(box.minX);
    const c0y = this.cell(box.minY);
    const c1x = this.cell(box.maxX);
    const c1y = this.cell(box.maxY);
    if ((c1x - c0x + 1) * (c1y - c0y + 1) > MAX_CELLS_PER_ITEM) {
      this.oversized.add(id);
    } else {
      entry.cells = [];
      for (let cx = c0x; cx <= c1x; cx++) {
        for (let cy = c0y; cy <= c1y; cy++) {
          const key = (cx + OFFSET) * SPAN + (cy + OFFSET);
          let set = this.cells.get(key);
          if (!set) this.cells.set(key, (set = new Set()));
          set.add(id);
          entry.cells.push(key);
        }
      }
    }
    this.entries.set(id, entry);
  }

  /** Removes an item; unknown ids are ignored. */
  delete(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.unlink(id, entry);
    this.entries.delete(id);
  }

  /** Removes everything. */
  clear(): void {
    this.entries.clear();
    this.cells.clear();
    this.oversized.clear();
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
      // Zoomed far out: walking the occupied cells is cheaper than walking the query's empty ones.
      for (const [id, entry] of this.entries) if (intersects(entry.box, query)) out.add(id);
      return out;
    }
    for (let cx = c0x; cx <= c1x; cx++) {
      for (let cy = c0y; cy <= c1y; cy++) {
        const set = this.cells.get((cx + OFFSET) * SPAN + (cy + OFFSET));
        if (!set) continue;
        for (const id of set) {
          if (!out.has(id) && intersects(this.entries.get(id)!.box, query)) out.add(id);
        }
      }
    }
    for (const id of this.oversized) if (intersects(this.entries.get(id)!.box, query)) out.add(id);
    return out;
  }

  /** Clears `out` and fills it with the ids whose box contains the point. */
  queryPoint(x: number, y: number, out: Set<string>): Set<string> {
    out.clear();
    const set = this.cells.get((this.cell(x) + OFFSET) * SPAN + (this.cell(y) + OFFSET));
    if (set) for (const id of set) if (containsPoint(this.entries.get(id)!.box, x, y)) out.add(id);
    for (const id of this.oversized) if (containsPoint(this.entries.get(id)!.box, x, y)) out.add(id);
    return out;
  }

  /** Iterates every id with its box. */
  forEach(fn: (id: string, box: Box) => void): void {
    for (const [id, entry] of this.entries) fn(id, entry.box);
  }

  private cell(v: number): number {
    const c = Math.floor(v / this.cellSize);
    return Math.max(-OFFSET, Math.min(OFFSET - 1, c));
  }

  private unlink(id: string, entry: Entry): void {
    if (!entry.cells) {
      this.oversized.delete(id);
      return;
    }
    for (const key of entry.cells) {
      const set = this.cells.get(key);
      if (!set) continue;
      set.delete(id);
      if (set.size === 0) this.cells.delete(key);
    }
  }
}
