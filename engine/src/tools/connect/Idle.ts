import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import type { ConnectMachine } from './connectStates';

/** Waiting for a source: a press on a node starts a connection, a press elsewhere pans. */
export class ConnectIdle implements ToolState<'idle'> {
  readonly id = 'idle';

  constructor(
    private readonly machine: ConnectMachine,
    private readonly ctx: ToolContext,
  ) {}

  onPointerDown(p: ToolPointer): void {
    if (p.button !== 0) return;
    const target = this.ctx.hitTest(p);
    if (target.kind === 'node' && !this.ctx.isReadOnly()) {
      this.machine.transition('connecting', { source: target.id, screen: p.screen, graph: p.graph });
    } else {
      this.machine.transition('panning', { screen: p.screen });
    }
  }
}
