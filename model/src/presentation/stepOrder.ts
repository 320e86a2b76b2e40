import type { MapState } from '../state/MapState';
import { childIds, isRootPage } from '../pages/siblingOrder';

/**
 * The steps a presentation walks when the presenter has not edited them (issue 13): depth first from the roots
 * (nodes without a parent, in map order), each node followed by its children in sibling order, so a talk goes
 * down one branch before the next. A node with several parents is a step once, where it is first reached; a
 * cycle ends. Nodes that no root reaches (a loop of nodes with no root) follow, walked the same way from the first
 * of them in map order, so every node of the map is a step exactly once. Costs the size of the map.
 */
export function defaultStepOrder(state: MapState): string[] {
  const order = state.nodesOrder().filter((id) => state.nodes.has(id));
  const seen = new Set<string>();
  const steps: string[] = [];
  const walk = (start: string) => {
    // An explicit stack, not recursion: a chain of 100,000 nodes would overflow the call stack.
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      if (seen.has(id)) continue;
      seen.add(id);
      steps.push(id);
      const children = childIds(state, id).filter((child) => !seen.has(child));
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  };
  for (const id of order) if (isRootPage(state, id)) walk(id);
  for (const id of order) walk(id);
  return steps;
}
