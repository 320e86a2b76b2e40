import { createEdge, createTransaction } from '@mapa/model';
import { hitNode } from '../../hit/hitTest';
import { movedBeyondThreshold, type ToolContext, type ToolPointer, type ToolState } from '../ToolContext';
import type { ConnectMachine, ConnectStates } from './connectStates';

/**
 * A source is chosen and a rubber band follows the pointer. Releasing after a drag, or pressing after a click,
 * on another node completes the edge; anywhere else cancels.
 */
export class Connecting implements ToolState<'connecting'> {
  readonly id = 'connecting';
  private info!: ConnectStates['connecting'];
  private pressed = false;
  private dragged = false;

  constructor(
    private readonly machine: ConnectMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: ConnectStates['connecting']): void {
    this.info = info;
    this.pressed = true;
    this.dragged = false;
    this.showBand(info.graph);
  }

  onPointerMove(p: ToolPointer): void {
    if (this.pressed && movedBeyondThreshold(this.info.screen, p.screen)) this.dragged = true;
    this.showBand(p.graph);
  }

  onPointerDown(p: ToolPointer): void {
    this.finish(p);
  }

  onPointerUp(p: ToolPointer): void {
    if (this.pressed && !this.dragged) {
      // A click on the source: wait for a click on the target.
      this.pressed = false;
      return;
    }
    if (this.pressed) this.finish(p);
  }

  exit(): void {
    this.ctx.overlay.rubberBand = null;
    this.ctx.invalidate();
  }

  private finish(p: ToolPointer): void {
    const target = hitNode(this.ctx.scene, p.graph.x, p.graph.y);
    const source = this.info.source;
    this.machine.transition('idle', undefined);
    if (!target || target === source) return;
    const edge = createEdge({ source, target, settings: this.ctx.scene.state?.settings ?? undefined });
    this.ctx.propose(createTransaction('edge.added', [{ type: 'edge.add', edge }]));
    this.ctx.setTool('select');
  }

  private showBand(to: { x: number; y: number }): void {
    const node = this.ctx.scene.node(this.info.source);
    if (!node) return;
    this.ctx.overlay.rubberBand = {
      from: { x: node.position.x, y: node.position.y },
      to: { x: to.x, y: to.y },
    };
    this.ctx.invalidate();
  }
}
