/** A box on screen, in CSS pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export type Side = 'top' | 'bottom' | 'left' | 'right';

/** Where the tour's card goes: its top-left corner, the side of the target it is on, and its arrow's offset. */
export interface CardPlacement {
  left: number;
  top: number;
  side: Side;
  /** Along the card's edge facing the target (x for top/bottom, y for left/right), pointing at its centre. */
  arrow: number;
}

/** Space kept between the card and the window's edges, and between the card and the target. */
const MARGIN = 12;
const GAP = 14;
/** The arrow stays this far from the card's corners (they are rounded). */
const ARROW_INSET = 18;

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, value));

/**
 * Places a `card` beside `target` within `viewport`: on the first of `sides` where it fits whole, else on the side
 * with the most room, always inside the window; the arrow points at the target's centre as far as the card's edge
 * allows.
 */
export function placeCard(
  target: Box,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  sides: readonly Side[],
): CardPlacement {
  const room: Record<Side, number> = {
    top: target.top - GAP - MARGIN - card.height,
    bottom: viewport.height - (target.top + target.height) - GAP - MARGIN - card.height,
    left: target.left - GAP - MARGIN - card.width,
    right: viewport.width - (target.left + target.width) - GAP - MARGIN - card.width,
  };
  const order = [
    ...sides,
    ...(['bottom', 'top', 'right', 'left'] as const).filter((s) => !sides.includes(s)),
  ];
  const side =
    order.find((s) => room[s] >= 0) ?? order.reduce((best, s) => (room[s] > room[best] ? s : best));
  const cx = target.left + target.width / 2;
  const cy = target.top + target.height / 2;
  const maxLeft = Math.max(MARGIN, viewport.width - MARGIN - card.width);
  const maxTop = Math.max(MARGIN, viewport.height - MARGIN - card.height);
  let left: number;
  let top: number;
  if (side === 'top' || side === 'bottom') {
    left = clamp(cx - card.width / 2, MARGIN, maxLeft);
    top = side === 'top' ? target.top - GAP - card.height : target.top + target.height + GAP;
    top = clamp(top, MARGIN, maxTop);
    return { left, top, side, arrow: clamp(cx - left, ARROW_INSET, card.width - ARROW_INSET) };
  }
  top = clamp(cy - card.height / 2, MARGIN, maxTop);
  left = side === 'left' ? target.left - GAP - card.width : target.left + target.width + GAP;
  left = clamp(left, MARGIN, maxLeft);
  return { left, top, side, arrow: clamp(cy - top, ARROW_INSET, card.height - ARROW_INSET) };
}
