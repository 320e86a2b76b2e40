import type { Point } from '@mapa/model';
import { page } from '../page/pageAdapter';
import type { ToolPointer } from '../tools/ToolContext';

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
}

/**
 * Listens to DOM pointer, wheel and keyboard events on the engine's element and hands them on in container
 * coordinates. One pointer at a time drives a gesture (the primary one, captured so a drag may leave the element).
 */
export class PointerController {
  private activePointer: number | null = null;
  private readonly listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [];

  constructor(
    private readonly element: HTMLElement,
    private readonly sink: PointerSink,
  ) {
    this.listen(element, 'pointerdown', (e) => this.onDown(e as PointerEvent));
    this.listen(element, 'pointermove', (e) => this.onMove(e as PointerEvent));
    this.listen(element, 'pointerup', (e) => this.onUp(e as PointerEvent));
    this.listen(element, 'pointercancel', () => this.onCancel());
    this.listen(element, 'wheel', (e) => this.onWheel(e as WheelEvent), { passive: false });
    this.listen(element, 'dblclick', (e) => this.sink.doubleClick(this.toPointer(e as MouseEvent)));
    this.listen(element, 'contextmenu', (e) => {
      e.preventDefault();
      this.sink.contextMenu(this.toPointer(e as MouseEvent));
    });
    // Escape cancels a gesture wherever the focus is, so it is heard on the page rather than the element.
    const keys = page().keyTarget();
    if (keys)
      this.listen(keys, 'keydown', (e) => {
        if ((e as KeyboardEvent).key === 'Escape' && this.activePointer !== null) this.onCancel();
      });
  }

  /** Removes every listener. */
  destroy(): void {
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
    if (this.activePointer !== null || e.button !== 0) return;
    this.activePointer = e.pointerId;
    this.element.setPointerCapture?.(e.pointerId);
    this.sink.down(this.toPointer(e));
  }

  private onMove(e: PointerEvent): void {
    if (this.activePointer !== null && e.pointerId !== this.activePointer) return;
    this.sink.move(this.toPointer(e));
  }

  private onUp(e: PointerEvent): void {
    if (e.pointerId !== this.activePointer) return;
    this.activePointer = null;
    if (this.element.hasPointerCapture?.(e.pointerId)) this.element.releasePointerCapture(e.pointerId);
    this.sink.up(this.toPointer(e));
  }

  private onCancel(): void {
    if (this.activePointer === null) return;
    this.activePointer = null;
    this.sink.cancel();
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    const rect = this.element.getBoundingClientRect();
    this.sink.wheel({ x: e.clientX - rect.left, y: e.clientY - rect.top }, e.deltaY, e.deltaMode);
  }
}
