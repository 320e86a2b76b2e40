import { expect, type Page } from '@playwright/test';

// Reading what the app draws in the theme and dark-mode specs (issue 34): canvas pixels and computed colours.

interface ThemeHook {
  __mapa: {
    engine: { nextFrame(): Promise<void> };
    documentStore: { state: { settings: { theme?: string } | null } };
  };
}

/** RGB on screen at a share of the map canvas's width and height (0.5, 0.5: its centre), after the next frame. */
export async function canvasPixel(page: Page, fx: number, fy: number): Promise<number[]> {
  await page.evaluate(() => (window as unknown as ThemeHook).__mapa.engine.nextFrame());
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const png = await page.screenshot({
    clip: {
      x: Math.round(box.x + box.width * fx),
      y: Math.round(box.y + box.height * fy),
      width: 1,
      height: 1,
    },
  });
  return page.evaluate(async (b64) => {
    // Decoded here, not fetched from a data: URL, which the app's Content-Security-Policy (connect-src) refuses.
    const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
    const bitmap = await createImageBitmap(blob);
    const g = new OffscreenCanvas(1, 1).getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    return [...g.getImageData(0, 0, 1, 1).data].slice(0, 3);
  }, png.toString('base64'));
}

/** The map's `settings.theme` as the open editor holds it; null while no editor is open (a map loading). */
export function mapTheme(page: Page): Promise<string | undefined | null> {
  return page.evaluate(() => {
    const hook = (window as unknown as Partial<ThemeHook>).__mapa;
    return hook ? hook.documentStore.state.settings?.theme : null;
  });
}

/** Relative luminance-ish brightness 0–255 of an RGB triple. */
export const brightness = ([r, g, b]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** The computed background of the first element `selector` finds, as RGB. */
export async function backgroundOf(page: Page, selector: string): Promise<number[]> {
  const css = await page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);
  const channels = css.match(/[\d.]+/g);
  if (!channels) throw new Error(`No background colour on ${selector}: ${css}`);
  return channels.slice(0, 3).map(Number);
}

/** Waits until the element's background is dark (true) or light (false). */
export async function expectBackground(page: Page, selector: string, dark: boolean): Promise<void> {
  await expect
    .poll(async () => brightness(await backgroundOf(page, selector)) < 80, {
      message: `${selector} dark: ${dark}`,
    })
    .toBe(dark);
}
