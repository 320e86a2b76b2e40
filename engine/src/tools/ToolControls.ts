import type { Point } from '@mapa/model';
import type { HitTarget, MapTools, Selection, ToolId } from '../api';
import { CameraControls } from '../camera/CameraControls';
import { hitTest } from '../hit/hitTest';
import { isAvailableTool } from './toolSet';

/** The engine's tool, its selection, whether it edits at all, and what lies under a point. */
export abstract class ToolControls extends CameraControls implements MapTools {
  setTool(tool: ToolId): void {
    if (!isAvailableTool(tool)) {
      console.warn(`[mapa/engine] the "${tool}" tool is not available yet`);
      return;
    }
    if (tool === this.tool.id) return;
    this.tool.cancel();
    this.tool = this.tools[tool];
    this.ctx.overlay.eraser = null;
    this.emitter.emit('toolchange', { tool });
    this.invalidate();
  }

  getTool(): ToolId {
    return this.tool.id;
  }

  /** The current tool state's id, e.g. `dragging_nodes` (tests, debugging). */
  getToolState(): string {
    return this.tool.stateId;
  }

  select(selection: Partial<Selection>): void {
    this.ctx.setSelection(
      selection.nodes ?? [...this.selection.nodes],
      selection.edges ?? [...this.selection.edges],
    );
  }

  getSelection(): Selection {
    return this.selection.snapshot();
  }

  clearSelection(): void {
    this.select({ nodes: [], edges: [] });
  }

  setReadOnly(readOnly: boolean): void {
    if (readOnly) this.tool.cancel();
    this.readOnly = readOnly;
    this.invalidate();
    if (!readOnly) this.becameEditable();
  }

  /** What is under a screen point (container px). */
  hitTest(screen: Point): HitTarget {
    const g = this.camera.screenToGraph(screen);
    return hitTest(this.scene, g.x, g.y, this.camera.zoom);
  }

  /** True when resize handles show (one editable, unlocked node selected with the select tool). */
  showsHandles(): boolean {
    return this.ctx.resizableNode() !== null;
  }

  /** `setReadOnly(false)` made the engine editable (the page engine then starts its layout worker). */
  protected becameEditable(): void {}
}
