import { createTransaction, type SupportImage } from '@mapa/model';
import type { Corner, ToolContext, ToolPointer, ToolState } from '../ToolContext';
import { MIN_IMAGE_SIZE_PX, resizedBounds, withBounds } from './supportImages';

interface ReturnsToIdle {
  transition(id: 'idle', info: void): void;
}

/**
 * Resizing the selected support image by a corner (opposite corner fixed, never under twice the handle size);
 * previewed, proposed on release as one `element.resize` (imageresized).
 */
export class ResizingImage implements ToolState<'resizing_image'> {
  readonly id = 'resizing_image';
  private original: SupportImage | null = null;
  private corner: Corner = 'se';

  constructor(
    private readonly machine: ReturnsToIdle,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: { image: SupportImage; corner: Corner }): void {
    this.original = info.image;
    this.corner = info.corner;
  }

  onPointerMove(p: ToolPointer): void {
    if (!this.original) return;
    const min = MIN_IMAGE_SIZE_PX / this.ctx.camera.zoom;
    this.ctx.overlay.imagePreview = withBounds(
      this.original,
      resizedBounds(this.original, this.corner, p.graph, min),
    );
    this.ctx.invalidate();
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    const from = this.original;
    const to = this.ctx.overlay.imagePreview;
    this.onCancel();
    this.machine.transition('idle', undefined);
    if (from && to && JSON.stringify(from.bounds) !== JSON.stringify(to.bounds))
      this.ctx.propose(
        createTransaction('element.resize', [{ type: 'image.update', id: from.id, from, to }]),
      );
  }

  onCancel(): void {
    this.original = null;
    this.ctx.overlay.imagePreview = null;
    this.ctx.invalidate();
  }
}
