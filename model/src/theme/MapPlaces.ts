import type { MapEdge } from '../schema/edge';
import type { Operation } from '../ops/operation';
import type { MapState } from '../state/MapState';
import { inSiblingOrder, SIBLING_ORDER_KEY } from '../pages/siblingOrderKey';
import type { EdgePlace, NodePlace, NodeRole } from './themeTypes';

const UNKNOWN: NodePlace = { depth: 0, branch: -1, role: 'floating' };
const RELATIONSHIP: EdgePlace = { hierarchy: false, depth: 0, branch: -1 };
const ROLES: readonly NodeRole[] = ['central', 'main', 'sub', 'floating'];
const NONE = -1;
/** A sliced build (see `MapPlaces.builder`) checks its deadline every this many records (a power of two). */
const SLICE = 4096;
const SLICE_MASK = SLICE - 1;

/** Runs a build to its end. */
function drain(steps: Generator<void, void, void>): void {
  while (!steps.next().done);
}

/** What a change moved: the nodes whose place changed and the edges whose place may have. */
export interface PlaceChanges {
  nodes: Set<string>;
  edges: Set<string>;
}

/**
 * Where every node of a map sits in its hierarchy (depth, first-level branch, role) and which edges are tree
 * branches: what themes and template presentations style nodes and edges by (issue 34).
 *
 * A node's parent is its first parent: the source of the first edge into it, in edge order (as breadcrumbs and
 * the text view read it); that edge is its tree branch, every other edge a relationship. A cycle of first parents
 * that no root reaches is cut at its member that comes first in map order, which becomes a root. First-level
 * branches are numbered in sibling order under each root; their descendants take the same number.
 *
 * Built in passes over the node and edge lists, without the adjacency index (which a big map builds only once it
 * is drawn); then kept up to date by {@link follow}, which costs what the operations touch: the nodes whose first
 * parent changed and their subtrees (a root's every branch when its branches are numbered anew).
 */
export class MapPlaces {
  /** Slots follow the map's node order (new nodes go last, as in the state's node list). */
  private readonly slotOf = new Map<string, number>();
  private ids: (string | undefined)[] = [];
  private parent = new Int32Array(0);
  private parentEdge: (string | undefined)[] = [];
  private depth = new Int32Array(0);
  private branch = new Int32Array(0);
  private role = new Uint8Array(0);
  private children = new Int32Array(0);
  /** Nodes with an edge into them but no parent: the cut points of cycles, which a later change may join again. */
  private readonly cut = new Set<string>();
  private readonly interned = new Map<number, NodePlace>();
  private nodeCount = 0;

  private constructor() {}

  /** The places of `state`'s nodes and edges as the map is now. */
  static of(state: MapState): MapPlaces {
    const places = new MapPlaces();
    drain(places.build(state));
    return places;
  }

  /**
   * Builds the places of `state` a slice at a time (a million-node map takes most of a second): each `step` works
   * until its deadline and returns the places once they are complete, null before. The state must not change
   * meanwhile (`MapState` drops a builder when a transaction is applied).
   */
  static builder(state: MapState): { step(deadline: number, now: () => number): MapPlaces | null } {
    const places = new MapPlaces();
    const steps = places.build(state);
    let done = false;
    return {
      step(deadline, now) {
        while (!done) {
          done = steps.next().done === true;
          if (!done && now() >= deadline) return null;
        }
        return places;
      },
    };
  }

  /** The node's place; a node the map does not have looks like a floating topic. */
  node(id: string): NodePlace {
    const slot = this.slotOf.get(id);
    return slot === undefined ? UNKNOWN : this.placeAt(slot);
  }

  /** The edge's place: a tree branch when it is its target's first-parent edge. */
  edge(edge: MapEdge): EdgePlace {
    const { id, source, target } = edge.data;
    const t = this.slotOf.get(target);
    if (t === undefined || this.parentEdge[t] !== id) return RELATIONSHIP;
    const s = this.slotOf.get(source)!;
    return { hierarchy: true, depth: this.depth[s], branch: this.branch[t] };
  }

  /** How many nodes have `id` as their first parent (its children in the hierarchy). */
  childCount(id: string): number {
    const slot = this.slotOf.get(id);
    return slot === undefined ? 0 : this.children[slot];
  }

