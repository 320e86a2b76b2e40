import type { MapState } from '../state/MapState';
import { childIds, isRootPage } from './siblingOrder';

/**
 * The pages an outline starts from, in map order: the roots (nodes without a parent), then, for the nodes no root
 * reaches (a cycle with no way in, and what hangs under it), one node of each such cycle that no other cycle leads
 * to: its first in map order. From these every node of the map is reached, each cycle entered once.
 *
 * Costs one pass over the nodes and edges (the walk from the roots that tells what they reach), and the same again
 * over the unreached part, whose strongly connected components are found with Tarjan's algorithm.
 */
export function topPages(state: MapState): string[] {
  const order = state.nodesOrder().filter((id) => state.nodes.has(id));
  const roots = order.filter((id) => isRootPage(state, id));
  const reached = new Set<string>(roots);
  const queue = [...roots];
  for (let i = 0; i < queue.length; i++) {
    for (const child of childIds(state, queue[i])) {
      if (reached.has(child) || !state.nodes.has(child)) continue;
      reached.add(child);
      queue.push(child);
    }
  }
  if (reached.size === order.length) return roots;
  const unreached = order.filter((id) => !reached.has(id));
  const component = components(state, unreached);
  // A component another one leads into is entered from there.
  const fed = new Set<number>();
  for (const id of unreached) {
    for (const child of childIds(state, id)) {
      const c = component.get(child);
      if (c !== undefined && c !== component.get(id)) fed.add(c);
    }
  }
  const started = new Set<number>();
  const entries: string[] = [];
  for (const id of unreached) {
    const c = component.get(id)!;
    if (fed.has(c) || started.has(c)) continue;
    started.add(c);
    entries.push(id);
  }
  return [...roots, ...entries];
}

/** The strongly connected component of each of `ids` (edges among them only): Tarjan's, with an explicit stack. */
function components(state: MapState, ids: readonly string[]): Map<string, number> {
  const within = new Set(ids);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const component = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  let next = 0;
  let count = 0;
  const visit = (id: string) => {
    index.set(id, next);
    low.set(id, next++);
    stack.push(id);
    onStack.add(id);
    return { id, children: childIds(state, id).filter((c) => within.has(c) && c !== id), i: 0 };
  };
  for (const start of ids) {
    if (index.has(start)) continue;
    // A map can be a chain 30,000 nodes deep, past any call stack: the walk keeps its own.
    const work = [visit(start)];
    while (work.length > 0) {
      const top = work[work.length - 1];
      if (top.i < top.children.length) {
        const child = top.children[top.i++];
        if (!index.has(child)) work.push(visit(child));
        else if (onStack.has(child)) low.set(top.id, Math.min(low.get(top.id)!, index.get(child)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.id, Math.min(low.get(parent.id)!, low.get(top.id)!));
      if (low.get(top.id) !== index.get(top.id)) continue;
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.set(member, count);
      } while (member !== top.id);
      count++;
    }
  }
  return component;
}
