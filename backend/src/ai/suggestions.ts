import type { MapState, Suggestion } from '@mapa/model';

const NONE: Suggestion = { hasSuggestions: false, message: '', cta: '', kind: 'none' };

/** True when rich text holds no words (empty, or only tags and spaces). */
function isBlank(html: string | null | undefined): boolean {
  return (
    !html ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * A suggestion made from the map itself (spec §3.8), no model involved: the first leaf, in the map's node order,
 * that has a title and no description. `message` and `cta` are English; clients phrase it from `kind` and `label`.
 */
export function suggestFor(state: MapState): Suggestion {
  for (const [id, node] of state.nodes) {
    const label = node.data.label?.trim();
    if (!label) continue;
    if (state.outgoing(id).length > 0 || !isBlank(node.data.description)) continue;
    return {
      hasSuggestions: true,
      message: `The node "${label}" has no description yet. Shall I write one?`,
      cta: `Add more details to the node "${label}"`,
      kind: 'describeLeaf',
      nodeId: id,
      label,
    };
  }
  return NONE;
}
