import type { Point } from '@mapa/model';
import { page } from '../page/pageAdapter';
import type { ToolPointer } from '../tools/ToolContext';
import { DoubleTaps, LONG_PRESS_MS, TouchGestures, type PinchStep } from './TouchGestures';

/** How far (CSS px) a finger may wander and still be resting (a long press) or tapping. */
const TOUCH_SLOP_PX = 10;
/** A mouse event this soon (ms) after a touch is the browser's emulation of that touch, not a mouse. */
const EMULATED_MOUSE_MS = 800;

/** What the controller reports; the engine routes these to the active tool and the camera. */
export interface PointerSink {
  toGraph(screen: Point): Point;
  down(p: ToolPointer): void;
  move(p: ToolPointer): void;
  up(p: ToolPointer): void;
  cancel(): void;
  wheel(screen: Point, deltaY: number, deltaMode: number): void;
  doubleClick(p: ToolPointer): void;
  contextMenu(p: ToolPointer): void;
  /**
   * A finger rested on the canvas (`LONG_PRESS_MS`) without moving: a node, edge or image opens its context menu,
   * the background starts a box selection. True when the gesture goes on (the box follows the finger).
   */
  longPress(p: ToolPointer): boolean;
  /** Two fingers moved: zoom by `step.scale` around their midpoint and pan with it. */
  pinch(step: PinchStep): void;
}

/**
 * Listens to DOM pointer, wheel and keyboard events on the engine's element and hands them on in container
 * coordinates. One pointer at a time drives a gesture (the primary one, captured so a drag may leave the element).
 * Touch (`pointerType`, never emulated mouse events): a second finger turns the gesture into a pinch that zooms
 * and pans; a finger resting still is a long press; two quick taps are a double tap.
 */
export class PointerController {
  private activePointer: number | null = null;
  private readonly touches = new TouchGestures();
  private readonly taps = new DoubleTaps();
  /** Where the active finger went down, while it has not moved beyond the slop (null: moved, or not a finger). */
  private restingAt: { x: number; y: number } | null = null;
  private cancelLongPress: (() => void) | null = null;
  private lastTouch = Number.NEGATIVE_INFINITY;
  private keepFocus = false;
  private readonly listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [];

  constructor(
    private readonly element: HTMLElement,
    private readonly sink: PointerSink,
  ) {
    this.listen(element, 'pointerdown', (e) => this.onDown(e as PointerEvent));
    this.listen(element, 'pointermove', (e) => this.onMove(e as PointerEvent));
    this.listen(element, 'pointerup', (e) => this.onUp(e as PointerEvent));
    this.listen(element, 'pointercancel', (e) => this.onCancel(e as PointerEvent));
    // After a double tap, the browser's mouse events for that tap must not take the focus back (to the canvas)
    // from what the double tap opened: the touch's end is cancelled, and the emulated press too where it comes
    // anyway (Chromium sends it for an injected touch).
    const keepFocus = (e: Event) => {
      if (this.keepFocus && e.cancelable) e.preventDefault();
      if (e.type === 'mousedown') this.keepFocus = false;
    };
    this.listen(element, 'touchend', keepFocus, { passive: false });
    this.listen(element, 'mousedown', (e) => (this.emulated(e) ? keepFocus(e) : (this.keepFocus = false)));
    this.listen(element, 'wheel', (e) => this.onWheel(e as WheelEvent), { passive: false });
    this.listen(element, 'dblclick', (e) => {
      if (!this.emulated(e)) this.sink.doubleClick(this.toPointer(e as MouseEvent));
    });
    this.listen(element, 'contextmenu', (e) => {
      e.preventDefault();
      // A finger's long press is ours (`longPress`); the browser's own menu event for it is dropped.
      if (!this.emulated(e)) this.sink.contextMenu(this.toPointer(e as MouseEvent));
    });
    // Escape cancels a gesture wherever the focus is, so it is heard on the page rather than the element.
    const keys = page().keyTarget();
    if (keys)
      this.listen(keys, 'keydown', (e) => {
        if ((e as KeyboardEvent).key === 'Escape' && this.activePointer !== null) this.cancelGesture();
      });
  }

  /** Removes every listener. */
  destroy(): void {
    this.stopLongPress();
    for (const [target, type, fn, options] of this.listeners) target.removeEventListener(type, fn, options);
    this.listeners.length = 0;
  }

  private listen(
    target: EventTarget,
    type: string,
    fn: EventListener,
    options?: AddEventListenerOptions,
  ): void {
    target.addEventListener(type, fn, options);
    this.listeners.push([target, type, fn, options]);
  }

