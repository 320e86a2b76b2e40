import type { Box } from '../../geometry/Box';
import type { Label } from './LabelLayer';

/** A label `SceneLabels` keeps for an on-screen node or edge, and what it was last laid out and drawn from. */
export interface Shown {
  label: Label;
  /**
   * What the label was last set from: a node's record and style, or an edge's path version and record. Records
   * are immutable and versions change with the path, so identity tells a change.
   */
  record: unknown;
  style: unknown;
  /** `labelFaces.version` when set: a label set while its faces were loading is set again once they arrive. */
  faces: number;
  frame: number;
  /** Drawn by the last placement (else laid out but left out: it would overlap a label placed before it). */
  drawn: boolean;
  /** Graph box the label paints when drawn (grown to its least size, with its halo). */
  box: Box;
  /**
   * A main topic's label moved off its node along its branch (zoomed out, where it would overlap the central
   * topic's or another's at the node), laid out with its middle at (awayX, awayY); drawn instead of `label` while
   * `awayDrawn`.
   */
  away: Label | null;
  awayX: number;
  awayY: number;
  awayDrawn: boolean;
}

/** Shows the label drawn (its own, or the one moved along its branch), hides the other; `renderable` as `Label.show`. */
export function showLabel(shown: Shown, renderable: boolean): void {
  shown.label.show(shown.drawn && !shown.awayDrawn, renderable);
  shown.away?.show(shown.drawn && shown.awayDrawn, renderable);
}
