import type { MapState } from '../state/MapState';
import { CROSS_LINK_FIELD } from '../files/outlineToDocument';
import { taskShare } from './markerSet';

/** The tasks under a node: how many are done, how many there are, and the share of their work done (0–1). */
export interface TaskProgress {
  done: number;
  total: number;
  share: number;
}

/**
 * Progress of the tasks among the descendants of `nodeId` (the node itself not counted): each descendant with a
 * task state counts once, done when it is `task-done`; the share averages their states (a 50 % task is half
 * done). Descendants follow the hierarchy's edges, not cross links; each node is counted once even in a graph
 * with cycles. Null when no descendant is a task.
 */
export function taskProgress(state: MapState, nodeId: string): TaskProgress | null {
  let done = 0;
  let total = 0;
  let sum = 0;
  const seen = new Set<string>([nodeId]);
  const stack = [nodeId];
  while (stack.length) {
    const id = stack.pop()!;
    for (const edge of state.outgoing(id)) {
      const child = edge.data.target;
      if (edge.data[CROSS_LINK_FIELD] === true || seen.has(child)) continue;
      seen.add(child);
      stack.push(child);
      const markers = state.getNode(child)?.data.markers;
      const share = markers?.map(taskShare).find((s) => s !== null);
      if (share === undefined || share === null) continue;
      total++;
      sum += share;
      if (share === 1) done++;
    }
  }
  return total ? { done, total, share: sum / total } : null;
}
