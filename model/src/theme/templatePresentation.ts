import type { EdgeCurve, NodeShape, TextPosition } from '../schema/enums';
import type { BranchAxis } from '../geometry/edgeControls';
import type { EdgePlace, NodePlace } from './themeTypes';

/** The org chart's nodes: 80×80 with their labels below (spec §9). */
export const ORGANOGRAM_NODE_SIZE = 80;

/** Flashcard sizes (spec §2.20, §9): 400×240, or 300×200 when the window is under 768 px wide. */
export const FLASHCARD_SIZES = {
  large: { width: 400, height: 240 },
  small: { width: 300, height: 200 },
  narrowWindow: 768,
} as const;

/** The radial mind map's node sizes (spec §9): 220 at the centre, 40 less per level, at least 50. */
export const RADIAL_SIZES = { root: 220, step: 40, min: 50 } as const;

/** Size of a radial map's node at `depth`. */
export const radialNodeSize = (depth: number) =>
  Math.max(RADIAL_SIZES.min, RADIAL_SIZES.root - RADIAL_SIZES.step * depth);

/** How a template presents a node: what it shows in place of the node's own size, shape and text position. */
export interface NodePresentation {
  width?: number;
  height?: number;
  shape?: NodeShape;
  textPosition?: TextPosition;
}

/** How a template presents an edge. */
export interface EdgePresentation {
  curve?: EdgeCurve;
  /** How its tree branches meet their nodes: the axis the template grows the tree along. */
  axis?: BranchAxis;
}

/**
 * What a node's look may depend on besides the node and its place: the editor window's width (flashcards), and the
 * canvas colour shown under the map (see `canvasColorOf`), which a label beside or below its node is coloured to
 * read on and haloed in; without one, the theme's background.
 */
export interface PresentationContext {
  viewportWidth?: number;
  canvasColor?: string;
}

/**
 * How the template `templateEngine` presents a node at `place` (issue 34): the org chart's 80×80 nodes with labels
 * below, flashcards' cards, the radial map's sizes by depth. A template's look is a view of the map, never written
 * into its nodes: choosing another template, or none, shows each node with its own size, shape and text position
 * again. Null when the template leaves the node as it is.
 */
export function presentNode(
  templateEngine: string | undefined,
  place: NodePlace,
  context: PresentationContext = {},
): NodePresentation | null {
  switch (templateEngine) {
    case 'OrganogramTemplate':
      return ORGANOGRAM_NODE;
    case 'FlashCardsTemplate':
      return (context.viewportWidth ?? Infinity) < FLASHCARD_SIZES.narrowWindow ? SMALL_CARD : LARGE_CARD;
    case 'BuzanTemplate':
      return (RADIAL_NODES[Math.min(place.depth, RADIAL_NODES.length - 1)] ??= radialNode(place.depth));
    default:
      return null;
  }
}

// Shared answers: a 100,000-node map asks once per node.
const ORGANOGRAM_NODE: NodePresentation = {
  width: ORGANOGRAM_NODE_SIZE,
  height: ORGANOGRAM_NODE_SIZE,
  textPosition: 'bottom',
};
const LARGE_CARD: NodePresentation = { ...FLASHCARD_SIZES.large, textPosition: 'center' };
const SMALL_CARD: NodePresentation = { ...FLASHCARD_SIZES.small, textPosition: 'center' };
const RADIAL_NODES: NodePresentation[] = new Array(
  Math.ceil((RADIAL_SIZES.root - RADIAL_SIZES.min) / RADIAL_SIZES.step) + 1,
);
const radialNode = (depth: number): NodePresentation => {
  const size = radialNodeSize(depth);
  return { width: size, height: size, textPosition: 'center' };
};
const ORGANOGRAM_EDGE: EdgePresentation = { curve: 'taxi', axis: 'vertical' };
const HORIZONTAL_BRANCH: EdgePresentation = { axis: 'horizontal' };
const VERTICAL_BRANCH: EdgePresentation = { axis: 'vertical' };
const TIMELINE_SPINE: EdgePresentation = { curve: 'taxi', axis: 'spine' };
const FISHBONE_BONE: EdgePresentation = { curve: 'taxi', axis: 'bone' };
const FISHBONE_RIB: EdgePresentation = { curve: 'taxi', axis: 'rib' };
const LOGIC_BRANCH: EdgePresentation = { curve: 'taxi', axis: 'horizontal' };
const BRACE_BRANCH: EdgePresentation = { curve: 'bezier', axis: 'brace' };
const TABLE_INDENT: EdgePresentation = { curve: 'taxi', axis: 'indent' };

/**
 * How the template `templateEngine` presents a tree branch (the org chart's square connectors; the axis each
 * tree grows along, which its branches leave their nodes by; the timeline's spine and ticks, the fishbone's
 * spine, bones and ribs, by the depth of the branch's source; the logic chart's elbows, the brace map's braces,
 * the tree table's indents); null: as it is (relationships, radial maps,
 * flashcards, BaseTemplate, the default of every map, and maps without a template, whose branches leave by the
 * axis their nodes lie further apart on).
 */
export function presentEdge(templateEngine: string | undefined, place: EdgePlace): EdgePresentation | null {
  if (!place.hierarchy) return null;
  switch (templateEngine) {
    case 'OrganogramTemplate':
      return ORGANOGRAM_EDGE;
    case 'Tree LR':
    case 'StandardMindMapTemplate':
      return HORIZONTAL_BRANCH;
    // Not BaseTemplate: every map that names no template is given it, laid out by it or not.
    case 'Tree TD':
      return VERTICAL_BRANCH;
    // The root's branches draw the spine with a tick to each event; the events' details grow away from it.
    case 'TimelineTemplate':
      return place.depth === 0 ? TIMELINE_SPINE : VERTICAL_BRANCH;
    // The head's branches draw the spine and the bones; the causes' the ribs along their bones.
    case 'FishboneTemplate':
      return place.depth === 0 ? FISHBONE_BONE : place.depth === 1 ? FISHBONE_RIB : HORIZONTAL_BRANCH;
    case 'LogicChartTemplate':
      return LOGIC_BRANCH;
    case 'BraceMapTemplate':
      return BRACE_BRANCH;
    // Square connectors from the root to the columns' heads, an outline's below them.
    case 'TreeTableTemplate':
      return place.depth === 0 ? ORGANOGRAM_EDGE : TABLE_INDENT;
    default:
      return null;
  }
}
