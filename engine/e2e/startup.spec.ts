// How the engine starts (issue #18's first frame): one WebGL context, no canvas read back before it, and a map
// handed to createMapEngine already on the canvas when the engine is handed over.
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

declare global {
  interface Window {
    /** Counted from the page's first script on (see `countStartup`). */
    __startup: { webgl: number; probes: number };
  }
}

/**
 * Counts, from before the page's own scripts run, the WebGL contexts made (on any canvas) and PixiJS's canvas
 * blend probe (a 6×1 2D canvas read back), each of which waits for the GPU process in a fresh page.
 */
async function countStartup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { webgl: 0, probes: 0 };
    window.__startup = seen;
    for (const Canvas of [HTMLCanvasElement, OffscreenCanvas]) {
      const proto = Canvas.prototype as { getContext(type: string, ...rest: unknown[]): unknown };
      const getContext = proto.getContext;
      proto.getContext = function (this: unknown, type: string, ...rest: unknown[]) {
        const context = getContext.call(this, type, ...rest);
        if (context && /webgl/.test(type)) seen.webgl++;
        return context;
      };
    }
    const getImageData = CanvasRenderingContext2D.prototype.getImageData;
    CanvasRenderingContext2D.prototype.getImageData = function (
      this: CanvasRenderingContext2D,
      ...args: Parameters<CanvasRenderingContext2D['getImageData']>
    ) {
      if (this.canvas.width === 6 && this.canvas.height === 1) seen.probes++;
      return getImageData.apply(this, args);
    };
  });
}

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`${harnessUrl()}${query}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

const isRed = (p: number[]) => p[0] > 200 && p[1] < 60 && p[2] < 60;

test('a map given to createMapEngine is on the canvas when the engine is handed over', async ({ page }) => {
  await countStartup(page);
  await open(page, '?given');
  const atStart = await page.evaluate(() => window.__harness.atStart);
  expect(isRed(atStart), `the red node's centre read ${atStart}`).toBe(true);
  // One context, the engine's: no support test, no precision test context, and PixiJS's 2D blend probe unrun.
  expect(await page.evaluate(() => window.__startup)).toEqual({ webgl: 1, probes: 0 });
  // And it is a working engine: the map stays drawn in later frames.
  expect(isRed(await page.evaluate(() => window.__harness.pixel(200, 300)))).toBe(true);
});

test('an engine created without a map starts with one context too, and draws the map it loads next', async ({
  page,
}) => {
  await countStartup(page);
  await open(page, '');
  // Nothing was loaded when it was handed over: the canvas was blank there.
  const atStart = await page.evaluate(() => window.__harness.atStart);
  expect(isRed(atStart)).toBe(false);
  expect(isRed(await page.evaluate(() => window.__harness.pixel(200, 300)))).toBe(true);
  expect(await page.evaluate(() => window.__startup)).toEqual({ webgl: 1, probes: 0 });
});

test('the map canvas has no depth or stencil buffer, and PixiJS does not warn about it', async ({ page }) => {
  // The engine draws neither masks nor depth; that buffer cost software WebGL's GPU process time every frame.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await open(page, '?given');
  const attributes = await page.evaluate(() => {
    const canvas = document.querySelector('canvas')!;
    return (canvas.getContext('webgl2') as WebGL2RenderingContext).getContextAttributes();
  });
  expect(attributes).toMatchObject({ depth: false, stencil: false, antialias: false, alpha: false });
  expect(warnings.filter((text) => /PixiJS/.test(text))).toEqual([]);
  // And the map is drawn on it.
  expect(isRed(await page.evaluate(() => window.__harness.pixel(200, 300)))).toBe(true);
});

test("a big map's overview picture is drawn after its first frame without a camera move", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // 10,000 nodes and 9,999 edges, all on screen at the fit it opens at: drawn from the overview picture once it
  // exists. The first frame draws the map itself; the picture (four times the view's pixels) follows when the page
  // is idle. Nothing moves the camera here, which would draw the picture too.
  await page.goto(`${harnessUrl()}big.html?scene=tree&size=10000&given`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  await page.waitForFunction(() => window.__big.snapshotDraws().full >= 1, undefined, { timeout: 60_000 });
  // The map is on the canvas: some pixels away from white in the middle of the view.
  const middle = await page.evaluate(() => window.__big.pixels(440, 300, 400, 200));
  let inked = 0;
  for (let i = 0; i < middle.length; i += 4) if (middle[i] + middle[i + 1] + middle[i + 2] < 700) inked++;
  expect(inked).toBeGreaterThan(100);
});
