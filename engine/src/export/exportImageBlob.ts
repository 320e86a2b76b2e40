import type { EngineCore } from '../EngineCore';
import type { SceneRenderer } from '../render/SceneRenderer';
import { parseColor } from '../render/color';
import { exportBounds, exportFrame, exportLimits, type ExportImageOptions } from './exportImage';

/** `engine.exportImage`: picks the box and size, renders once off screen, and encodes the canvas. */
export function exportImage(
  renderer: SceneRenderer,
  core: EngineCore,
  options: ExportImageOptions,
): Promise<Blob> {
  try {
    const { maxWidth, maxHeight } = exportLimits(options);
    const format = options.format ?? 'png';
    if (format !== 'png' && format !== 'jpeg')
      throw new RangeError(`exportImage: unknown format "${String(format)}"`);
    const selection = options.selectionOnly ? core.selection.snapshot() : null;
    const bounds = exportBounds(core.scene, selection);
    if (!bounds)
      throw new Error(
        options.selectionOnly ? 'exportImage: nothing is selected' : 'exportImage: the map is empty',
      );
    const frame = exportFrame(bounds, maxWidth, maxHeight);
    const canvasColor = core.scene.state?.canvas?.backgroundColor;
    const bg = parseColor(
      canvasColor,
      format === 'jpeg' ? { rgb: 0xffffff, alpha: 1 } : { rgb: 0, alpha: 0 },
    );
    // JPEG has no alpha: a translucent canvas colour sits on white.
    const alpha = format === 'jpeg' ? 1 : bg.alpha;
    const mix = (c: number) => (format === 'jpeg' ? (c / 255) * bg.alpha + (1 - bg.alpha) : c / 255);
    const clear: [number, number, number, number] = [
      mix((bg.rgb >> 16) & 0xff) * (format === 'jpeg' ? 1 : alpha),
      mix((bg.rgb >> 8) & 0xff) * (format === 'jpeg' ? 1 : alpha),
      mix(bg.rgb & 0xff) * (format === 'jpeg' ? 1 : alpha),
      alpha,
    ];
    const canvas = renderer.exportCanvas(frame, clear, selection);
    return new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) =>
          blob ? resolve(blob) : reject(new Error('exportImage: the browser could not encode the image')),
        format === 'jpeg' ? 'image/jpeg' : 'image/png',
        options.quality ?? 0.92,
      ),
    );
  } catch (error) {
    return Promise.reject(error);
  }
}
