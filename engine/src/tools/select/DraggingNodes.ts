import { createTransaction, type MapNode, type Operation, type Point } from '@mapa/model';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import { alignToNodes, snapToGrid } from '../snap/snapping';
import { emptyBox } from '../../geometry/Box';
import type { SelectMachine, SelectStates } from './selectStates';
import { dropTargetAt, dropUnderOps } from './dropUnder';

const view = emptyBox();

/** True when a node may not be moved or resized (the spec keeps `locked` both on the node and in its data). */
export function isLocked(node: MapNode): boolean {
  return node.locked === true || node.data.locked === true;
}

/**
 * Moving the selected, unlocked nodes with the pointer. The state is never touched: the moved records are a
 * preview; on release the move is proposed as one `element.drag` transaction. One node dropped onto another
 * becomes its child (the target is outlined while the pointer is over it; see `dropUnder`).
 */
export class DraggingNodes implements ToolState<'dragging_nodes'> {
  readonly id = 'dragging_nodes';
  private start: Point = { x: 0, y: 0 };
  private originals: MapNode[] = [];
  private moved = new Map<string, MapNode>();
  private ignore = new Set<string>();

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
    this.ignore = new Set(this.ctx.selection.nodes);
  }

  onPointerMove(p: ToolPointer): void {
    if (this.originals.length === 0) return;
    let dx = p.graph.x - this.start.x;
    let dy = p.graph.y - this.start.y;
    // The first dragged node leads: it snaps to the grid, else aligns with other centres (guides); the rest follow.
    const lead = this.originals[0].position;
    const wanted = { x: lead.x + dx, y: lead.y + dy };
    let guides = null;
    if (this.ctx.gridEnabled()) {
      dx = snapToGrid(wanted.x) - lead.x;
      dy = snapToGrid(wanted.y) - lead.y;
    } else {
      const { scene, camera } = this.ctx;
      const aligned = alignToNodes(scene, wanted, camera.visibleBox(view), camera.zoom, this.ignore);
      dx = aligned.centre.x - lead.x;
      dy = aligned.centre.y - lead.y;
      guides = aligned.guides.x !== null || aligned.guides.y !== null ? aligned.guides : null;
    }
    this.ctx.overlay.guides = guides;
    this.moved = new Map();
    for (const node of this.originals) {
      this.moved.set(node.data.id, {
        ...node,
        position: { ...node.position, x: node.position.x + dx, y: node.position.y + dy },
      });
    }
    this.ctx.setPreview(this.moved);
    this.ctx.overlay.dropTarget =
      this.originals.length === 1 && !this.ctx.isReadOnly()
        ? dropTargetAt(this.ctx.scene, p.graph, this.originals[0].data.id, this.ignore)
        : null;
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    const state = this.ctx.scene.state;
    const target = this.ctx.overlay.dropTarget;
    this.ctx.overlay.dropTarget = null;
    const under = state && target ? dropUnderOps(state, this.originals[0].data.id, target) : null;
    const ops: Operation[] = under ?? [];
    for (const original of this.originals) {
      const moved = this.moved.get(original.data.id);
      // Build from the record as it is now: an edit that landed during the drag (a content commit) is kept.
      const from = state?.getNode(original.data.id);
      if (!moved || !from || under) continue;
      if (moved.position.x !== from.position.x || moved.position.y !== from.position.y) {
        ops.push({ type: 'node.update', id: from.data.id, from, to: { ...from, position: moved.position } });
      }
    }
    // End the preview first: a shell that applies the transaction synchronously then sees a consistent engine.
    this.ctx.overlay.guides = null;
    this.ctx.setPreview(null);
    this.originals = [];
    this.machine.transition('idle', undefined);
    if (ops.length > 0) this.ctx.propose(createTransaction('element.drag', ops));
  }

  onCancel(): void {
    this.originals = [];
    this.ctx.overlay.guides = null;
    this.ctx.overlay.dropTarget = null;
    this.ctx.setPreview(null);
  }
}
