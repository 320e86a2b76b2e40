import type { NodePlace, NodeRole } from './themeTypes';

/** No slot: a root's parent, a node without a branch number. */
export const NONE = -1;
/** A sliced build (see `MapPlaces.builder`) checks its deadline every this many records (a power of two). */
const SLICE = 4096;
export const SLICE_MASK = SLICE - 1;
const ROLES: readonly NodeRole[] = ['central', 'main', 'sub', 'floating'];

/**
 * The arrays `MapPlaces` keeps per node, one slot each in the map's node order (new nodes go last, as in the
 * state's node list): first parent, first-parent edge, depth, branch, role, child count. Built by `buildPlaces`,
 * kept up to date by `MapPlaces.follow`.
 */
export class PlaceTable {
  readonly slotOf = new Map<string, number>();
  ids: (string | undefined)[] = [];
  parent = new Int32Array(0);
  parentEdge: (string | undefined)[] = [];
  depth = new Int32Array(0);
  branch = new Int32Array(0);
  role = new Uint8Array(0);
  children = new Int32Array(0);
  /** Nodes with an edge into them but no parent: the cut points of cycles, which a later change may join again. */
  readonly cut = new Set<string>();
  nodeCount = 0;
  private readonly interned = new Map<number, NodePlace>();

  /** Empties the table and makes room for `n` nodes, every one a root without a branch. */
  reset(n: number): void {
    this.slotOf.clear();
    this.cut.clear();
    this.ids = new Array(n);
    this.parent = new Int32Array(n).fill(NONE);
    this.parentEdge = new Array(n);
    this.depth = new Int32Array(n);
    this.branch = new Int32Array(n).fill(NONE);
    this.role = new Uint8Array(n);
    this.children = new Int32Array(n);
    this.nodeCount = n;
  }

  /** Depth, branch and role of `v` from its parent's (`above`, -1 for none); true when any of them changed. */
  setPlace(v: number, above: number): boolean {
    const depth = above === NONE ? 0 : this.depth[above] + 1;
    const branch = depth === 0 ? NONE : depth === 1 ? this.branch[v] : this.branch[above];
    const role = depth === 0 ? (this.children[v] > 0 || this.nodeCount === 1 ? 0 : 3) : depth === 1 ? 1 : 2;
    const changed = this.depth[v] !== depth || this.branch[v] !== branch || this.role[v] !== role;
    this.depth[v] = depth;
    this.branch[v] = depth === 0 ? NONE : branch;
    this.role[v] = role;
    return changed;
  }

  /** The place at `slot`, one shared object per distinct place. */
  placeAt(slot: number): NodePlace {
    const depth = this.depth[slot];
    const key = (depth * 4096 + (this.branch[slot] + 1)) * 4 + this.role[slot];
    let place = this.interned.get(key);
    if (!place) {
      place = { depth, branch: this.branch[slot], role: ROLES[this.role[slot]] };
      this.interned.set(key, place);
    }
    return place;
  }

  /** The slot of `id`, a new floating root at the end when it has none. */
  addSlot(id: string): number {
    const existing = this.slotOf.get(id);
    if (existing !== undefined) return existing;
    const slot = this.ids.length;
    if (slot >= this.parent.length) this.grow(Math.max(16, slot * 2));
    this.ids.push(id);
    this.parentEdge.push(undefined);
    this.slotOf.set(id, slot);
    this.parent[slot] = NONE;
    this.depth[slot] = 0;
    this.branch[slot] = NONE;
    this.role[slot] = 3;
    this.children[slot] = 0;
    this.nodeCount++;
    return slot;
  }

  private grow(size: number): void {
    const copy = <T extends Int32Array | Uint8Array>(from: T, make: (n: number) => T): T => {
      const to = make(size);
      to.set(from);
      return to;
    };
    this.parent = copy(this.parent, (n) => new Int32Array(n));
    this.depth = copy(this.depth, (n) => new Int32Array(n));
    this.branch = copy(this.branch, (n) => new Int32Array(n));
    this.role = copy(this.role, (n) => new Uint8Array(n));
    this.children = copy(this.children, (n) => new Int32Array(n));
  }
}
