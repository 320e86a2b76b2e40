import type { MapEdge } from '../schema/edge';
import type { Operation } from '../ops/operation';
import type { PlacesSource } from './placesSource';
import { inSiblingOrder, SIBLING_ORDER_KEY } from '../pages/siblingOrderKey';
import type { EdgePlace, NodePlace } from './themeTypes';
import { NONE, PlaceTable } from './placeTable';
import { buildPlaces, drain } from './buildPlaces';
import { cyclePointThrough } from './placeCycles';

const UNKNOWN: NodePlace = { depth: 0, branch: -1, role: 'floating' };
const RELATIONSHIP: EdgePlace = { hierarchy: false, depth: 0, branch: -1 };

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
  /** One slot per node (see `PlaceTable`); built by `buildPlaces`. */
  private readonly t = new PlaceTable();

  private constructor() {}

  /** The places of `state`'s nodes and edges as the map is now. */
  static of(state: PlacesSource): MapPlaces {
    const places = new MapPlaces();
    drain(buildPlaces(places.t, state));
    return places;
  }

  /**
   * Builds the places of `state` a slice at a time (a million-node map takes most of a second): each `step` works
   * until its deadline and returns the places once they are complete, null before. The state must not change
   * meanwhile (`MapState` drops a builder when a transaction is applied).
   */
  static builder(state: PlacesSource): { step(deadline: number, now: () => number): MapPlaces | null } {
    const places = new MapPlaces();
    const steps = buildPlaces(places.t, state);
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
    const slot = this.t.slotOf.get(id);
    return slot === undefined ? UNKNOWN : this.t.placeAt(slot);
  }

  /** The edge's place: a tree branch when it is its target's first-parent edge. */
  edge(edge: MapEdge): EdgePlace {
    const { id, source, target } = edge.data;
    const t = this.t.slotOf.get(target);
    if (t === undefined || this.t.parentEdge[t] !== id) return RELATIONSHIP;
    const s = this.t.slotOf.get(source)!;
    return { hierarchy: true, depth: this.t.depth[s], branch: this.t.branch[t] };
  }

  /** How many nodes have `id` as their first parent (its children in the hierarchy). */
  childCount(id: string): number {
    const slot = this.t.slotOf.get(id);
    return slot === undefined ? 0 : this.t.children[slot];
  }

  /** The node's parent in the hierarchy (its first parent), or undefined for a root. */
  parentOf(id: string): string | undefined {
    const slot = this.t.slotOf.get(id);
    return slot === undefined || this.t.parent[slot] === NONE ? undefined : this.t.ids[this.t.parent[slot]];
  }

  /**
   * Follows `ops`, which `state` has just applied: re-links the nodes whose edges in changed, places them and
   * their subtrees again, and says what changed. Operations that touch no node or edge cost nothing.
   */
  follow(state: PlacesSource, ops: readonly Operation[]): PlaceChanges {
    const changes: PlaceChanges = { nodes: new Set(), edges: new Set() };
    const targets = new Set<string>();
    const renumber = new Set<string>();
    let structural = false;
    for (const op of ops) {
      if (op.type === 'document.update') return this.rebuild(state);
      if (op.type === 'node.add') {
        this.t.addSlot(op.node.data.id);
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
    if (state.nodes.size <= 2 || this.t.nodeCount <= 2 || ops.length > state.nodes.size / 4)
      return this.rebuild(state);
    // A removed edge may reopen a cycle that was cut: its cut point is linked again if it can be.
    if (structural) for (const id of this.t.cut) targets.add(id);
    for (const id of targets) this.relink(state, id, changes, renumber);
    for (const id of targets) this.cutCycleThrough(id, changes, renumber);
    for (const root of renumber) this.renumber(state, root, changes);
    for (const id of targets) {
      const slot = this.t.slotOf.get(id);
      if (slot !== undefined) this.placeSubtree(state, slot, changes);
    }
    return changes;
  }

  /** Places every node again (a loaded document, a settings change) and says which places changed. */
  rebuild(state: PlacesSource): PlaceChanges {
    const before = new Map<string, { place: NodePlace; parentEdge: string | undefined }>();
    for (const [id, slot] of this.t.slotOf)
      before.set(id, { place: this.t.placeAt(slot), parentEdge: this.t.parentEdge[slot] });
    drain(buildPlaces(this.t, state));
    const changes: PlaceChanges = { nodes: new Set(), edges: new Set() };
    for (const [id, slot] of this.t.slotOf) {
      const old = before.get(id);
      const edge = this.t.parentEdge[slot];
      if (old?.place !== this.t.placeAt(slot)) {
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

  // ---- following changes ---------------------------------------------------------------------------------

  private dropNode(id: string, changes: PlaceChanges, renumber: Set<string>): void {
    const slot = this.t.slotOf.get(id);
    if (slot === undefined) return;
    this.setParent(slot, NONE, undefined, changes, renumber);
    this.t.slotOf.delete(id);
    this.t.ids[slot] = undefined;
    this.t.cut.delete(id);
    this.t.nodeCount--;
    changes.nodes.add(id);
  }

  /** Links `id` to its first parent as the state has it now. */
  private relink(state: PlacesSource, id: string, changes: PlaceChanges, renumber: Set<string>): void {
    const t = this.t.slotOf.get(id);
    if (t === undefined || !state.nodes.has(id)) return;
    let parentSlot = NONE;
    let parentEdge: string | undefined;
    let incoming = false;
    for (const edge of state.incoming(id)) {
      const source = edge.data.source;
      if (source === id) continue;
      const s = this.t.slotOf.get(source);
      if (s === undefined) continue;
      incoming = true;
      parentSlot = s;
      parentEdge = edge.data.id;
      break;
    }
    this.setParent(t, parentSlot, parentEdge, changes, renumber);
    if (parentSlot === NONE && incoming) this.t.cut.add(id);
    else this.t.cut.delete(id);
  }

  private setParent(
    t: number,
    parentSlot: number,
    parentEdge: string | undefined,
    changes: PlaceChanges,
    renumber: Set<string>,
  ): void {
    const old = this.t.parent[t];
    const oldEdge = this.t.parentEdge[t];
    if (old === parentSlot && oldEdge === parentEdge) return;
    if (oldEdge) changes.edges.add(oldEdge);
    if (parentEdge) changes.edges.add(parentEdge);
    if (old !== NONE) {
      this.t.children[old]--;
      this.touchParent(old, changes, renumber);
    }
    this.t.parent[t] = parentSlot;
    this.t.parentEdge[t] = parentEdge;
    if (parentSlot !== NONE) {
      this.t.children[parentSlot]++;
      this.touchParent(parentSlot, changes, renumber);
    } else if (old !== NONE && this.t.ids[t] !== undefined) {
      // A node cut from its parent roots a tree of its own: its children are main topics, numbered anew.
      renumber.add(this.t.ids[t]!);
    }
  }

  /** A node gained or lost a child: a root's branches are numbered again, its role may change. */
  private touchParent(p: number, changes: PlaceChanges, renumber: Set<string>): void {
    if (this.t.parent[p] !== NONE || this.t.ids[p] === undefined) return;
    renumber.add(this.t.ids[p]!);
    if (this.t.setPlace(p, NONE)) changes.nodes.add(this.t.ids[p]!);
  }

  /** When `id`'s first parents lead back to it, cuts that cycle at its member first in map order. */
  private cutCycleThrough(id: string, changes: PlaceChanges, renumber: Set<string>): void {
    const start = this.t.slotOf.get(id);
    if (start === undefined) return;
    const first = cyclePointThrough(this.t, start);
    if (first === NONE) return;
    this.setParent(first, NONE, undefined, changes, renumber);
    this.t.cut.add(this.t.ids[first]!);
    this.touchParent(first, changes, renumber);
  }

  /** Numbers the children of root `id` again and places each branch whose number changed. */
  private renumber(state: PlacesSource, id: string, changes: PlaceChanges): void {
    const root = this.t.slotOf.get(id);
    if (root === undefined || this.t.parent[root] !== NONE) return;
    // The root first: its children are placed from its depth, which may have just become 0.
    if (this.t.setPlace(root, NONE)) changes.nodes.add(id);
    const kids: MapEdge[] = [];
    for (const edge of state.outgoing(id)) {
      const t = this.t.slotOf.get(edge.data.target);
      if (t !== undefined && this.t.parentEdge[t] === edge.data.id) kids.push(edge);
    }
    inSiblingOrder(kids).forEach((edge, index) => {
      const t = this.t.slotOf.get(edge.data.target)!;
      if (this.t.branch[t] === index && this.t.depth[t] === 1) return;
      this.t.branch[t] = index;
      this.placeSubtree(state, t, changes, true);
    });
  }

  /**
   * Places `slot` from its parent and walks down its tree branches, stopping where nothing changes (unless
   * `force`: the branch number was set from outside).
   */
  private placeSubtree(state: PlacesSource, slot: number, changes: PlaceChanges, force = false): void {
    const stack = [slot];
    let first = true;
    while (stack.length > 0) {
      const v = stack.pop()!;
      const id = this.t.ids[v];
      if (id === undefined) continue;
      const changed = this.t.setPlace(v, this.t.parent[v]);
      if (!changed && !(first && force)) {
        first = false;
        continue;
      }
      first = false;
      if (changed) {
        changes.nodes.add(id);
        const edge = this.t.parentEdge[v];
        if (edge) changes.edges.add(edge);
      }
      for (const edge of state.outgoing(id)) {
        const t = this.t.slotOf.get(edge.data.target);
        if (t !== undefined && this.t.parentEdge[t] === edge.data.id) stack.push(t);
      }
    }
  }
}
