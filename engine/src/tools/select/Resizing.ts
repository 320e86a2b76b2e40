import { createTransaction, type MapNode, type Point } from '@mapa/model';
import {
  movedBeyondThreshold,
  type Corner,
  type ToolContext,
  type ToolPointer,
  type ToolState,
} from '../ToolContext';
import type { SelectMachine, SelectStates } from './selectStates';
import { isLocked } from './DraggingNodes';

/** Smallest width and height a resize may reach, in graph units. */
export const MIN_NODE_SIZE = 10;

/**
 * The node record after dragging `corner` to `p`: the opposite corner stays where it was and the size never
 * drops below MIN_NODE_SIZE. `width`/`height` are the node's current (resolved) size.
 */
export function resizedNode(node: MapNode, width: number, height: number, corner: Corner, p: Point): MapNode {
  const sx = corner === 'ne' || corner === 'se' ? 1 : -1;
  const sy = corner === 'sw' || corner === 'se' ? 1 : -1;
  const anchorX = node.position.x - (sx * width) / 2;
  const anchorY = node.position.y - (sy * height) / 2;
  const w = Math.max(MIN_NODE_SIZE, (p.x - anchorX) * sx);
  const h = Math.max(MIN_NODE_SIZE, (p.y - anchorY) * sy);
  return {
    ...node,
    position: { ...node.position, x: anchorX + (sx * w) / 2, y: anchorY + (sy * h) / 2 },
    data: { ...node.data, dimensions: { ...node.data.dimensions, width: w, height: h } },
  };
}

/** Dragging a corner handle of the single selected node; release proposes `element.resize`. */
export class Resizing implements ToolState<'resizing'> {
  readonly id = 'resizing';
  private original: MapNode | null = null;
  private next: MapNode | null = null;
  private corner: Corner = 'se';
  private size = { width: 0, height: 0 };
  private pressedAt: Point = { x: 0, y: 0 };
  private moved = false;

  constructor(
    private readonly machine: SelectMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: SelectStates['resizing']): void {
    const node = this.ctx.scene.state?.getNode(info.id);
    const style = this.ctx.scene.nodeStyle(info.id);
    const usable = node && style && !isLocked(node) && !this.ctx.isReadOnly();
    this.original = usable ? node : null;
    this.next = null;
    this.corner = info.corner;
    this.pressedAt = info.screen;
    this.moved = false;
    this.size = style ? { width: style.width, height: style.height } : { width: 0, height: 0 };
  }

  onPointerMove(p: ToolPointer): void {
    if (!this.original) return;
    // A click on a handle is not a resize.
    if (!this.moved && !movedBeyondThreshold(this.pressedAt, p.screen)) return;
    this.moved = true;
    this.next = resizedNode(this.original, this.size.width, this.size.height, this.corner, p.graph);
    this.ctx.setPreview(new Map([[this.original.data.id, this.next]]));
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    // Build from the record as it is now: an edit that landed during the resize is kept.
    const current = this.original && this.ctx.scene.state?.getNode(this.original.data.id);
    const from = current ?? null;
    const to =
      current && this.next
        ? {
            ...current,
            position: this.next.position,
            data: { ...current.data, dimensions: this.next.data.dimensions },
          }
        : null;
    this.ctx.setPreview(null);
    this.original = null;
    this.machine.transition('idle', undefined);
    if (from && to)
      this.ctx.propose(
        createTransaction('element.resize', [{ type: 'node.update', id: from.data.id, from, to }]),
      );
  }

  onCancel(): void {
    this.original = null;
    this.ctx.setPreview(null);
  }
}
