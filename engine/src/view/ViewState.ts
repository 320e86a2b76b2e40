import type { ChangePreview, DrawingStyle, MapViewState, RemotePresence } from '../api';
import { ToolControls } from '../tools/ToolControls';

/**
 * What the engine shows over the document or instead of it, never saved in it: the presentation pulse, the view
 * filter and dimmed nodes, other people's presence, the AI's change preview, the grid, the selected support image, the drawing
 * tools' style and the empty label's placeholder. The page draws them from here each frame.
 */
export abstract class ViewState extends ToolControls implements MapViewState {
  /** Nodes whose border pulses (presentation, spec §4.8) and since when: the colour's phase. */
  pulsing: { ids: readonly string[]; since: number } = { ids: [], since: 0 };
  /** Other people's selections and pointers (presence), drawn by the page's presence layer. */
  remotePresence: readonly RemotePresence[] = [];

  /** Pulses the borders of `ids` ([] stops it); a new list while pulsing keeps the phase, so all change together. */
  setPulsingNodes(ids: readonly string[]): void {
    this.pulsing = { ids: [...ids], since: this.pulsing.ids.length > 0 ? this.pulsing.since : this.now() };
    this.invalidate();
  }

  getPulsingNodes(): readonly string[] {
    return this.pulsing.ids;
  }

  setViewFilter(ids: readonly string[] | null): void {
    this.scene.setViewFilter(ids);
    this.invalidate();
    this.pictureChanged();
  }

  getViewFilter(): readonly string[] | null {
    const filter = this.scene.viewFilter;
    return filter ? [...filter] : null;
  }

  setPlaceholderLabel(text: string): void {
    this.scene.restyle(this.scene.styles.setPlaceholder(text));
    this.invalidate();
  }

  setDimmedNodes(ids: readonly string[]): void {
    this.scene.restyle(this.scene.styles.setDimmed(ids));
    this.invalidate();
    this.pictureChanged();
  }

  getDimmedNodes(): readonly string[] {
    return [...this.scene.styles.dimmedNodes];
  }

  /** Replaces what is drawn of other people's presence. */
  setRemotePresence(peers: readonly RemotePresence[]): void {
    this.remotePresence = peers;
    this.invalidate();
  }

  getRemotePresence(): readonly RemotePresence[] {
    return this.remotePresence;
  }

  /** Draws a proposed change over the map until replaced or cleared (null). */
  setChangePreview(preview: ChangePreview | null): void {
    this.ctx.overlay.changePreview = preview;
    this.invalidate();
  }

  getChangePreview(): ChangePreview | null {
    return this.ctx.overlay.changePreview ?? null;
  }

  /** Shows or hides the grid; while shown, dragged nodes snap to it (spec §2.4). */
  setGrid(enabled: boolean): void {
    this.ctx.overlay.grid = enabled;
    this.invalidate();
  }

  /** True while the grid is shown. */
  getGrid(): boolean {
    return this.ctx.overlay.grid === true;
  }

  /** Selects a support image, or none. */
  selectImage(id: string | null): void {
    this.ctx.selectImage(id);
  }

  getSelectedImage(): string | null {
    return this.ctx.overlay.selectedImage ?? null;
  }

  /** Sets the drawing tools' stroke width, colour and eraser size (clamped to spec §9's ranges). */
  setDrawingStyle(style: Partial<DrawingStyle>): void {
    const target = this.ctx.drawingStyle;
    if (style.strokeWidth !== undefined) target.strokeWidth = Math.min(20, Math.max(1, style.strokeWidth));
    if (style.eraserSize !== undefined) target.eraserSize = Math.min(50, Math.max(5, style.eraserSize));
    if (style.strokeColor !== undefined) target.strokeColor = style.strokeColor;
  }
}
