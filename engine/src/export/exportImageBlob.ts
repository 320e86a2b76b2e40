import type { MapScene } from '../scene/MapScene';
import type { OffscreenDrawing, RGBA } from '../drawing/OffscreenDrawing';
import { DrawingLayer, measureDrawingText } from '../render/layers/DrawingLayer';
import { parseColor } from '@mapa/model';
import type { ToolOverlay } from '../tools/ToolContext';
import type { ExportImageOptions, Selection } from '../api';
import { exportFrame, exportLimits } from './exportImage';
import { exportContent } from './exportContent';

/** How long an export waits for background images and videos still loading before it leaves them out. */
export const EXPORT_MEDIA_TIMEOUT_MS = 5_000;

/** The export draws stored drawings only: no live stroke, eraser or selection. */
const NO_OVERLAY: ToolOverlay = { box: null, rubberBand: null };

/**
 * `engine.exportImage`: picks the content and size, waits for background media still loading, renders once off
 * screen (background images, nodes and edges, drawings) and encodes the canvas.
 */
export async function exportImage(
  drawing: OffscreenDrawing,
  scene: MapScene,
  /** The selection now (`selectionOnly` exports it). */
  selected: Selection,
  options: ExportImageOptions,
): Promise<Blob> {
  const { maxWidth, maxHeight } = exportLimits(options);
  const format = options.format ?? 'png';
  if (format !== 'png' && format !== 'jpeg')
    throw new RangeError(`exportImage: unknown format "${String(format)}"`);
  const selection = options.selectionOnly ? selected : null;
  const content = exportContent(scene, selection, measureDrawingText);
  if (!content)
    throw new Error(
      options.selectionOnly ? 'exportImage: nothing is selected' : 'exportImage: the map is empty',
    );
  const behind = await drawing.backgroundSprites(content.images, EXPORT_MEDIA_TIMEOUT_MS);
  const drawings = new DrawingLayer();
  try {
    const frame = exportFrame(content.bounds, maxWidth, maxHeight);
    drawings.update(content.drawing ?? undefined, NO_OVERLAY, frame.scale);
    // The selection may have changed while media loaded: draw the one the content was picked for.
    const canvas = drawing.toCanvas(frame, clearColor(scene, format), selection, {
      behind,
      above: drawings.root,
    });
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) =>
          blob ? resolve(blob) : reject(new Error('exportImage: the browser could not encode the image')),
        format === 'jpeg' ? 'image/jpeg' : 'image/png',
        options.quality ?? 0.92,
      ),
    );
  } finally {
    behind.destroy({ children: true });
    drawings.destroy();
  }
}

/**
 * RGBA 0–1 under the export: the canvas colour, else the theme's, as on screen; JPEG has no alpha, so a
 * translucent colour sits on white.
 */
function clearColor(scene: MapScene, format: 'png' | 'jpeg'): RGBA {
  const canvasColor = scene.styles.background();
  const bg = parseColor(canvasColor, format === 'jpeg' ? { rgb: 0xffffff, alpha: 1 } : { rgb: 0, alpha: 0 });
  const channel = (shift: number): number => {
    const c = ((bg.rgb >> shift) & 0xff) / 255;
    return format === 'jpeg' ? c * bg.alpha + (1 - bg.alpha) : c * bg.alpha;
  };
  return [channel(16), channel(8), channel(0), format === 'jpeg' ? 1 : bg.alpha];
}
