import { RenderTexture, Sprite, type Container, type Renderer } from 'pixi.js';
import { renderDetached } from './renderDetached';
import type { Camera } from '../camera/Camera';
import type { Box } from '../geometry/Box';

const TRANSPARENT: [number, number, number, number] = [0, 0, 0, 0];
/** How far the snapshot reaches beyond the view on each side, as a share of the view's size. */
const MARGIN = 0.5;
/** The snapshot is reused while the zoom stays within this factor of the zoom it was taken at. */
const MAX_ZOOM_DRIFT = 1.6;
/** After the camera rests this long on a drifted zoom, a sharp snapshot is taken. */
export const SETTLE_MS = 200;

/**
 * The overview cache: when the view holds a large share of a big map, the scene layers are rendered once into a
 * texture twice the size of the view, and panning and zooming move and scale that picture (a cost that follows
 * the pixels on screen, not the map). A new snapshot is taken when the view leaves the covered area, the zoom
 * drifts past MAX_ZOOM_DRIFT, the scene changes, or the camera comes to rest on a scaled picture.
 */
export class OverviewSnapshot {
  readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  private valid = false;
  private zoom = 1;
  private centerX = 0;
  private centerY = 0;
  private readonly covered: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private settled = false;

  constructor(private readonly requestFrame: () => void) {
    this.sprite.visible = false;
  }

  /** Forgets the picture (the scene changed). */
  invalidate(): void {
    this.valid = false;
  }

  /** The graph box a new snapshot covers for this camera: the view grown by MARGIN on every side. */
  coverage(camera: Camera, out: Box): Box {
    const hw = (camera.width * (0.5 + MARGIN)) / camera.zoom;
    const hh = (camera.height * (0.5 + MARGIN)) / camera.zoom;
    out.minX = camera.center.x - hw;
    out.maxX = camera.center.x + hw;
    out.minY = camera.center.y - hh;
    out.maxY = camera.center.y + hh;
    return out;
  }

  /** True when the current picture can stand in for this view. */
  fits(camera: Camera, view: Box): boolean {
    if (!this.valid || !this.texture || this.settled) return false;
    const drift = camera.zoom / this.zoom;
    if (drift > MAX_ZOOM_DRIFT || drift < 1 / MAX_ZOOM_DRIFT) return false;
    const c = this.covered;
    return view.minX >= c.minX && view.maxX <= c.maxX && view.minY >= c.minY && view.maxY <= c.maxY;
  }

  /** Renders `layers` (in graph coordinates) into the snapshot texture for the current camera. */
  capture(renderer: Renderer, layers: Container, camera: Camera): void {
    const width = Math.ceil(camera.width * (1 + 2 * MARGIN));
    const height = Math.ceil(camera.height * (1 + 2 * MARGIN));
    if (!this.texture || this.texture.width !== width || this.texture.height !== height) {
      this.texture?.destroy(true);
      this.texture = RenderTexture.create({ width, height, resolution: renderer.resolution });
    }
    this.zoom = camera.zoom;
    this.centerX = camera.center.x;
    this.centerY = camera.center.y;
    this.coverage(camera, this.covered);
    const { x, y } = layers.position;
    const scale = layers.scale.x;
    layers.position.set(width / 2 - this.centerX * this.zoom, height / 2 - this.centerY * this.zoom);
    layers.scale.set(this.zoom);
    renderDetached(renderer, layers, this.texture, TRANSPARENT);
    layers.position.set(x, y);
    layers.scale.set(scale);
    this.sprite.texture = this.texture;
    this.valid = true;
    this.settled = false;
  }

  /** Places the picture for the current camera; asks for a sharp snapshot once the camera rests on a drift. */
  show(camera: Camera): void {
    const k = camera.zoom / this.zoom;
    const texture = this.texture!;
    const left = this.centerX - texture.width / 2 / this.zoom;
    const top = this.centerY - texture.height / 2 / this.zoom;
    this.sprite.position.set(
      (left - camera.center.x) * camera.zoom + camera.width / 2,
      (top - camera.center.y) * camera.zoom + camera.height / 2,
    );
    this.sprite.scale.set(k);
    this.sprite.visible = true;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    if (Math.abs(k - 1) > 1e-6) {
      this.settleTimer = setTimeout(() => {
        this.settleTimer = null;
        this.settled = true;
        this.requestFrame();
      }, SETTLE_MS);
    }
  }

  /** Stops showing the picture (the view is drawn live). */
  hide(): void {
    this.sprite.visible = false;
  }

  destroy(): void {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.texture?.destroy(true);
  }
}
