import type { Point } from '@mapa/model';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';

/** A machine with an idle state (select and connect tools both pan). */
interface ReturnsToIdle {
  transition(id: 'idle', info: void): void;
}

/** Dragging the empty canvas moves the view with the pointer. */
export class Panning implements ToolState<'panning'> {
  readonly id = 'panning';
  private last: Point = { x: 0, y: 0 };

  constructor(
    private readonly machine: ReturnsToIdle,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: { screen: Point }): void {
    this.last = { x: info.screen.x, y: info.screen.y };
  }

  onPointerMove(p: ToolPointer): void {
    this.ctx.panBy(p.screen.x - this.last.x, p.screen.y - this.last.y);
    this.last = { x: p.screen.x, y: p.screen.y };
  }

  onPointerUp(): void {
    this.machine.transition('idle', undefined);
  }
}
