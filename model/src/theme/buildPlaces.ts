import type { PlacesSource } from './placesSource';
import { inSiblingOrder } from '../pages/siblingOrderKey';
import { NONE, SLICE_MASK, type PlaceTable } from './placeTable';
import { cutAllCycles } from './placeCycles';

/** Runs a build to its end. */
export function drain(steps: Generator<void, void, void>): void {
  while (!steps.next().done);
}

/**
 * Fills `t` anew from `state` in passes over the node and edge lists, without the adjacency index (which a big
 * map builds only once it is drawn), yielding every 4096 records or so (see `MapPlaces.builder`): each
 * node's first parent, cycles cut, the roots' branches numbered, then every node placed.
 */
export function* buildPlaces(t: PlaceTable, state: PlacesSource): Generator<void, void, void> {
  const n = state.nodes.size;
  t.reset(n);
  let slot = 0;
  for (const id of state.nodes.keys()) {
    t.slotOf.set(id, slot);
    t.ids[slot++] = id;
    if ((slot & SLICE_MASK) === 0) yield;
  }
  const hasIncoming = new Uint8Array(n);
  const order = new Int32Array(n);
  let edgeNumber = 0;
  for (const edge of state.edges.values()) {
    if ((++edgeNumber & SLICE_MASK) === 0) yield;
    const { id, source, target } = edge.data;
    if (source === target) continue;
    const s = t.slotOf.get(source);
    const v = t.slotOf.get(target);
    if (s === undefined || v === undefined) continue;
    hasIncoming[v] = 1;
    if (t.parent[v] !== NONE) continue;
    t.parent[v] = s;
    t.parentEdge[v] = id;
    order[v] = edgeNumber;
  }
  yield* cutAllCycles(t);
  for (let v = 0; v < n; v++) {
    if (t.parent[v] !== NONE) t.children[t.parent[v]]++;
    else if (hasIncoming[v]) t.cut.add(t.ids[v]!);
  }
  yield;
  numberAllBranches(t, state, order);
  yield;
  yield* placeAll(t);
}

/** Numbers each root's children: by sibling order, then edge order. */
function numberAllBranches(t: PlaceTable, state: PlacesSource, order: Int32Array): void {
  const byRoot = new Map<number, number[]>();
  for (let v = 0; v < t.ids.length; v++) {
    const p = t.parent[v];
    if (p === NONE || t.parent[p] !== NONE) continue;
    const list = byRoot.get(p);
    if (list) list.push(v);
    else byRoot.set(p, [v]);
  }
  for (const kids of byRoot.values()) {
    const edges = kids.sort((a, b) => order[a] - order[b]).map((v) => state.getEdge(t.parentEdge[v]!)!);
    inSiblingOrder(edges).forEach((edge, index) => (t.branch[t.slotOf.get(edge.data.target)!] = index));
  }
}

/** Places every node from its first parents down, each once. */
function* placeAll(t: PlaceTable): Generator<void, void, void> {
  const n = t.ids.length;
  const placed = new Uint8Array(n);
  const path: number[] = [];
  for (let start = 0; start < n; start++) {
    if ((start & SLICE_MASK) === SLICE_MASK) yield;
    let at = start;
    while (at !== NONE && !placed[at]) {
      path.push(at);
      at = t.parent[at];
    }
    while (path.length > 0) {
      const v = path.pop()!;
      t.setPlace(v, at === NONE ? -1 : at);
      placed[v] = 1;
      at = v;
    }
  }
}
