import { createTransaction, setDrawingOps, type Point } from '@mapa/model';
import { StateMachine } from '../StateMachine';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import { drawingOf, simplifyStroke } from './drawingGeometry';

/** The states of the draw tool. */
export interface DrawStates {
  idle: void;
  drawing: { start: Point };
}
type DrawMachine = StateMachine<DrawStates>;

/** Waiting for a press to start a stroke. */
class DrawIdle implements ToolState<'idle'> {
  readonly id = 'idle';
  constructor(
    private readonly machine: DrawMachine,
    private readonly ctx: ToolContext,
  ) {}

  onPointerDown(p: ToolPointer): void {
    if (p.button === 0 && !this.ctx.isReadOnly()) this.machine.transition('drawing', { start: p.graph });
  }
}

/**
 * A freehand stroke in graph coordinates (`coordSpace: 'graph'`), previewed while drawing and proposed on release
 * as one `drawing.updated` transaction.
 */
class Drawing implements ToolState<'drawing'> {
  readonly id = 'drawing';
  private points: Point[] = [];

  constructor(
    private readonly machine: DrawMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: DrawStates['drawing']): void {
    this.points = [{ x: info.start.x, y: info.start.y }];
    this.preview();
  }

  onPointerMove(p: ToolPointer): void {
    this.points.push({ x: p.graph.x, y: p.graph.y });
    this.preview();
  }

  onPointerUp(p: ToolPointer): void {
    this.points.push({ x: p.graph.x, y: p.graph.y });
    const state = this.ctx.scene.state;
    const { strokeWidth, strokeColor } = this.ctx.drawingStyle;
    const points = simplifyStroke(this.points, 1 / this.ctx.camera.zoom);
    this.end();
    if (!state) return;
    const current = drawingOf(state.canvas?.drawingData);
    const next = {
      ...current,
      paths: [...current.paths, { points, strokeWidth, strokeColor, coordSpace: 'graph' as const }],
    };
    this.ctx.propose(createTransaction('drawing.updated', setDrawingOps(state, next)));
  }

  onCancel(): void {
    this.points = [];
    this.ctx.overlay.drawing = null;
    this.ctx.invalidate();
  }

  private end(): void {
    this.ctx.overlay.drawing = null;
    this.machine.transition('idle', undefined);
    this.ctx.invalidate();
  }

  private preview(): void {
    const current = drawingOf(this.ctx.scene.state?.canvas?.drawingData);
    const { strokeWidth, strokeColor } = this.ctx.drawingStyle;
    this.ctx.overlay.drawing = {
      ...current,
      paths: [...current.paths, { points: this.points, strokeWidth, strokeColor, coordSpace: 'graph' }],
    };
    this.ctx.invalidate();
  }
}

/** Builds the draw tool (spec §2.6): freehand strokes with the toolbar's width and colour. */
export function createDrawTool(ctx: ToolContext): DrawMachine {
  const machine = new StateMachine<DrawStates>('draw');
  return machine.init([new DrawIdle(machine, ctx), new Drawing(machine, ctx)]);
}
