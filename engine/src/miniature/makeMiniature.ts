import { RenderTexture } from 'pixi.js';
import type { Surface } from '../render/frame/Surface';
import type { EngineCore } from '../EngineCore';
import type { SceneRenderer } from '../render/SceneRenderer';
import type { GraphBox, Miniature, MiniatureOptions } from '../api';
import {
  MINIATURE_IMAGE_ALPHA,
  faintBackground,
  miniatureContent,
  miniatureFrame,
  miniatureSize,
  shownBackgroundImages,
} from './miniatureContent';
import { readPixelsAsync } from './readPixelsAsync';

/** What `makeMiniature` works with: the engine's parts, and whether the engine is still alive. */
export interface MiniatureParts {
  app: Surface;
  renderer: SceneRenderer;
  core: EngineCore;
  alive: () => boolean;
}

/** Resolves in a later task, so the page can draw a frame or handle input in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const hex = (rgb: number): string => `#${rgb.toString(16).padStart(6, '0')}`;
const plain = (b: GraphBox): GraphBox => ({ minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY });

/**
 * `engine.miniature`: the whole map drawn small, for a navigator. The scene's own GPU batches draw every shown
 * node and edge (hidden and collapsed ones are not in them) into a small texture in one pass, over the faint
 * background images and canvas colour; no labels, node images or selection. The main thread only issues the
 * draw: the pixels come back through a fenced read-back (`readPixelsAsync`), so the GPU's work on a big map
 * never blocks the page. Null for an empty map, one still streaming in, or an engine destroyed meanwhile.
 */
export async function makeMiniature(
  parts: MiniatureParts,
  options: MiniatureOptions,
  version: number,
): Promise<Miniature | null> {
  const { width, height } = miniatureSize(options);
  const { core, renderer } = parts;
  if (core.loader.active) return null;
  // Background media not loaded yet are left out; their arrival makes the picture stale (see MiniatureTracker).
  const behind = await renderer.backgroundMedia.exportSprites(shownBackgroundImages(core.scene), 0);
  let target: RenderTexture | null = null;
  const ready = () => parts.alive() && !core.loader.active;
  try {
    // The pass over every shown item's box and the GPU pass each run in a task of their own (at 100,000 nodes
    // each costs tens of ms; together, after the caller's own work, they made tasks of 100 ms and more).
    await nextTask();
    const content = ready() ? miniatureContent(core.scene) : null;
    if (!content) return null;
    await nextTask();
    if (!ready()) return null;
    const frame = miniatureFrame(content.bounds, width, height);
    const background = faintBackground(core.scene.styles.background());
    const rgba: [number, number, number, number] = [
      ((background >> 16) & 0xff) / 255,
      ((background >> 8) & 0xff) / 255,
      (background & 0xff) / 255,
      1,
    ];
    behind.alpha = MINIATURE_IMAGE_ALPHA;
    target = RenderTexture.create({ width, height, resolution: 1 });
    renderer.renderMiniature(target, frame, behind, rgba);
    const viewBox = core.getViewBox();
    const pixels = await readPixelsAsync(parts.app.renderer, target);
    if (!parts.alive()) return null;
    // The picture sits on an opaque background, so premultiplied and straight alpha are the same here.
    const bitmap = await createImageBitmap(new ImageData(pixels, width, height));
    return {
      bitmap,
      width,
      height,
      worldBounds: plain(frame.bounds),
      viewBox,
      background: hex(background),
      version,
    };
  } finally {
    behind.destroy({ children: true });
    // A destroyed engine took its textures with it.
    if (parts.alive()) target?.destroy(true);
  }
}
