import { Graphics } from 'pixi.js';
import type { Camera } from '../../camera/Camera';
import type { ToolOverlay } from '../../tools/ToolContext';
import { GRID_SPACING } from '../../tools/snap/snapping';
import { emptyBox } from '../../geometry/Box';

const GRID_COLOR = 0xdee2e6;
const GUIDE_COLOR = 0xf03e8c;
/** Under this zoom the grid's lines would crowd together: every fifth line only. */
const SPARSE_ZOOM = 0.25;
const view = emptyBox();

/**
 * The grid (spacing 90, behind everything, in screen space so it costs the lines on screen) and the alignment
 * guides of a drag (in front, graph space).
 */
export class GridLayer {
  /** Screen-space grid lines; add behind the world. */
  readonly back = new Graphics();
  /** Graph-space guides; add to the overlay layer. */
  readonly front = new Graphics();
  private key = '';

  update(enabled: boolean, camera: Camera, overlay: ToolOverlay): void {
    const zoom = camera.zoom;
    const key = enabled
      ? `${camera.center.x},${camera.center.y},${zoom},${camera.width},${camera.height}`
      : '';
    if (key !== this.key) {
      this.key = key;
      this.drawGrid(enabled, camera);
    }
    const g = this.front.clear();
    const guides = overlay.guides;
    if (!guides) return;
    camera.visibleBox(view);
    const width = 1 / zoom;
    if (guides.x !== null) g.moveTo(guides.x, view.minY).lineTo(guides.x, view.maxY);
    if (guides.y !== null) g.moveTo(view.minX, guides.y).lineTo(view.maxX, guides.y);
    g.stroke({ width, color: GUIDE_COLOR, alpha: 0.9 });
  }

  private drawGrid(enabled: boolean, camera: Camera): void {
    const g = this.back.clear();
    if (!enabled) return;
    const step = GRID_SPACING * (camera.zoom < SPARSE_ZOOM ? 5 : 1);
    camera.visibleBox(view);
    const toX = (x: number) => (x - camera.center.x) * camera.zoom + camera.width / 2;
    const toY = (y: number) => (y - camera.center.y) * camera.zoom + camera.height / 2;
    for (let x = Math.ceil(view.minX / step) * step; x <= view.maxX; x += step) {
      const sx = Math.round(toX(x)) + 0.5;
      g.moveTo(sx, 0).lineTo(sx, camera.height);
    }
    for (let y = Math.ceil(view.minY / step) * step; y <= view.maxY; y += step) {
      const sy = Math.round(toY(y)) + 0.5;
      g.moveTo(0, sy).lineTo(camera.width, sy);
    }
    g.stroke({ width: 1, color: GRID_COLOR, alpha: 1 });
  }
}
