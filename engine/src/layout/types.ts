import type { Point } from '@mapa/model';

/**
 * A node as a layout sees it: its id, box size (as the map presents it under the template being laid out: its
 * own, its theme's, or the template's, see `packLayoutInput`), label and current centre.
 */
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
  /** Width of the editor window in CSS px (the sizes are those of flashcards for it already). */
  viewportWidth?: number;
}

/**
 * What a template writes into a node besides its centre: layout data only (the two-sided mind map's side of a
 * first-level branch, spec §4.7). A template never writes styles: how it presents nodes and edges (the org
 * chart's boxes, flashcards, the radial map's sizes) is the model's template presentation (issue 34), so choosing
 * another template, or none, shows each node as it is again.
 */
export interface NodeLayoutPatch {
  mmSide?: 'left' | 'right';
}

/** Which algorithm produced a result (shown in benchmarks and logs). */
export type LayoutAlgorithm =
  'tidy-tree' | 'elk-layered' | 'radial' | 'two-sided' | 'row' | 'timeline' | 'fishbone' | 'table';

/**
 * A template's answer: new centres as parallel arrays (`xy[2i]`, `xy[2i+1]` for `ids[i]`; a `Float64Array` is
 * transferred from the worker without copying), layout data for some nodes, and the console warnings of spec §8.
 */
export interface LayoutResult {
  ids: string[];
  xy: Float64Array;
  nodePatches: Record<string, NodeLayoutPatch>;
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
