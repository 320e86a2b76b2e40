import type { ExportImageOptions } from '../api';
import type { Box } from '../geometry/Box';

/** Spec §9: image exports are at most 3200×1800. */
export const EXPORT_MAX_WIDTH = 3200;
export const EXPORT_MAX_HEIGHT = 1800;
/** Small maps are drawn at most this much larger than at zoom 1, so a single node does not become a poster. */
export const EXPORT_MAX_SCALE = 2;

/** The export's frame: the graph box it shows, its pixel size, and graph units → px. */
export interface ExportFrame {
  bounds: Box;
  width: number;
  height: number;
  scale: number;
}

/** Fits `bounds` into `maxWidth`×`maxHeight` px keeping its aspect ratio (never above EXPORT_MAX_SCALE). */
export function exportFrame(bounds: Box, maxWidth: number, maxHeight: number): ExportFrame {
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  const scale = Math.min(maxWidth / w, maxHeight / h, EXPORT_MAX_SCALE);
  return {
    bounds,
    scale,
    width: Math.max(1, Math.min(maxWidth, Math.round(w * scale))),
    height: Math.max(1, Math.min(maxHeight, Math.round(h * scale))),
  };
}

/** Reads the requested size, clamped to the spec's limits; throws a clear error on nonsense. */
export function exportLimits(options: ExportImageOptions): { maxWidth: number; maxHeight: number } {
  const maxWidth = options.maxWidth ?? EXPORT_MAX_WIDTH;
  const maxHeight = options.maxHeight ?? EXPORT_MAX_HEIGHT;
  for (const [name, v] of [
    ['maxWidth', maxWidth],
    ['maxHeight', maxHeight],
  ] as const) {
    if (!Number.isFinite(v) || v < 1)
      throw new RangeError(`exportImage: ${name} must be a number ≥ 1 (got ${v})`);
  }
  return {
    maxWidth: Math.min(EXPORT_MAX_WIDTH, maxWidth),
    maxHeight: Math.min(EXPORT_MAX_HEIGHT, maxHeight),
  };
}
