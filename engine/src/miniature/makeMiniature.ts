import type { GraphBox, Miniature, MiniatureOptions } from '../api';
import type { MapScene } from '../scene/MapScene';
import type { OffscreenDrawing, RGBA } from '../drawing/OffscreenDrawing';
import {
  MINIATURE_IMAGE_ALPHA,
  faintBackground,
  miniatureContent,
  miniatureFrame,
  miniatureSize,
  shownBackgroundImages,
} from './miniatureContent';
import { page } from '../page/pageAdapter';

/** What `makeMiniature` draws from: the scene, whether it is still streaming in, and where the main view is. */
export interface MiniatureSource {
  scene: MapScene;
  loading: () => boolean;
  viewBox: () => GraphBox;
}

/** Resolves in a later task, so the page can draw a frame or handle input in between. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const hex = (rgb: number): string => `#${rgb.toString(16).padStart(6, '0')}`;
const plain = (b: GraphBox): GraphBox => ({ minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY });

/**
 * `engine.miniature`: the whole map drawn small, for a navigator. The scene's own GPU batches draw every shown
 * node and edge (hidden and collapsed ones are not in them) into a small texture in one pass, over the faint
 * background images and canvas colour; no labels, node images or selection. The main thread only issues the
 * draw: the pixels come back through a fenced read-back (`OffscreenDrawing.toPixels`), so the GPU's work on a big map
 * never blocks the page. Null for an empty map, one still streaming in, or an engine destroyed meanwhile.
 */
export async function makeMiniature(
  drawing: OffscreenDrawing,
  source: MiniatureSource,
  options: MiniatureOptions,
  version: number,
): Promise<Miniature | null> {
  const { width, height } = miniatureSize(options);
  const { scene } = source;
  if (source.loading()) return null;
  // Background media not loaded yet are left out; their arrival makes the picture stale (see MiniatureTracker).
  const behind = await drawing.backgroundSprites(shownBackgroundImages(scene), 0);
  const ready = () => drawing.alive() && !source.loading();
  try {
    // The pass over every shown item's box and the GPU pass each run in a task of their own (at 100,000 nodes
    // each costs tens of ms; together, after the caller's own work, they made tasks of 100 ms and more).
    await nextTask();
    const content = ready() ? miniatureContent(scene) : null;
    if (!content) return null;
    await nextTask();
    if (!ready()) return null;
    const frame = miniatureFrame(content.bounds, width, height);
    const background = faintBackground(scene.styles.background());
    const rgba: RGBA = [
      ((background >> 16) & 0xff) / 255,
      ((background >> 8) & 0xff) / 255,
      (background & 0xff) / 255,
      1,
    ];
    behind.alpha = MINIATURE_IMAGE_ALPHA;
    const viewBox = source.viewBox();
    const pixels = await drawing.toPixels(width, height, frame, behind, rgba);
    if (!pixels) return null;
    // The picture sits on an opaque background, so premultiplied and straight alpha are the same here.
    const bitmap = await page().createImageBitmap(pixels, width, height);
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
  }
}
