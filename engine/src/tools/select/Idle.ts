import { createTransaction, toggleCollapseOps } from '@mapa/model';
import type { ToolContext, ToolPointer, ToolState } from '../ToolContext';
import { imageHandleAt, isSelectableImage } from '../image/supportImages';
import type { SelectMachine } from './selectStates';

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
    if (this.pressBadge(p)) return;
    if (this.pressSupportImage(p)) return;
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

  /** A press on a collapsed node's '+N' badge expands it (proposed as the shell's collapse action is). */
  private pressBadge(p: ToolPointer): boolean {
    const id = this.ctx.hitBadge(p);
    const state = this.ctx.scene.state;
    if (!id || !state) return false;
    const change = this.ctx.isReadOnly() ? null : toggleCollapseOps(state, id);
    if (change && change.ops.length > 0)
      this.ctx.propose(createTransaction('node.expandCollapse', change.ops));
    return true;
  }

  /** A press on the selected image's handle resizes it; on an unlocked, visible image selects and moves it. */
  private pressSupportImage(p: ToolPointer): boolean {
    if (this.ctx.isReadOnly()) return false;
    const images = this.ctx.scene.state?.canvas?.backgroundImages ?? [];
    const selected = images.find((image) => image.id === this.ctx.overlay.selectedImage);
    const corner = selected && imageHandleAt(this.ctx.camera, selected, p.screen);
    if (selected && corner) {
      this.machine.transition('resizing_image', { image: selected, corner });
      return true;
    }
    const target = this.ctx.hitTest(p);
    const image = target.kind === 'image' ? images.find((i) => i.id === target.id) : undefined;
    if (!image || !isSelectableImage(image)) return false;
    this.ctx.selectImage(image.id);
    this.machine.transition('dragging_image', { image, start: p.graph });
    return true;
  }
}
