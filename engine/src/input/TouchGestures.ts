import type { Point } from '@mapa/model';

/** How long a finger rests without moving before a press is a long press (ms). */
export const LONG_PRESS_MS = 500;
/** The longest gap between two taps of a double tap (ms), and how far apart they may land (CSS px). */
export const DOUBLE_TAP_MS = 350;
export const DOUBLE_TAP_SLOP_PX = 24;

/** One step of a two-finger gesture: the zoom factor and the fingers' midpoint before and after. */
export interface PinchStep {
  scale: number;
  from: Point;
  to: Point;
}

const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * The fingers on the canvas (touch pointers, by pointer id). With two down, each move is a pinch step: the view
 * zooms by the change of their distance around their midpoint and pans with the midpoint, so the graph points under
 * the fingers stay under them. A third finger is ignored; lifting one of the two ends the pinch.
 */
export class TouchGestures {
  private readonly fingers = new Map<number, Point>();
  private pair: [number, number] | null = null;

  /** Number of fingers down. */
  get count(): number {
    return this.fingers.size;
  }

  /** True while two fingers drive a pinch. */
  get pinching(): boolean {
    return this.pair !== null;
  }

  /** A finger went down; true when it starts a pinch (the second finger). */
  add(id: number, at: Point): boolean {
    this.fingers.set(id, { x: at.x, y: at.y });
    if (this.pair || this.fingers.size !== 2) return false;
    const [a, b] = [...this.fingers.keys()];
    this.pair = [a, b];
    return true;
  }

  /** A finger moved: the pinch step it makes, or null (not one of the pinching two, or nothing changed). */
  move(id: number, at: Point): PinchStep | null {
    const before = this.fingers.get(id);
    if (!before) return null;
    if (!this.pair || (id !== this.pair[0] && id !== this.pair[1])) {
      this.fingers.set(id, { x: at.x, y: at.y });
      return null;
    }
    const other = this.fingers.get(id === this.pair[0] ? this.pair[1] : this.pair[0])!;
    const from = midpoint(before, other);
    const spanBefore = distance(before, other);
    this.fingers.set(id, { x: at.x, y: at.y });
    const to = midpoint(at, other);
    const spanAfter = distance(at, other);
    // Fingers on one spot have no span to scale by: such a step only pans.
    const scale = spanBefore > 1 && spanAfter > 1 ? spanAfter / spanBefore : 1;
    if (scale === 1 && from.x === to.x && from.y === to.y) return null;
    return { scale, from, to };
  }

  /** A finger went up or was cancelled; true when that ended a pinch. */
  remove(id: number): boolean {
    this.fingers.delete(id);
    if (!this.pair || (id !== this.pair[0] && id !== this.pair[1])) return false;
    this.pair = null;
    return true;
  }
}

/** Taps seen by {@link DoubleTaps}: the second of two quick taps near each other is a double tap. */
export class DoubleTaps {
  private last: { at: Point; time: number } | null = null;

  /** A tap (a touch press released without moving) at `time` (ms); true when it completes a double tap. */
  tap(at: Point, time: number): boolean {
    const last = this.last;
    if (last && time - last.time <= DOUBLE_TAP_MS && distance(last.at, at) <= DOUBLE_TAP_SLOP_PX) {
      this.last = null;
      return true;
    }
    this.last = { at: { x: at.x, y: at.y }, time };
    return false;
  }

  /** Anything but a tap in between (a drag, a pinch) starts over. */
  reset(): void {
    this.last = null;
  }
}
