import type { Page } from '@playwright/test';

/** What the browser decoded from an `engine.exportImage` blob. */
export interface ReadExport {
  type: string;
  width: number;
  height: number;
  /** RGBA at each probe point (image px). */
  probes: number[][];
  /** How many pixels of the probed rectangle are dark (R+G+B under 150). */
  dark: number;
}

/**
 * Exports the harness map with `options`, decodes the blob in the page and reads the pixels at `points` and the
 * dark pixels of the image-px rectangle `[x, y, w, h]`.
 */
export function readExport(
  page: Page,
  options: object,
  points: [number, number][],
  rect: [number, number, number, number] = [0, 0, 1, 1],
): Promise<ReadExport> {
  return page.evaluate(
    async ([opts, pts, [rx, ry, rw, rh]]) => {
      const blob = await window.__harness.engine.exportImage(opts);
      const bitmap = await createImageBitmap(blob);
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const probes = pts.map(([x, y]) => [...g.getImageData(x, y, 1, 1).data]);
      const area = g.getImageData(rx, ry, rw, rh).data;
      let dark = 0;
      for (let i = 0; i < area.length; i += 4) if (area[i] + area[i + 1] + area[i + 2] < 150) dark++;
      return { type: blob.type, width: bitmap.width, height: bitmap.height, probes, dark };
    },
    [options, points, rect] as const,
  );
}
