import { MapState, type MapNode } from '@mapa/model';
import type { Viewport } from '@mapa/engine';
import type { CardSession } from './CardSession';

/** Card colours (spec §4.8): green when answered correctly, red when wrong, neutral before an answer. */
export const CARD_COLOURS = {
  neutral: { background: '#ffffff', border: '#ced4da' },
  correct: { background: '#b2f2bb', border: '#2f9e44' },
  wrong: { background: '#ffc9c9', border: '#e03131' },
} as const;

/** The nodes that become cards: every node that is not hidden, in map order. */
export function cardIds(state: MapState): string[] {
  const ids: string[] = [];
  for (const node of state.nodes.values()) if (node.data.visibility !== 'hidden') ids.push(node.data.id);
  return ids;
}

/** The colours of a card whose result is `result` (undefined: not answered). */
export function cardColours(result: boolean | undefined) {
  return result === undefined ? CARD_COLOURS.neutral : result ? CARD_COLOURS.correct : CARD_COLOURS.wrong;
}

function asCard(node: MapNode, session: CardSession): MapNode {
  const colours = cardColours(session.results.get(node.data.id));
  return {
    ...node,
    position: session.positions.get(node.data.id) ?? node.position,
    locked: true,
    data: {
      ...node.data,
      shape: 'round-rectangle',
      dimensions: { ...session.size },
      backgroundColor: colours.background,
      borderColor: colours.border,
      textPosition: 'center',
      textColor: '#212529',
      textSize: session.size.width < 400 ? 18 : 22,
      textBackgroundColor: undefined,
      image: undefined,
      imageURL: undefined,
      icon: undefined,
      collapsed: false,
      locked: true,
    },
  };
}

/**
 * What the canvas shows during a flashcards session: the map's cards laid out in the session's row, sized and
 * coloured by its results, without edges, drawings or background images. A separate `MapState` built for this
 * viewer (the engine is given it as it is given a version from the history), so the document keeps its own
 * layout and nothing here is saved. `view`: the camera to keep (the engine takes the state's canvas view).
 */
export function cardsState(state: MapState, session: CardSession, view: Viewport | null): MapState {
  const doc = state.toDocument();
  const nodes: MapNode[] = [];
  for (const id of session.order) {
    const node = state.getNode(id);
    if (node) nodes.push(asCard(node, session));
  }
  return MapState.fromDocument({
    ...doc,
    nodes,
    edges: [],
    canvas: {
      ...(doc.canvas ?? {}),
      nodesOrder: nodes.map((node) => node.data.id),
      backgroundImages: [],
      drawingData: undefined,
      ...(view ? { center: view.center, zoom: view.zoom } : {}),
    },
  });
}
