import { RenderTexture, type Container } from 'pixi.js';
import type { SupportImage } from '@mapa/model';
import type { Surface } from '../render/frame/Surface';
import type { SceneRenderer } from '../render/SceneRenderer';
import type { ExportFrame } from '../export/exportImage';
import type { MiniatureFrame } from '../miniature/miniatureContent';
import { readPixelsAsync } from './readPixelsAsync';

/** A colour as RGBA 0–1. */
export type RGBA = [number, number, number, number];

/**
 * The one way off screen: the scene's own layers and batches re-targeted at a box of the graph and drawn into a
 * canvas (the export) or a texture whose pixels are read back (the miniature). The next frame draws the view as
 * before. Export and miniature pick what to draw and how big; this draws it.
 */
export class OffscreenDrawing {
  constructor(
    private readonly surface: Surface,
    private readonly renderer: SceneRenderer,
    /** False once the engine is destroyed: its renderer and textures are gone. */
    readonly alive: () => boolean,
  ) {}

  /**
   * Sprites of background images and videos in graph space, to draw behind the scene; media still loading after
   * `timeoutMs` are left out. The caller destroys the container.
   */
  backgroundSprites(images: readonly SupportImage[], timeoutMs: number): Promise<Container> {
    return this.renderer.backgroundMedia.exportSprites(images, timeoutMs);
  }

  /**
   * Draws `frame` (everything in its box, or only the nodes and edges of `only`) between `layers.behind` and
   * `layers.above` on `background` into a new canvas of straight-alpha pixels (`SceneRenderer.exportCanvas`).
   */
  toCanvas(
    frame: ExportFrame,
    background: RGBA,
    only: { nodes: readonly string[]; edges: readonly string[] } | null,
    layers: { behind: Container; above: Container },
  ): HTMLCanvasElement {
    return this.renderer.exportCanvas(frame, background, only, layers);
  }

  /**
   * Draws the whole-map view of `frame` over `behind` on `background` into a `width`×`height` texture
   * (`SceneRenderer.renderMiniature`) and reads its RGBA pixels back without blocking the page (`readPixelsAsync`);
   * null when the engine was destroyed meanwhile.
   */
  async toPixels(
    width: number,
    height: number,
    frame: MiniatureFrame,
    behind: Container,
    background: RGBA,
  ): Promise<Uint8ClampedArray<ArrayBuffer> | null> {
    const target = RenderTexture.create({ width, height, resolution: 1 });
    try {
      this.renderer.renderMiniature(target, frame, behind, background);
      const pixels = await readPixelsAsync(this.surface.renderer, target);
      return this.alive() ? pixels : null;
    } finally {
      // A destroyed engine took its textures with it.
      if (this.alive()) target.destroy(true);
    }
  }
}
