/**
 * Up to this many nodes + edges on screen the frame draws them live (copies of just those, see
 * `VisibleInstances`); beyond it, the overview snapshot. Chosen on software WebGL, where a 1,000-node tree seen
 * whole (1,999 items) cost 67–83 ms a pan frame live and 33 ms as the picture (bench/render; it was 5,000).
 */
export const VISIBLE_BATCH_LIMIT = 1_500;
/** What one frame drew, for the `render` event. */
export interface FrameStats {
  /** Nodes in view; -1 when the frame had no need to list them (nothing readable or pictured on screen). */
  visibleNodes: number;
  /** Edges in view; -1 likewise. */
  visibleEdges: number;
}
