import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import type { SelectMachine } from './SelectTool';

/** Waiting: a press decides between resizing, pointing at a node or edge, and pointing at the canvas. */
export class SelectIdle implements ToolState<'idle'> {
  readonly id = 'idle';

  constructor(
    private readonly machine: SelectMachine,
    private readonly ctx: ToolContext,
  ) {}

  onPointerDown(p: ToolPointer): void {
    if (p.button !== 0) return;
    const corner = this.ctx.hitHandle(p);
    const only = this.ctx.selection.nodes.size === 1 ? [...this.ctx.selection.nodes][0] : null;
    if (corner && only) {
      this.machine.transition('resizing', { id: only, corner, screen: p.screen });
      return;
    }
    const target = this.ctx.hitTest(p);
    let selectedOnDown = false;
    if (target.kind === 'node' && !p.shiftKey && !this.ctx.selection.nodes.has(target.id)) {
      // Select at once, so dragging an unselected node moves it (and only it).
      this.ctx.setSelection([target.id], []);
      selectedOnDown = true;
    }
    this.machine.transition('pointing', {
      target,
      screen: p.screen,
      graph: p.graph,
      shiftKey: p.shiftKey,
      selectedOnDown,
    });
  }
}
