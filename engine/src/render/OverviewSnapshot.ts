import { RenderTexture, Sprite, type Container, type Renderer } from 'pixi.js';
import { renderDetached } from './renderDetached';
import { DirtyRegion } from './DirtyRegion';
import type { Camera } from '../camera/Camera';
import type { Box } from '../geometry/Box';
import { MagnifiedFrames, scaleAllowed } from './snapshotScale';

const TRANSPARENT: [number, number, number, number] = [0, 0, 0, 0];
/** How far the snapshot reaches beyond the view on each side, as a share of the view's size. */
const MARGIN = 0.5;
/** After the camera rests this long on a drifted zoom, a sharp snapshot is taken. */
export const SETTLE_MS = 200;
/** Patch textures are sized in steps of this many texels, so a run of similar patches reuses one texture. */
const PATCH_STEP = 128;

/**
 * The overview cache: when the view holds a large share of a big map, the scene layers are rendered once into a
 * texture twice the size of the view, and panning and zooming move and scale that picture (a cost that follows
 * the pixels on screen, not the map). A new snapshot is taken when the view leaves the covered area, the zoom
 * drifts past what `scaleAllowed` accepts (in by 1.25×, out by 1.6×), much of the scene changes, or the camera comes to rest on a scaled picture. A small
 * change only marks the texels it covers (`dirty`), and `patch` redraws just those rectangles.
 */
export class OverviewSnapshot {
  readonly sprite = new Sprite();
  private texture: RenderTexture | null = null;
  private valid = false;
  private zoom = 1;
  private centerX = 0;
  private centerY = 0;
  private readonly covered: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  /** The view the picture was taken for (what its labels were placed for). */
  private readonly takenView: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  /** What changes since the picture was drawn have made stale. */
  private readonly stale = new DirtyRegion();
  /** Scratch target a patch is drawn into before it is copied into the picture. */
  private patchTexture: RenderTexture | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private settled = false;
  /** Frames that showed the picture magnified past MAX_MAGNIFY (read by tests and the bench; kept at 0). */
  readonly magnified = new MagnifiedFrames();

  constructor(private readonly requestFrame: () => void) {
    this.sprite.visible = false;
  }

  /** Forgets the picture (the scene changed). */
  invalidate(): void {
    this.valid = false;
    this.stale.clear();
  }

  /** Where to report what a change makes stale while the picture is worth patching; null when it is not. */
  get dirty(): DirtyRegion | null {
    return this.valid && this.texture ? this.stale : null;
  }

  /** Number of texels in the picture (0 before the first). */
  get texels(): number {
    return this.texture ? this.texture.source.pixelWidth * this.texture.source.pixelHeight : 0;
  }

  /** Zoom the picture was drawn at. */
  get zoomTaken(): number {
    return this.zoom;
  }

  /** Writes the view (graph box) the picture was drawn for into `out`. */
  viewTaken(out: Box): Box {
    out.minX = this.takenView.minX;
    out.minY = this.takenView.minY;
    out.maxX = this.takenView.maxX;
    out.maxY = this.takenView.maxY;
    return out;
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
    if (!scaleAllowed(camera.zoom, this.zoom)) return false;
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
    const hw = camera.width / 2 / camera.zoom;
    const hh = camera.height / 2 / camera.zoom;
    this.takenView.minX = this.centerX - hw;
    this.takenView.maxX = this.centerX + hw;
    this.takenView.minY = this.centerY - hh;
    this.takenView.maxY = this.centerY + hh;
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
    const res = this.texture.source.resolution;
    this.stale.reset(
      this.centerX - width / 2 / this.zoom,
      this.centerY - height / 2 / this.zoom,
      this.zoom * res,
      this.texture.source.pixelWidth,
      this.texture.source.pixelHeight,
    );
  }

  /**
   * Redraws texel rectangle `rect` ([x0, y0, x1, y1] from `dirty.rects`, at `at`) of the picture: `layers` are
   * rendered at the picture's zoom into a scratch texture the size of the rectangle (cleared, so it also clips)
   * and copied into place, leaving every other texel as it was.
   */
  patch(renderer: Renderer, layers: Container, rect: readonly number[], at: number): void {
    const texture = this.texture!;
    const res = texture.source.resolution;
    const x0 = rect[at];
    const y0 = rect[at + 1];
    const w = rect[at + 2] - x0;
    const h = rect[at + 3] - y0;
    const scratch = this.patchTarget(w, h, res);
    const { x, y } = layers.position;
    const scale = layers.scale.x;
    // The picture's transform, shifted so texel (x0, y0) lands on the scratch texture's corner.
    layers.position.set(
      texture.width / 2 - this.centerX * this.zoom - x0 / res,
      texture.height / 2 - this.centerY * this.zoom - y0 / res,
    );
    layers.scale.set(this.zoom);
    renderDetached(renderer, layers, scratch, TRANSPARENT);
    renderer.renderTarget.copyToTexture(
      scratch,
      texture,
      { x: 0, y: 0 },
      { width: w, height: h },
      { x: x0, y: y0 },
    );
    layers.position.set(x, y);
    layers.scale.set(scale);
  }

  /** The scratch texture, at least `w` × `h` texels (in PATCH_STEP steps). */
  private patchTarget(w: number, h: number, res: number): RenderTexture {
    const pw = Math.ceil(w / PATCH_STEP) * PATCH_STEP;
    const ph = Math.ceil(h / PATCH_STEP) * PATCH_STEP;
    const t = this.patchTexture;
    if (t && t.source.pixelWidth === pw && t.source.pixelHeight === ph && t.source.resolution === res)
      return t;
    t?.destroy(true);
    this.patchTexture = RenderTexture.create({ width: pw / res, height: ph / res, resolution: res });
    return this.patchTexture;
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
    this.magnified.shown(k);
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
    this.patchTexture?.destroy(true);
  }
}
