// Test helper: small maps for the editing tests.
import { MapState } from '../state/MapState';
import { createNode } from '../defaults/createNode';
import { createEdge } from '../defaults/createEdge';
import { emptyDocument } from '../defaults/emptyDocument';
import type { Point } from '../schema/enums';
import type { MapDocument } from '../schema/document';

/** A map of nodes at the given centres and edges written as 'a>b'. */
export function mapOf(
  nodes: Record<string, Point & { label?: string; description?: string }>,
  edges: string[] = [],
  extra: Partial<MapDocument> = {},
): MapState {
  return MapState.fromDocument({
    ...emptyDocument(),
    nodes: Object.entries(nodes).map(([id, p]) => {
      const node = createNode({ id, position: { x: p.x, y: p.y }, label: p.label ?? id });
      if (p.description !== undefined) node.data.description = p.description;
      return node;
    }),
    edges: edges.map((e) => {
      const [source, target] = e.split('>');
      return createEdge({ id: e, source, target });
    }),
    ...extra,
  });
}
