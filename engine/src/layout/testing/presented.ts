import { nodeHeight, nodeWidth } from '@mapa/model';
import type { LayoutInput } from '../types';
import { mapOf } from './mapOf';

/**
 * `input` with each node sized as the map draws it under template `templateEngine` (its place in the map's
 * hierarchy, the template's presentation: radial sizes by depth, the org chart's boxes, flashcards), as
 * `packLayoutInput` sizes a request. Nodes keep their own sizes where the template presents none.
 */
export function presented(input: LayoutInput, templateEngine: string): LayoutInput {
  const state = mapOf(input, { templateEngine });
  const places = state.places();
  const context = { viewportWidth: input.viewportWidth };
  return {
    ...input,
    nodes: input.nodes.map((n) => {
      const node = state.getNode(n.id)!;
      const place = places.node(n.id);
      return {
        ...n,
        width: nodeWidth(node, state.settings, place, context),
        height: nodeHeight(node, state.settings, place, context),
      };
    }),
  };
}