  private toPointer(e: MouseEvent): ToolPointer {
    const rect = this.element.getBoundingClientRect();
    const screen = { x: e.clientX - rect.left, y: e.clientY - rect.top };
    return { screen, graph: this.sink.toGraph(screen), shiftKey: e.shiftKey, button: e.button };
  }

  private onDown(e: PointerEvent): void {
    const touch = e.pointerType === 'touch';
    if (touch) {
      this.lastTouch = e.timeStamp;
      if (this.touches.add(e.pointerId, this.toPointer(e).screen)) {
        // The second finger: whatever the first began gives way to the pinch.
        this.stopLongPress();
        this.taps.reset();
        this.element.setPointerCapture?.(e.pointerId);
        if (this.activePointer !== null) {
          this.activePointer = null;
          this.sink.cancel();
        }
        return;
      }
      if (this.touches.count > 1) return;
    }
    if (this.activePointer !== null || e.button !== 0) return;
    this.activePointer = e.pointerId;
    this.element.setPointerCapture?.(e.pointerId);
    const p = this.toPointer(e);
    this.sink.down(p);
    if (!touch) return;
    this.restingAt = p.screen;
    this.cancelLongPress = page().delay(() => this.onLongPress(e.pointerId, p), LONG_PRESS_MS);
  }

  private onLongPress(pointerId: number, p: ToolPointer): void {
    // A busy page may run the timer before a release that came in time: input is handled before the next frame,
    // so the press is decided there.
    const frame = page().requestFrame(() => this.pressedLong(pointerId, p));
    this.cancelLongPress = () => page().cancelFrame(frame);
  }

  private pressedLong(pointerId: number, p: ToolPointer): void {
    this.cancelLongPress = null;
    if (this.activePointer !== pointerId || !this.restingAt) return;
    this.restingAt = null;
    this.taps.reset();
    // A menu ends the gesture: the finger's moves and release are no longer the tool's.
    if (!this.sink.longPress(p)) this.activePointer = null;
  }

  private stopLongPress(): void {
    this.cancelLongPress?.();
    this.cancelLongPress = null;
  }

  private onMove(e: PointerEvent): void {
    if (e.pointerType === 'touch') {
      const step = this.touches.move(e.pointerId, this.toPointer(e).screen);
      if (step) this.sink.pinch(step);
      if (this.touches.pinching || e.pointerId !== this.activePointer) return;
    }
    if (this.activePointer !== null && e.pointerId !== this.activePointer) return;
    const p = this.toPointer(e);
    const rest = this.restingAt;
    if (rest && Math.hypot(p.screen.x - rest.x, p.screen.y - rest.y) > TOUCH_SLOP_PX) {
      this.restingAt = null;
      this.stopLongPress();
      this.taps.reset();
    }
    this.sink.move(p);
  }

  private onUp(e: PointerEvent): void {
    const touch = e.pointerType === 'touch';
    if (touch) {
      this.lastTouch = e.timeStamp;
      this.touches.remove(e.pointerId);
    }
    if (e.pointerId !== this.activePointer) {
      if (this.element.hasPointerCapture?.(e.pointerId)) this.element.releasePointerCapture(e.pointerId);
      return;
    }
    this.activePointer = null;
    this.stopLongPress();
    if (this.element.hasPointerCapture?.(e.pointerId)) this.element.releasePointerCapture(e.pointerId);
    const p = this.toPointer(e);
    const tapped = touch && this.restingAt !== null;
    this.restingAt = null;
    this.sink.up(p);
    if (tapped && this.taps.tap(p.screen, e.timeStamp)) {
      this.keepFocus = true;
      this.sink.doubleClick(p);
    }
  }

  private onCancel(e: PointerEvent): void {
    if (e.pointerType === 'touch') this.touches.remove(e.pointerId);
    this.stopLongPress();
    this.restingAt = null;
    if (this.activePointer === null || e.pointerId !== this.activePointer) return;
    this.activePointer = null;
    this.sink.cancel();
  }

  private cancelGesture(): void {
    this.stopLongPress();
    this.restingAt = null;
    this.activePointer = null;
    this.sink.cancel();
  }

  /** True for a mouse event the browser made from a touch just before (a tap's dblclick, a long press's menu). */
  private emulated(e: Event): boolean {
    if ((e as PointerEvent).pointerType === 'touch') return true;
    return e.timeStamp - this.lastTouch < EMULATED_MOUSE_MS;
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const rect = this.element.getBoundingClientRect();
    this.sink.wheel({ x: e.clientX - rect.left, y: e.clientY - rect.top }, e.deltaY, e.deltaMode);
  }
}
