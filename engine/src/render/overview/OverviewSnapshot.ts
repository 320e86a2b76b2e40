import { RenderTexture, type Container, type Renderer } from 'pixi.js';
import { SnapshotQuad } from './SnapshotQuad';
import { renderDetached } from './renderDetached';
import { DirtyRegion } from './DirtyRegion';
import type { Camera } from '../../camera/Camera';
import type { Box } from '../../geometry/Box';
import { MagnifiedFrames } from './snapshotScale';
import { pickLevel, plannedZoom, type LevelView } from './snapshotLevels';
import { SnapshotLevel } from './SnapshotLevel';
import { SliceSchedule } from './SliceSchedule';

const TRANSPARENT: [number, number, number, number] = [0, 0, 0, 0];
/** After the camera rests this long on a scaled picture, a sharp one is drawn. */
export const SETTLE_MS = 200;
/** Patch textures are sized in steps of this many texels, so a run of similar patches reuses one texture. */
const PATCH_STEP = 128;

/**
 * The overview cache: when the view holds a large share of a big map, the scene layers are drawn into a picture
 * twice the size of the view, and panning and zooming move and scale that picture (a cost that follows the pixels
 * on screen, not the map). Up to three pictures (mip levels) are kept: the one shown, a spare at another zoom or
 * place, and one being drawn slice by slice a few slices per frame (`startBuild`, `stepBuild`) before the camera
 * needs it — zooming in, one 1.25× closer; zooming out or panning near the edge, for where the camera is going;
 * after the camera rests 200 ms on a scaled picture, at exactly its zoom. Each frame shows the fitting picture
 * nearest at or above the needed resolution (`choose`), never one magnified past 1.25× (`scaleAllowed`). A small
 * change only marks the texels of the shown picture it covers (`dirty`), and `patch` redraws just those; any
 * change drops the spare and the picture in progress (`dropSpares`).
 */
export class OverviewSnapshot {
  /** The shown picture's quad, a child of the stage. */
  readonly quad = new SnapshotQuad();
  private shown: SnapshotLevel | null = null;
  private spare: SnapshotLevel | null = null;
  private build: { level: SnapshotLevel; slices: SliceSchedule } | null = null;
  /** A texture of a dropped picture, reused by the next one of the same size. */
  private free: RenderTexture | null = null;
  /** What changes since the shown picture was drawn have made stale. */
  private readonly stale = new DirtyRegion();
  /** Scratch target a patch or slice is drawn into before it is copied into a picture. */
  private patchTexture: RenderTexture | null = null;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private settled = false;
  /** Frames that showed the picture magnified past MAX_MAGNIFY (read by tests and the bench; kept at 0). */
  readonly magnified = new MagnifiedFrames();

  constructor(private readonly requestFrame: () => void) {}

  /** Forgets every picture (the scene changed). */
  invalidate(): void {
    if (!this.shown && !this.spare && !this.build) return;
    this.release(this.shown);
    this.shown = null;
    this.stale.clear();
    this.dropSpares();
  }

  /** Forgets the spare picture and the one in progress (the scene changed; the shown one is patched). */
  dropSpares(): void {
    this.release(this.spare);
    this.spare = null;
    this.dropBuild();
  }

  /** Forgets the picture in progress (the camera has left what it was drawn for). */
  dropBuild(): void {
    this.release(this.build?.level ?? null);
    this.build = null;
  }

  /** Where to report what a change makes stale while the shown picture is worth patching; null when it is not. */
  get dirty(): DirtyRegion | null {
    return this.shown ? this.stale : null;
  }

  /** Number of texels in the shown picture (0 when there is none). */
  get texels(): number {
    const t = this.shown?.texture;
    return t ? t.source.pixelWidth * t.source.pixelHeight : 0;
  }

  /** The picture shown (and patched), or null. */
  get current(): SnapshotLevel | null {
    return this.shown;
  }

  /** The picture being drawn slice by slice, or null. */
  get building(): SnapshotLevel | null {
    return this.build?.level ?? null;
  }

  /**
   * Shows the best complete picture for `view` at `zoom` (see `pickLevel`; `map`: the scene's drawn bounds);
   * false when none can stand in for it.
   */
  choose(zoom: number, view: Box, map: Box | null): boolean {
    const levels = this.spare ? [this.shown!, this.spare] : this.shown ? [this.shown] : [];
    const i = pickLevel(levels, zoom, view, map);
    if (i === 1) {
      // Spares exist only while nothing changed, so the one brought forward is clean.
      this.spare = this.shown;
      this.shown = levels[1];
      this.resetStale();
    }
    return i >= 0;
  }

  /** The camera a new picture should be drawn for now, or null while the shown one serves (see `plannedZoom`). */
  plan(camera: Camera, view: Box, map: Box | null): LevelView | null {
    if (!this.shown || this.build) return null;
    const zoom = plannedZoom(this.shown, camera.zoom, view, map, this.settled);
    if (zoom === 0) return null;
    return {
      centerX: camera.center.x,
      centerY: camera.center.y,
      zoom,
      width: camera.width,
      height: camera.height,
    };
  }

  /** Renders `layers` (graph coordinates) whole into a new picture for `view` and shows it; the old one is kept. */
  capture(renderer: Renderer, layers: Container, view: LevelView): void {
    this.dropBuild();
    const level = this.newLevel(view, renderer.resolution);
    this.renderWhole(level, renderer, layers, TRANSPARENT);
    this.promote(level);
  }

