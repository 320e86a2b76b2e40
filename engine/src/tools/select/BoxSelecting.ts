import type { Point } from '@mapa/model';
import { boxFromPoints } from '../../geometry/Box';
import { nodesInBox } from '../../hit/hitTest';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import type { SelectMachine, SelectStates } from './selectStates';

/** Shift+drag on the canvas: nodes touching the rectangle join the selection as it grows. */
export class BoxSelecting implements ToolState<'box_selecting'> {
  readonly id = 'box_selecting';
  private start: Point = { x: 0, y: 0 };
  private baseNodes: string[] = [];
  private baseEdges: string[] = [];

  constructor(
    private readonly machine: SelectMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: SelectStates['box_selecting']): void {
    this.start = info.start;
    this.baseNodes = info.additive ? [...this.ctx.selection.nodes] : [];
    this.baseEdges = info.additive ? [...this.ctx.selection.edges] : [];
  }

  onPointerMove(p: ToolPointer): void {
    const box = boxFromPoints(this.start.x, this.start.y, p.graph.x, p.graph.y);
    this.ctx.overlay.box = box;
    this.ctx.setSelection([...this.baseNodes, ...nodesInBox(this.ctx.scene, box)], this.baseEdges);
    this.ctx.invalidate();
  }

  onPointerUp(p: ToolPointer): void {
    this.onPointerMove(p);
    this.machine.transition('idle', undefined);
  }

  exit(): void {
    this.ctx.overlay.box = null;
    this.ctx.invalidate();
  }
}
