import { RenderTexture } from 'pixi.js';
import { emptyBox, type Box } from '../../geometry/Box';
import type { LevelInfo, LevelView } from './snapshotLevels';

/** How far an overview picture reaches beyond the view on each side, as a share of the view's size. */
export const MARGIN = 0.5;

/** Writes into `out` the graph box a picture drawn for `view` covers: the view grown by MARGIN on every side. */
export function coverageOf(view: LevelView, out: Box): Box {
  const hw = (view.width * (0.5 + MARGIN)) / view.zoom;
  const hh = (view.height * (0.5 + MARGIN)) / view.zoom;
  out.minX = view.centerX - hw;
  out.maxX = view.centerX + hw;
  out.minY = view.centerY - hh;
  out.maxY = view.centerY + hh;
  return out;
}

/**
 * One overview picture (a mip level of the overview cache): a texture twice the size of the view it was drawn
 * for, with the zoom and centre it was drawn at, the graph box it covers and the view its labels were placed for.
 */
export class SnapshotLevel implements LevelInfo {
  zoom = 1;
  centerX = 0;
  centerY = 0;
  readonly covered: Box = emptyBox();
  /** The view (graph box) the picture was drawn for: its labels were placed for it. */
  readonly takenView: Box = emptyBox();
  /** False while it is being drawn slice by slice. */
  complete = false;
  /** Counts the draws into the texture (whole, slices, patches, streamed additions): it changed when this did. */
  painted = 0;

  constructor(readonly texture: RenderTexture) {}

  /** A texture for a picture of `view` at `resolution`: `reuse` when it has that size, else a new one. */
  static textureFor(view: LevelView, resolution: number, reuse: RenderTexture | null): RenderTexture {
    const width = Math.ceil(view.width * (1 + 2 * MARGIN));
    const height = Math.ceil(view.height * (1 + 2 * MARGIN));
    if (reuse && reuse.width === width && reuse.height === height && reuse.source.resolution === resolution)
      return reuse;
    reuse?.destroy(true);
    return RenderTexture.create({ width, height, resolution });
  }

  /** Points the picture at `view` (its content is redrawn by the caller). */
  aim(view: LevelView): void {
    this.zoom = view.zoom;
    this.centerX = view.centerX;
    this.centerY = view.centerY;
    this.complete = false;
    const hw = this.texture.width / 2 / this.zoom;
    const hh = this.texture.height / 2 / this.zoom;
    this.covered.minX = this.centerX - hw;
    this.covered.maxX = this.centerX + hw;
    this.covered.minY = this.centerY - hh;
    this.covered.maxY = this.centerY + hh;
    const vw = view.width / 2 / this.zoom;
    const vh = view.height / 2 / this.zoom;
    this.takenView.minX = this.centerX - vw;
    this.takenView.maxX = this.centerX + vw;
    this.takenView.minY = this.centerY - vh;
    this.takenView.maxY = this.centerY + vh;
  }

  /** Texels per graph unit. */
  get texelsPerUnit(): number {
    return this.zoom * this.texture.source.resolution;
  }

  /** Writes into `out` the graph box of texel rectangle [x0, y0, x1, y1] at `at` of `rect`. */
  graphBox(rect: readonly number[], at: number, out: Box): Box {
    const k = this.texelsPerUnit;
    out.minX = this.covered.minX + rect[at] / k;
    out.minY = this.covered.minY + rect[at + 1] / k;
    out.maxX = this.covered.minX + rect[at + 2] / k;
    out.maxY = this.covered.minY + rect[at + 3] / k;
    return out;
  }
}
