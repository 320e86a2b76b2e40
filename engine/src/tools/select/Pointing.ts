import type { HitTarget, PointerInfo } from '../../api';
import { movedBeyondThreshold, type ToolContext, type ToolPointer, type ToolState } from '../ToolContext';
import type { SelectMachine, SelectStates } from './selectStates';

/** Pressed, not moved yet: releasing is a click; moving past the threshold starts a drag, box or pan. */
export class Pointing implements ToolState<'pointing'> {
  readonly id = 'pointing';
  private info!: SelectStates['pointing'];

  constructor(
    private readonly machine: SelectMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: SelectStates['pointing']): void {
    this.info = info;
  }

  onPointerMove(p: ToolPointer): void {
    if (!movedBeyondThreshold(this.info.screen, p.screen)) return;
    const { target, graph, screen, shiftKey } = this.info;
    if (target.kind === 'node' && !this.ctx.isReadOnly()) {
      if (shiftKey && !this.ctx.selection.nodes.has(target.id)) this.ctx.toggleNode(target.id);
      this.machine.transition('dragging_nodes', { start: graph });
    } else if (target.kind === 'canvas' && shiftKey) {
      this.machine.transition('box_selecting', { start: graph, additive: true });
    } else {
      this.machine.transition('panning', { screen });
    }
    this.machine.onPointerMove(p);
  }

  onPointerUp(p: ToolPointer): void {
    const { target, shiftKey, selectedOnDown } = this.info;
    const info: PointerInfo = {
      target,
      screen: p.screen,
      graph: p.graph,
      shiftKey: p.shiftKey,
      button: p.button,
    };
    if (target.kind === 'node') {
      if (shiftKey) this.ctx.toggleNode(target.id);
      else if (!selectedOnDown) this.ctx.setSelection([target.id], []);
      this.ctx.emitClick('nodeclick', info as PointerInfo & { target: Extract<HitTarget, { kind: 'node' }> });
    } else if (target.kind === 'edge') {
      if (shiftKey) this.ctx.toggleEdge(target.id);
      else this.ctx.setSelection([], [target.id]);
      this.ctx.emitClick('edgeclick', info as PointerInfo & { target: Extract<HitTarget, { kind: 'edge' }> });
    } else {
      if (!shiftKey) this.ctx.setSelection([], []);
      this.ctx.emitClick('canvasclick', info);
    }
    this.machine.transition('idle', undefined);
  }
}