  /** The node's parent in the hierarchy (its first parent), or undefined for a root. */
  parentOf(id: string): string | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined || this.parent[slot] === NONE ? undefined : this.ids[this.parent[slot]];
  }

  /**
   * Follows `ops`, which `state` has just applied: re-links the nodes whose edges in changed, places them and
   * their subtrees again, and says what changed. Operations that touch no node or edge cost nothing.
   */
  follow(state: MapState, ops: readonly Operation[]): PlaceChanges {
    const changes: PlaceChanges = { nodes: new Set(), edges: new Set() };
    const targets = new Set<string>();
    const renumber = new Set<string>();
    let structural = false;
    for (const op of ops) {
      if (op.type === 'document.update') return this.rebuild(state);
      if (op.type === 'node.add') {
        this.addSlot(op.node.data.id);
        targets.add(op.node.data.id);
        structural = true;
      } else if (op.type === 'node.remove') {
        this.dropNode(op.node.data.id, changes, renumber);
        structural = true;
      } else if (op.type === 'edge.add') {
        targets.add(op.edge.data.target);
        structural = true;
      } else if (op.type === 'edge.remove') {
        targets.add(op.edge.data.target);
        structural = true;
      } else if (op.type === 'edge.update') {
        const { from, to } = op;
        if (from.data.source !== to.data.source || from.data.target !== to.data.target) {
          targets.add(from.data.target);
          targets.add(to.data.target);
          structural = true;
        } else if (from.data[SIBLING_ORDER_KEY] !== to.data[SIBLING_ORDER_KEY]) renumber.add(to.data.source);
      }
    }
    if (!structural && renumber.size === 0) return changes;
    // A map of one node draws it as a central topic, of two not; a change touching much of a map (an import)
    // costs less built again whole.
    if (state.nodes.size <= 2 || this.nodeCount <= 2 || ops.length > state.nodes.size / 4)
      return this.rebuild(state);
    // A removed edge may reopen a cycle that was cut: its cut point is linked again if it can be.
    if (structural) for (const id of this.cut) targets.add(id);
    for (const id of targets) this.relink(state, id, changes, renumber);
    for (const id of targets) this.cutCycleThrough(id, changes, renumber);
    for (const root of renumber) this.renumber(state, root, changes);
    for (const id of targets) {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) this.placeSubtree(state, slot, changes);
    }
    return changes;
  }

  /** Places every node again (a loaded document, a settings change) and says which places changed. */
  rebuild(state: MapState): PlaceChanges {
    const before = new Map<string, { place: NodePlace; parentEdge: string | undefined }>();
    for (const [id, slot] of this.slotOf)
      before.set(id, { place: this.placeAt(slot), parentEdge: this.parentEdge[slot] });
    drain(this.build(state));
    const changes: PlaceChanges = { nodes: new Set(), edges: new Set() };
    for (const [id, slot] of this.slotOf) {
      const old = before.get(id);
      const edge = this.parentEdge[slot];
      if (old?.place !== this.placeAt(slot)) {
        changes.nodes.add(id);
        if (edge) changes.edges.add(edge);
      }
      if (old?.parentEdge !== edge) {
        if (edge) changes.edges.add(edge);
        if (old?.parentEdge) changes.edges.add(old.parentEdge);
      }
    }
    return changes;
  }

  // ---- building ------------------------------------------------------------------------------------------

  /** Builds everything anew, yielding every {@link SLICE} records or so (see {@link builder}). */
  private *build(state: MapState): Generator<void, void, void> {
    const n = state.nodes.size;
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
    let slot = 0;
    for (const id of state.nodes.keys()) {
      this.slotOf.set(id, slot);
      this.ids[slot++] = id;
      if ((slot & SLICE_MASK) === 0) yield;
    }
    const hasIncoming = new Uint8Array(n);
    const order = new Int32Array(n);
    let edgeNumber = 0;
    for (const edge of state.edges.values()) {
      if ((++edgeNumber & SLICE_MASK) === 0) yield;
      const { id, source, target } = edge.data;
      if (source === target) continue;
      const s = this.slotOf.get(source);
      const t = this.slotOf.get(target);
      if (s === undefined || t === undefined) continue;
      hasIncoming[t] = 1;
      if (this.parent[t] !== NONE) continue;
      this.parent[t] = s;
      this.parentEdge[t] = id;
      order[t] = edgeNumber;
    }
    yield* this.cutAllCycles();
    for (let t = 0; t < n; t++) {
      if (this.parent[t] !== NONE) this.children[this.parent[t]]++;
      else if (hasIncoming[t]) this.cut.add(this.ids[t]!);
    }
    yield;
    this.numberAllBranches(state, order);
    yield;
    yield* this.placeAll();
  }

  /** Cuts every cycle of first parents at its member first in map order (slot order). */
  private *cutAllCycles(): Generator<void, void, void> {
    const n = this.ids.length;
    const mark = new Uint8Array(n); // 0 unvisited, 1 on the current path, 2 done
    const path: number[] = [];
    for (let start = 0; start < n; start++) {
      if ((start & SLICE_MASK) === SLICE_MASK) yield;
      let at = start;
      while (at !== NONE && mark[at] === 0) {
        mark[at] = 1;
        path.push(at);
        at = this.parent[at];
      }
      if (at !== NONE && mark[at] === 1) {
        let first = at;
        for (let i = path.indexOf(at); i < path.length; i++) if (path[i] < first) first = path[i];
        this.parent[first] = NONE;
        this.parentEdge[first] = undefined;
      }
      for (const v of path) mark[v] = 2;
      path.length = 0;
    }
  }

  /** Numbers each root's children: by sibling order, then edge order. */
  private numberAllBranches(state: MapState, order: Int32Array): void {
    const byRoot = new Map<number, number[]>();
    for (let t = 0; t < this.ids.length; t++) {
      const p = this.parent[t];
      if (p === NONE || this.parent[p] !== NONE) continue;
      const list = byRoot.get(p);
      if (list) list.push(t);
      else byRoot.set(p, [t]);
    }
    for (const kids of byRoot.values()) {
      const edges = kids.sort((a, b) => order[a] - order[b]).map((t) => state.getEdge(this.parentEdge[t]!)!);
      inSiblingOrder(edges).forEach(
        (edge, index) => (this.branch[this.slotOf.get(edge.data.target)!] = index),
      );
    }
  }

  private *placeAll(): Generator<void, void, void> {
    const n = this.ids.length;
    const placed = new Uint8Array(n);
    const path: number[] = [];
    for (let start = 0; start < n; start++) {
      if ((start & SLICE_MASK) === SLICE_MASK) yield;
      let at = start;
      while (at !== NONE && !placed[at]) {
        path.push(at);
        at = this.parent[at];
      }
      while (path.length > 0) {
        const v = path.pop()!;
        this.setPlace(v, at === NONE ? -1 : at);
        placed[v] = 1;
        at = v;
      }
    }
  }

  /** Depth, branch and role of `v` from its parent's (`above`, -1 for none); true when any of them changed. */
  private setPlace(v: number, above: number): boolean {
    const depth = above === NONE ? 0 : this.depth[above] + 1;
    const branch = depth === 0 ? NONE : depth === 1 ? this.branch[v] : this.branch[above];
    const role = depth === 0 ? (this.children[v] > 0 || this.nodeCount === 1 ? 0 : 3) : depth === 1 ? 1 : 2;
    const changed = this.depth[v] !== depth || this.branch[v] !== branch || this.role[v] !== role;
    this.depth[v] = depth;
    this.branch[v] = depth === 0 ? NONE : branch;
    this.role[v] = role;
    return changed;
  }

  private placeAt(slot: number): NodePlace {
    const depth = this.depth[slot];
    const key = (depth * 4096 + (this.branch[slot] + 1)) * 4 + this.role[slot];
    let place = this.interned.get(key);
    if (!place) {
      place = { depth, branch: this.branch[slot], role: ROLES[this.role[slot]] };
      this.interned.set(key, place);
    }
    return place;
  }

  // ---- following changes ---------------------------------------------------------------------------------

  private addSlot(id: string): number {
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

  private dropNode(id: string, changes: PlaceChanges, renumber: Set<string>): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.setParent(slot, NONE, undefined, changes, renumber);
    this.slotOf.delete(id);
    this.ids[slot] = undefined;
    this.cut.delete(id);
    this.nodeCount--;
    changes.nodes.add(id);
  }

  /** Links `id` to its first parent as the state has it now. */
  private relink(state: MapState, id: string, changes: PlaceChanges, renumber: Set<string>): void {
    const t = this.slotOf.get(id);
    if (t === undefined || !state.nodes.has(id)) return;
    let parentSlot = NONE;
    let parentEdge: string | undefined;
    let incoming = false;
    for (const edge of state.incoming(id)) {
      const source = edge.data.source;
      if (source === id) continue;
      const s = this.slotOf.get(source);
      if (s === undefined) continue;
      incoming = true;
      parentSlot = s;
      parentEdge = edge.data.id;
      break;
    }
    this.setParent(t, parentSlot, parentEdge, changes, renumber);
    if (parentSlot === NONE && incoming) this.cut.add(id);
    else this.cut.delete(id);
  }

  private setParent(
    t: number,
    parentSlot: number,
    parentEdge: string | undefined,
    changes: PlaceChanges,
    renumber: Set<string>,
  ): void {
    const old = this.parent[t];
    const oldEdge = this.parentEdge[t];
    if (old === parentSlot && oldEdge === parentEdge) return;
    if (oldEdge) changes.edges.add(oldEdge);
    if (parentEdge) changes.edges.add(parentEdge);
    if (old !== NONE) {
      this.children[old]--;
      this.touchParent(old, changes, renumber);
    }
    this.parent[t] = parentSlot;
    this.parentEdge[t] = parentEdge;
    if (parentSlot !== NONE) {
      this.children[parentSlot]++;
      this.touchParent(parentSlot, changes, renumber);
    } else if (old !== NONE && this.ids[t] !== undefined) {
      // A node cut from its parent roots a tree of its own: its children are main topics, numbered anew.
      renumber.add(this.ids[t]!);
    }
  }

  /** A node gained or lost a child: a root's branches are numbered again, its role may change. */
  private touchParent(p: number, changes: PlaceChanges, renumber: Set<string>): void {
    if (this.parent[p] !== NONE || this.ids[p] === undefined) return;
    renumber.add(this.ids[p]!);
    if (this.setPlace(p, NONE)) changes.nodes.add(this.ids[p]!);
  }

  /** When `id`'s first parents lead back to it, cuts that cycle at its member first in map order. */
  private cutCycleThrough(id: string, changes: PlaceChanges, renumber: Set<string>): void {
    const start = this.slotOf.get(id);
    if (start === undefined) return;
    const members: number[] = [];
    let at = this.parent[start];
    let steps = 0;
    while (at !== NONE && at !== start && steps++ <= this.ids.length) {
      members.push(at);
      at = this.parent[at];
    }
    if (at !== start) return;
    let first = start;
    for (const v of members) if (v < first) first = v;
    this.setParent(first, NONE, undefined, changes, renumber);
    this.cut.add(this.ids[first]!);
    this.touchParent(first, changes, renumber);
  }

  /** Numbers the children of root `id` again and places each branch whose number changed. */
  private renumber(state: MapState, id: string, changes: PlaceChanges): void {
    const root = this.slotOf.get(id);
    if (root === undefined || this.parent[root] !== NONE) return;
    // The root first: its children are placed from its depth, which may have just become 0.
    if (this.setPlace(root, NONE)) changes.nodes.add(id);
    const kids: MapEdge[] = [];
    for (const edge of state.outgoing(id)) {
      const t = this.slotOf.get(edge.data.target);
      if (t !== undefined && this.parentEdge[t] === edge.data.id) kids.push(edge);
    }
    inSiblingOrder(kids).forEach((edge, index) => {
      const t = this.slotOf.get(edge.data.target)!;
      if (this.branch[t] === index && this.depth[t] === 1) return;
      this.branch[t] = index;
      this.placeSubtree(state, t, changes, true);
    });
  }

  /**
   * Places `slot` from its parent and walks down its tree branches, stopping where nothing changes (unless
   * `force`: the branch number was set from outside).
   */
  private placeSubtree(state: MapState, slot: number, changes: PlaceChanges, force = false): void {
    const stack = [slot];
    let first = true;
    while (stack.length > 0) {
      const v = stack.pop()!;
      const id = this.ids[v];
      if (id === undefined) continue;
      const changed = this.setPlace(v, this.parent[v]);
      if (!changed && !(first && force)) {
        first = false;
        continue;
      }
      first = false;
      if (changed) {
        changes.nodes.add(id);
        const edge = this.parentEdge[v];
        if (edge) changes.edges.add(edge);
      }
      for (const edge of state.outgoing(id)) {
        const t = this.slotOf.get(edge.data.target);
        if (t !== undefined && this.parentEdge[t] === edge.data.id) stack.push(t);
      }
    }
  }
}
