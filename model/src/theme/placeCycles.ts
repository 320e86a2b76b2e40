import { NONE, SLICE_MASK, type PlaceTable } from './placeTable';

/**
 * Cuts every cycle of first parents in `t` at its member first in map order (slot order), which becomes a root;
 * yields every 4096 nodes or so (see `buildPlaces`).
 */
export function* cutAllCycles(t: PlaceTable): Generator<void, void, void> {
  const n = t.ids.length;
  const mark = new Uint8Array(n); // 0 unvisited, 1 on the current path, 2 done
  const path: number[] = [];
  for (let start = 0; start < n; start++) {
    if ((start & SLICE_MASK) === SLICE_MASK) yield;
    let at = start;
    while (at !== NONE && mark[at] === 0) {
      mark[at] = 1;
      path.push(at);
      at = t.parent[at];
    }
    if (at !== NONE && mark[at] === 1) {
      let first = at;
      for (let i = path.indexOf(at); i < path.length; i++) if (path[i] < first) first = path[i];
      t.parent[first] = NONE;
      t.parentEdge[first] = undefined;
    }
    for (const v of path) mark[v] = 2;
    path.length = 0;
  }
}

/**
 * When the first parents of slot `start` lead back to it, the member of that cycle first in map order (where
 * `MapPlaces.follow` cuts it); NONE when they reach a root.
 */
export function cyclePointThrough(t: PlaceTable, start: number): number {
  const members: number[] = [];
  let at = t.parent[start];
  let steps = 0;
  while (at !== NONE && at !== start && steps++ <= t.ids.length) {
    members.push(at);
    at = t.parent[at];
  }
  if (at !== start) return NONE;
  let first = start;
  for (const v of members) if (v < first) first = v;
  return first;
}
