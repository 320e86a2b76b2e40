import type { MapEdge } from '../schema/edge';
import type { Settings } from '../schema/settings';
import { newId } from './newId';

/** What `createEdge` needs: the two node ids, and optionally the map settings and an id. */
export interface CreateEdgeInput {
  source: string;
  target: string;
  /** Kept for callers that pass it; an edge takes the settings' defaults when it is drawn. */
  settings?: Settings | null;
  id?: string;
}

/**
 * An edge as connecting two nodes makes it: its ends and no style of its own, so the theme draws it as a tree
 * branch or a relationship by its place in the map (issue 34), under `settings.defaultEdge*` when they are set.
 */
export function createEdge({ source, target, id }: CreateEdgeInput): MapEdge {
  return { data: { id: id ?? newId(), source, target } };
}
