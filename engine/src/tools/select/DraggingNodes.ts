import { createTransaction, type MapNode, type Operation, type Point } from '@mapa/model';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import type { SelectMachine, SelectStates } from './SelectTool';

/** True when a node may not be moved or resized (the spec keeps `locked` both on the node and in its data). */
export function isLocked(node: MapNode): boolean {
  return node.locked === true || node.data.locked === true;
}

/**
 * Moving the selected, unlocked nodes with the pointer. The state is never touched: the moved records are a
 * preview; on release the move is proposed as one `element.drag` transaction.
 */
export class DraggingNodes implements ToolState<'dragging_nodes'> {
  readonly id = 'dragging_nodes';
  private start: Point = { x: 0, y: 0 };
  private originals: MapNode[] = [];
  private moved = new Map<string, MapNode>();

  constructor(
    private readonly machine: SelectMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: SelectStates['dragging_nodes']): void {
    this.start = info.start;
    this.originals = [];
    this.moved = new Map();
    const state = this.ctx.scene.state;
    for (const id of this.ctx.selection.nodes) {
      const node = state?.getNode(id);
      if (node && !isLocked(node)) this.originals.push(node);
    }
  }

  onPointerMove(p: ToolPointer): void {
    if (this.originals.length === 0) return;
    const dx = p.graph.x - this.start.x;
    const dy = p.graph.y - this.start.y;
    this.moved = new Map();
    for (const node of this.originals) {
      this.moved.set(node.data.id, {
        ...node,
        position: { ...node.position, x: node.position.x + dx, y: node.position.y + dy },
      });
    }
    this.ctx.setPreview(this.moved);
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    const ops: Operation[] = [];
    for (const from of this.originals) {
      const to = this.moved.get(from.data.id);
      if (to && (to.position.x !== from.position.x || to.position.y !== from.position.y)) {
        ops.push({ type: 'node.update', id: from.data.id, from, to });
      }
    }
    // End the preview first: a shell that applies the transaction synchronously then sees a consistent engine.
    this.ctx.setPreview(null);
    this.originals = [];
    this.machine.transition('idle', undefined);
    if (ops.length > 0) this.ctx.propose(createTransaction('element.drag', ops));
  }

  onCancel(): void {
    this.originals = [];
    this.ctx.setPreview(null);
  }
}
