import type { ScreenBox } from '../canvasTools/screenBox';

/** The active node is brought back into view when its centre lies beyond this share of the window (spec §9). */
export const REFOCUS_WINDOW_FRACTION = 0.62;

/** Below this canvas width (the node panel is full width on phones) there is no view to keep the node in. */
const MIN_CANVAS_WIDTH = 200;

/** Where the canvas sits: its left edge in the window and its size, in CSS px. */
export interface CanvasFrame {
  left: number;
  width: number;
  height: number;
}

/**
 * True when the active node must be brought into view: its centre lies beyond 62% of the window width (spec §9),
 * or part of it is outside the canvas (under the node panel, past an edge). `node` is in canvas px.
 */
export function refocusNeeded(node: ScreenBox, canvas: CanvasFrame, windowWidth: number): boolean {
  if (canvas.width < MIN_CANVAS_WIDTH) return false;
  const centreX = canvas.left + (node.left + node.right) / 2;
  if (centreX > REFOCUS_WINDOW_FRACTION * windowWidth) return true;
  return node.left < 0 || node.top < 0 || node.right > canvas.width || node.bottom > canvas.height;
}
