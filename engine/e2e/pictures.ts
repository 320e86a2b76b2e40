// Screen pictures kept in the page and compared there (a picture is millions of numbers): for the specs that check
// that an overview picture drawn in parts (patched, or in slices across frames) paints what a whole redraw paints.
import type { Page } from '@playwright/test';

/** Reads `width` × `height` px of the canvas after the next frame into `window.__pictures[name]` (kept in the page). */
export async function keepPicture(page: Page, name: string, width: number, height: number): Promise<void> {
  await page.evaluate(
    async ([key, w, h]) => {
      const store = ((window as unknown as { __pictures?: Record<string, number[]> }).__pictures ??= {});
      store[key] = await window.__big.pixels(0, 0, w, h);
    },
    [name, width, height] as const,
  );
}

/** Pixels of two kept pictures (`width` px wide) that differ by more than `tolerance` in some channel, and their bounding box. */
export function differences(page: Page, a: string, b: string, width: number, tolerance: number) {
  return page.evaluate(
    ([ka, kb, w, tol]) => {
      const store = (window as unknown as { __pictures: Record<string, number[]> }).__pictures;
      const pa = store[ka];
      const pb = store[kb];
      let count = 0;
      const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
      for (let i = 0; i < pa.length; i += 4) {
        const d = Math.max(
          Math.abs(pa[i] - pb[i]),
          Math.abs(pa[i + 1] - pb[i + 1]),
          Math.abs(pa[i + 2] - pb[i + 2]),
        );
        if (d <= tol) continue;
        count++;
        const x = (i / 4) % w;
        const y = Math.floor(i / 4 / w);
        box.minX = Math.min(box.minX, x);
        box.minY = Math.min(box.minY, y);
        box.maxX = Math.max(box.maxX, x);
        box.maxY = Math.max(box.maxY, y);
      }
      return { count, box };
    },
    [a, b, width, tolerance] as const,
  );
}

/**
 * Reads `width` × `height` px of the page's screen (what the compositor shows, a moved canvas included) into
 * `window.__pictures[name]`, as `keepPicture` does for the canvas.
 */
export async function keepScreen(page: Page, name: string, width: number, height: number): Promise<void> {
  const png = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
  await page.evaluate(
    async ([key, data]) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      g.drawImage(bitmap, 0, 0);
      const store = ((window as unknown as { __pictures?: Record<string, number[]> }).__pictures ??= {});
      store[key] = [...g.getImageData(0, 0, bitmap.width, bitmap.height).data];
    },
    [name, png.toString('base64')] as const,
  );
}
