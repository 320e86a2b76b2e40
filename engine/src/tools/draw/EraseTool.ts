import { createTransaction, setDrawingOps, type DrawingData } from '@mapa/model';
import { StateMachine } from '../StateMachine';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import { drawingOf, eraseAt } from './drawingGeometry';

/** The states of the erase tool. */
export interface EraseStates {
  idle: void;
  erasing: void;
}
type EraseMachine = StateMachine<EraseStates>;

function radiusOf(ctx: ToolContext): number {
  return ctx.drawingStyle.eraserSize / 2 / ctx.camera.zoom;
}

function showEraser(ctx: ToolContext, p: ToolPointer): void {
  ctx.overlay.eraser = { x: p.graph.x, y: p.graph.y, radius: radiusOf(ctx) };
  ctx.invalidate();
}

/** Hovering: shows the eraser's circle; a press starts erasing. */
class EraseIdle implements ToolState<'idle'> {
  readonly id = 'idle';
  constructor(
    private readonly machine: EraseMachine,
    private readonly ctx: ToolContext,
  ) {}

  onPointerMove(p: ToolPointer): void {
    showEraser(this.ctx, p);
  }

  onPointerDown(p: ToolPointer): void {
    if (p.button !== 0 || this.ctx.isReadOnly()) return;
    this.machine.transition('erasing', undefined);
    this.machine.onPointerMove(p);
  }

  onCancel(): void {
    this.ctx.overlay.eraser = null;
    this.ctx.invalidate();
  }
}

/** Dragging: strokes and texts the eraser touches vanish (previewed); release proposes one `drawing.updated`. */
class Erasing implements ToolState<'erasing'> {
  readonly id = 'erasing';
  private before: DrawingData = { paths: [], texts: [] };
  private after: DrawingData = this.before;

  constructor(
    private readonly machine: EraseMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(): void {
    this.before = drawingOf(this.ctx.scene.state?.canvas?.drawingData);
    this.after = this.before;
  }

  onPointerMove(p: ToolPointer): void {
    this.after = eraseAt(this.after, p.graph, radiusOf(this.ctx));
    this.ctx.overlay.drawing = this.after === this.before ? null : this.after;
    showEraser(this.ctx, p);
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    const state = this.ctx.scene.state;
    const changed = this.after !== this.before;
    const next = this.after;
    this.ctx.overlay.drawing = null;
    this.machine.transition('idle', undefined);
    this.ctx.invalidate();
    if (state && changed) this.ctx.propose(createTransaction('drawing.updated', setDrawingOps(state, next)));
  }

  onCancel(): void {
    this.ctx.overlay.drawing = null;
    this.ctx.overlay.eraser = null;
    this.ctx.invalidate();
  }
}

/** Builds the erase tool (spec §2.6): removes strokes and text annotations under an eraser of 5–50 px. */
export function createEraseTool(ctx: ToolContext): EraseMachine {
  const machine = new StateMachine<EraseStates>('erase');
  return machine.init([new EraseIdle(machine, ctx), new Erasing(machine, ctx)]);
}
