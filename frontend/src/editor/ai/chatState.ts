import { MAX_CHAT_DESCRIPTION_LENGTH, stripHtml, type ChatCurrentState, type MapState } from '@mapa/model';

/**
 * The map as a chat message sends it (spec §7.5): every node's title and plain-text description (shortened to what
 * the API takes) and every relation. The server picks what goes into the prompt.
 */
export function chatCurrentState(state: MapState): ChatCurrentState {
  const nodes: ChatCurrentState['nodes'] = [];
  for (const [id, node] of state.nodes) {
    const description = stripHtml(node.data.description);
    nodes.push({
      id,
      node: node.data.label ?? '',
      description:
        description.length > MAX_CHAT_DESCRIPTION_LENGTH
          ? description.slice(0, MAX_CHAT_DESCRIPTION_LENGTH)
          : description,
    });
  }
  const relations: ChatCurrentState['relations'] = [];
  for (const edge of state.edges.values()) {
    relations.push({
      source: edge.data.source,
      target: edge.data.target,
      description: edge.data.label ?? '',
    });
  }
  return { nodes, relations };
}
