import type {
  BackgroundFit,
  Dimensions,
  EdgeCurve,
  EdgeDirection,
  NodeShape,
  TextPosition,
} from '../schema/enums';

/** Clone and paste offset on both axes (spec §4.4, §9). */
export const CLONE_OFFSET = 100;

/** Size of a node made by "Add node" (DESIGN §7). */
export const NEW_NODE_SIZE: Readonly<Dimensions> = { width: 250, height: 100 };

/** Label shown, as a placeholder, on a node without one. */
export const PLACEHOLDER_LABEL = 'Add Title';

/**
 * The colours a node made by "Add node" gets (DESIGN §7): the node panel's defaults of spec §9, a light fill with a
 * thin dark border, so a new node reads as a node and not as loose text. `settings.default*` override them.
 */
export const NEW_NODE_COLORS = {
  backgroundColor: '#F2F4F8',
  borderColor: '#222222',
} as const;

/**
 * Node style used where neither the node nor `settings.default*` says otherwise (spec §9's applied default style:
 * nodes loaded without colours stay transparent).
 */
export const NODE_STYLE_DEFAULTS = {
  width: NEW_NODE_SIZE.width,
  height: NEW_NODE_SIZE.height,
  shape: 'round-rectangle' as NodeShape,
  backgroundColor: 'rgba(1,65,227,0)',
  borderColor: 'rgba(1,65,227,0)',
  borderWidth: 2,
  textColor: '#000000',
  textSize: 22,
  textPosition: 'center' as TextPosition,
  /** Text position of a node that shows an image. */
  imageTextPosition: 'bottom' as TextPosition,
  textBackgroundColor: 'rgba(255,255,255,0)',
  backgroundFit: 'contain' as BackgroundFit,
} as const;

/** Edge style used where neither the edge nor `settings.defaultEdge*` says otherwise (DESIGN §7). */
export const EDGE_STYLE_DEFAULTS = {
  curve: 'bezier' as EdgeCurve,
  color: '#999999',
  width: 2,
  direction: 'one-way' as EdgeDirection,
  textColor: '#000000',
  textSize: 30,
  textBackgroundColor: '#ffffff',
} as const;
