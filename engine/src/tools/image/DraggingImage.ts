import { createTransaction, type Point, type SupportImage } from '@mapa/model';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import { imageBox, withBounds } from './supportImages';

/** A machine that returns to idle. */
interface ReturnsToIdle {
  transition(id: 'idle', info: void): void;
}

/** Moving the selected support image; previewed, proposed on release as one `element.drag` (imagemoved). */
export class DraggingImage implements ToolState<'dragging_image'> {
  readonly id = 'dragging_image';
  private start: Point = { x: 0, y: 0 };
  private original: SupportImage | null = null;

  constructor(
    private readonly machine: ReturnsToIdle,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: { image: SupportImage; start: Point }): void {
    this.original = info.image;
    this.start = info.start;
  }

  onPointerMove(p: ToolPointer): void {
    if (!this.original) return;
    const b = imageBox(this.original);
    this.ctx.overlay.imagePreview = withBounds(this.original, {
      ...b,
      x: b.x + p.graph.x - this.start.x,
      y: b.y + p.graph.y - this.start.y,
    });
    this.ctx.invalidate();
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    const from = this.original;
    const to = this.ctx.overlay.imagePreview;
    this.onCancel();
    this.machine.transition('idle', undefined);
    if (from && to && (to.bounds.x !== from.bounds.x || to.bounds.y !== from.bounds.y))
      this.ctx.propose(createTransaction('element.drag', [{ type: 'image.update', id: from.id, from, to }]));
  }

  onCancel(): void {
    this.original = null;
    this.ctx.overlay.imagePreview = null;
    this.ctx.invalidate();
  }
}
