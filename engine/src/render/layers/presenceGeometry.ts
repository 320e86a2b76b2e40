/**
 * Geometry of the presence layer (issue #16), kept apart from PixiJS so it can be tested: the dashes of a
 * collaborator's selection outline and where a pointer's name chip goes.
 */

/**
 * Dashes along the closed polygon `points` (flat x, y pairs): `dash` drawn, `gap` skipped, continuing across
 * corners. Returns flat segments (x1, y1, x2, y2, ...). A dashed outline never reads as the viewer's own solid one.
 */
export function dashPolygon(points: readonly number[], dash: number, gap: number): number[] {
  const out: number[] = [];
  const n = points.length / 2;
  if (n < 2 || dash <= 0 || gap < 0) return out;
  let drawing = true;
  let left = dash; // length left in the current dash or gap
  for (let i = 0; i < n; i++) {
    let x = points[2 * i];
    let y = points[2 * i + 1];
    const tx = points[(2 * (i + 1)) % points.length];
    const ty = points[(2 * (i + 1) + 1) % points.length];
    let edge = Math.hypot(tx - x, ty - y);
    while (edge > 0) {
      const step = Math.min(left, edge);
      const nx = x + ((tx - x) * step) / edge;
      const ny = y + ((ty - y) * step) / edge;
      if (drawing) out.push(x, y, nx, ny);
      edge -= step;
      left -= step;
      x = nx;
      y = ny;
      if (left <= 1e-9) {
        drawing = !drawing;
        left = drawing ? dash : gap;
      }
    }
  }
  return out;
}

/** Screen px the chip keeps clear of at the canvas's right edge: the canvas controls' column sits there. */
export const CHIP_RIGHT_CLEAR_PX = 72;
/** Screen px the chip keeps clear of at the other edges. */
export const CHIP_EDGE_CLEAR_PX = 8;
/** Where the chip sits from the pointer's tip when it fits: right of and below the arrow. */
const BESIDE = { x: 12, y: 17 };
/** Where it sits when flipped: left of and above the tip. */
const FLIPPED_GAP = 4;

/**
 * Where a pointer's name chip (`width`×`height` screen px) goes relative to the tip at `at`, in a view of
 * `view` px: right of and below the arrow unless that runs under the canvas controls or off the canvas, then
 * flipped to the left and/or above; never outside the view, even for a tip at the very edge.
 */
export function chipOffset(
  at: { x: number; y: number },
  chip: { width: number; height: number },
  view: { width: number; height: number },
): { x: number; y: number } {
  let x = BESIDE.x;
  let y = BESIDE.y;
  if (at.x + x + chip.width > view.width - CHIP_RIGHT_CLEAR_PX) x = -chip.width - FLIPPED_GAP;
  if (at.y + y + chip.height > view.height - CHIP_EDGE_CLEAR_PX) y = -chip.height - FLIPPED_GAP;
  // Clamp what still overflows (a tip under the controls or beyond an edge) into the clear part of the view.
  const minX = CHIP_EDGE_CLEAR_PX - at.x;
  const maxX = view.width - CHIP_RIGHT_CLEAR_PX - chip.width - at.x;
  const minY = CHIP_EDGE_CLEAR_PX - at.y;
  const maxY = view.height - CHIP_EDGE_CLEAR_PX - chip.height - at.y;
  x = Math.max(minX, Math.min(x, maxX));
  y = Math.max(minY, Math.min(y, maxY));
  return { x, y };
}
