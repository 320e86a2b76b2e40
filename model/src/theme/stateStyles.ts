import type { MapEdge } from '../schema/edge';
import type { MapNode } from '../schema/node';
import type { MapState } from '../state/MapState';
import { resolveNodeStyle, type ResolvedNodeStyle } from '../defaults/resolveNodeStyle';
import { resolveEdgeStyle, type ResolvedEdgeStyle } from '../defaults/resolveEdgeStyle';
import type { PresentationContext } from './templatePresentation';
import type { NodePlace } from './themeTypes';
import { canvasColorOf } from './themeRegistry';

/** What styles in `state` are resolved with: `context` on the canvas colour the map shows. */
function contextIn(state: MapState, context?: PresentationContext): PresentationContext {
  return { canvasColor: canvasColorOf(state.canvas, state.settings), ...context };
}

/**
 * A node's look in `state`: its own fields, the settings and the theme for its place in the map, its label
 * coloured for the map's canvas.
 */
export function nodeStyleIn(
  state: MapState,
  node: MapNode,
  context?: PresentationContext,
): ResolvedNodeStyle {
  return resolveNodeStyle(node, state.settings, state.places().node(node.data.id), contextIn(state, context));
}

/** An edge's look in `state`: a tree branch or a relationship, by its place in the map. */
export function edgeStyleIn(state: MapState, edge: MapEdge): ResolvedEdgeStyle {
  return resolveEdgeStyle(edge, state.settings, state.places().edge(edge));
}

/**
 * The place a new child of `parentId` takes (a main topic of the next branch under a root, a sub-topic of its
 * parent's branch deeper down), or a floating topic's for a new node without a parent (`null`).
 */
export function childPlaceIn(state: MapState, parentId: string | null): NodePlace {
  if (parentId === null || !state.nodes.has(parentId)) return { depth: 0, branch: -1, role: 'floating' };
  const places = state.places();
  const parent = places.node(parentId);
  if (parent.depth > 0) return { depth: parent.depth + 1, branch: parent.branch, role: 'sub' };
  return { depth: 1, branch: places.childCount(parentId), role: 'main' };
}

/** The look of a node that would be made now as a child of `parentId` (or without a parent). */
export function newNodeStyleIn(
  state: MapState,
  parentId: string | null,
  context?: PresentationContext,
): ResolvedNodeStyle {
  const probe: MapNode = { position: { x: 0, y: 0 }, data: { id: '', label: '', type: 'default' } };
  return resolveNodeStyle(probe, state.settings, childPlaceIn(state, parentId), contextIn(state, context));
}
