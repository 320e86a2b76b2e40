import type { Dimensions, EdgeCurve, Point, TextPosition } from '@mapa/model';

/** A node as a layout sees it: its id, box size, label and current centre. */
export interface LayoutNode {
  id: string;
  width: number;
  height: number;
  label: string;
  /** Standard mind map: the side a first-level branch keeps (spec §4.7). */
  mmSide?: 'left' | 'right';
  /** Current centre; layouts keep the root where it is unless it is unpositioned. */
  position: Point;
}

/** An edge as a layout sees it. */
export interface LayoutEdge {
  id: string;
  source: string;
  target: string;
}

/** What every template receives: plain data, so it crosses to the worker by structured clone. */
export interface LayoutInput {
  nodes: LayoutNode[];
  edges: LayoutEdge[];
  /** The root; default: the first node with no incoming edge, else the first node (spec §4.1). */
  rootId?: string | null;
  /** Width of the editor window in CSS px (FlashCardsTemplate uses smaller cards under 768 px). */
  viewportWidth?: number;
}

/** Node style a template sets (spec §9: branch colours, radial sizes, organogram 80×80 with labels below). */
export interface NodeStylePatch {
  dimensions?: Dimensions;
  backgroundColor?: string;
  borderColor?: string;
  textPosition?: TextPosition;
  mmSide?: 'left' | 'right';
}

/** Edge style a template sets (branch colours and widths). */
export interface EdgeStylePatch {
  width?: number;
  color?: string;
  shape?: EdgeCurve;
}

/** Which algorithm produced a result (shown in benchmarks and logs). */
export type LayoutAlgorithm = 'tidy-tree' | 'elk-layered' | 'radial' | 'two-sided' | 'row';

/**
 * A template's answer: new centres as parallel arrays (`xy[2i]`, `xy[2i+1]` for `ids[i]`; a `Float64Array` is
 * transferred from the worker without copying), style patches, and the console warnings of spec §8.
 */
export interface LayoutResult {
  ids: string[];
  xy: Float64Array;
  nodeStyles: Record<string, NodeStylePatch>;
  edgeStyles: Record<string, EdgeStylePatch>;
  warnings: string[];
  algorithm: LayoutAlgorithm;
}

/** A template: a function from nodes with sizes, edges, root and settings to positions (spec §3.9). */
export interface LayoutTemplate {
  /** The name stored in `settings.templateEngine`. */
  name: string;
  /** Portuguese display name where the spec gives one. */
  portugueseName?: string;
  /** Animation duration range in ms (spec §9); the engine picks within it by the number of moved nodes. */
  animationMs: readonly [number, number];
  /** Screen px kept around the map when the view fits it after the layout (spec §9), if the template says. */
  fitPadding?: number;
  layout(input: LayoutInput): LayoutResult | Promise<LayoutResult>;
}