  /**
   * Renders `layers` over the shown picture, keeping what it holds (a streaming load adds each slice's records
   * to the picture of the view; see `OverviewPainter.stream`).
   */
  drawOver(renderer: Renderer, layers: Container): void {
    this.renderWhole(this.shown!, renderer, layers, null);
  }

  /** Renders `layers` at `level`'s zoom over its whole texture, cleared to `clear` first unless null. */
  private renderWhole(
    level: SnapshotLevel,
    renderer: Renderer,
    layers: Container,
    clear: [number, number, number, number] | null,
  ): void {
    const texture = level.texture;
    level.painted++;
    const { x, y } = layers.position;
    const scale = layers.scale.x;
    layers.position.set(
      texture.width / 2 - level.centerX * level.zoom,
      texture.height / 2 - level.centerY * level.zoom,
    );
    layers.scale.set(level.zoom);
    renderDetached(renderer, layers, texture, clear);
    layers.position.set(x, y);
    layers.scale.set(scale);
  }

  /** Starts drawing a picture for `view` slice by slice (`stepBuild`); frames are requested until it is done. */
  startBuild(view: LevelView, resolution: number): SnapshotLevel {
    const level = this.newLevel(view, resolution);
    const { pixelWidth, pixelHeight } = level.texture.source;
    this.build = { level, slices: new SliceSchedule(pixelWidth, pixelHeight) };
    this.settled = false;
    return level;
  }

  /**
   * Draws slices of the picture in progress with `draw` (which brings the scene layers up to date for a slice and
   * calls `drawSlice`) for up to `budgetMs`; once the last is drawn the picture becomes the spare and `choose`
   * may show it. True when it is complete.
   */
  stepBuild(draw: (rect: readonly number[]) => void, budgetMs: number, now: () => number): boolean {
    const build = this.build!;
    build.slices.run(draw, now, budgetMs);
    if (!build.slices.done) {
      this.requestFrame();
      return false;
    }
    this.build = null;
    build.level.complete = true;
    this.release(this.spare);
    this.spare = build.level;
    this.requestFrame();
    return true;
  }

  /** Redraws texel rectangle `rect` (at `at`) of the shown picture; see `drawInto`. */
  patch(renderer: Renderer, layers: Container, rect: readonly number[], at: number): void {
    this.drawInto(this.shown!, renderer, layers, rect, at);
  }

  /** Draws texel rectangle `rect` of the picture in progress; see `drawInto`. */
  drawSlice(renderer: Renderer, layers: Container, rect: readonly number[]): void {
    this.drawInto(this.build!.level, renderer, layers, rect, 0);
  }

  /**
   * Redraws texel rectangle `rect` ([x0, y0, x1, y1] at `at`) of `level`: `layers` are rendered at the picture's
   * zoom into a scratch texture the size of the rectangle (cleared, so it also clips) and copied into place,
   * leaving every other texel as it was.
   */
  private drawInto(
    level: SnapshotLevel,
    renderer: Renderer,
    layers: Container,
    rect: readonly number[],
    at: number,
  ): void {
    const texture = level.texture;
    level.painted++;
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
      texture.width / 2 - level.centerX * level.zoom - x0 / res,
      texture.height / 2 - level.centerY * level.zoom - y0 / res,
    );
    layers.scale.set(level.zoom);
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

  /** Places the shown picture for the current camera; notes when the camera rests on a scaled one. */
  show(camera: Camera): void {
    const level = this.shown!;
    const k = camera.zoom / level.zoom;
    this.quad.place(
      level.texture,
      (level.covered.minX - camera.center.x) * camera.zoom + camera.width / 2,
      (level.covered.minY - camera.center.y) * camera.zoom + camera.height / 2,
      k,
    );
    this.magnified.shown(k);
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = null;
    this.settled = false;
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
    this.quad.hide();
  }

  destroy(): void {
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.invalidate();
    this.free?.destroy(true);
    this.patchTexture?.destroy(true);
    this.quad.destroy();
  }

  /** A picture aimed at `view`, on the free texture when it has the right size. */
  private newLevel(view: LevelView, resolution: number): SnapshotLevel {
    const texture = SnapshotLevel.textureFor(view, resolution, this.free);
    if (texture === this.free) this.free = null;
    const level = new SnapshotLevel(texture);
    level.aim(view);
    return level;
  }

  /** Makes a freshly drawn `level` the shown picture; the old one becomes the spare. */
  private promote(level: SnapshotLevel): void {
    level.complete = true;
    this.release(this.spare);
    this.spare = this.shown;
    this.shown = level;
    this.settled = false;
    this.resetStale();
  }

  private resetStale(): void {
    const level = this.shown!;
    const { pixelWidth, pixelHeight } = level.texture.source;
    this.stale.reset(level.covered.minX, level.covered.minY, level.texelsPerUnit, pixelWidth, pixelHeight);
  }

  /** Keeps the texture of a dropped picture for the next one (one is enough; others are freed). */
  private release(level: SnapshotLevel | null): void {
    if (!level) return;
    if (this.quad.shows === level.texture) this.quad.hide(true);
    if (this.free) level.texture.destroy(true);
    else this.free = level.texture;
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
}
