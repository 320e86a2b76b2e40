// A pan of the overview picture at a big map's fit is shown by moving the drawn canvas (a CSS transform the
// compositor applies) instead of drawing a WebGL frame (issue #18: a pan of a cached view costs one display frame
// on software WebGL). What shows must be what drawing the frame would show, pointer input must still land where
// it is aimed, and the canvas draws again whenever it cannot show the frame exactly. What it costs is measured by
// `npm run bench -- render`, never asserted here.
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';
import { differences, keepScreen } from './pictures';
import { openMidSizeAtFit } from './midSizeTree';

const harnessUrl = useHarnessServer();
const WIDTH = 1000;
const HEIGHT = 700;

/** The 1,000-node tree given to the engine at its fit, its overview picture at its own scale. */
async function openAtFit(page: Page): Promise<void> {
  await openMidSizeAtFit(page, harnessUrl());
  await page.waitForFunction(
    () => Math.abs(window.__big.shownScale() - 1) < 1e-6 && !window.__big.building(),
    undefined,
    { timeout: 60_000 },
  );
  // One more frame drawn at rest: the reference a pan may move.
  await page.evaluate(() => window.__big.redrawOverview());
}

/**
 * Pans the camera so the map moves (dx, dy) screen px a frame, for `frames` frames; returns how many of those
 * frames were shown by moving the canvas.
 */
const panFrames = (page: Page, dx: number, dy: number, frames: number) =>
  page.evaluate(
    async ([x, y, n]) => {
      const { engine, movedFrames } = window.__big;
      let moved = 0;
      for (let i = 0; i < n; i++) {
        const before = movedFrames();
        const v = engine.getViewport();
        engine.panTo({ x: v.center.x - x / v.zoom, y: v.center.y - y / v.zoom });
        await engine.nextFrame();
        if (movedFrames() > before) moved++;
      }
      return moved;
    },
    [dx, dy, frames] as const,
  );

test('a pan at fit moves the drawn canvas and shows what drawing would', async ({ page }) => {
  test.setTimeout(120_000);
  await openAtFit(page);
  const draws = await page.evaluate(() => window.__big.snapshotDraws());
  // Right and down by fractions of a pixel a frame, past where the map's edge was: the page behind the canvas
  // (#ddd) must not show where the moved canvas uncovers its frame, and nothing of the map may be cut off.
  expect(await panFrames(page, 13.3, 7.6, 8)).toBe(8);
  expect(await page.evaluate(() => window.__big.snapshotDraws())).toEqual(draws);
  await keepScreen(page, 'moved', WIDTH, HEIGHT);
  // The same camera drawn: the canvas back in place.
  await page.evaluate(async () => {
    window.__big.moveCanvas(false);
    await window.__big.engine.nextFrame();
  });
  await keepScreen(page, 'drawn', WIDTH, HEIGHT);
  const diff = await differences(page, 'moved', 'drawn', WIDTH, 2);
  expect(diff.count, JSON.stringify(diff)).toBe(0);
  // Drawn, the picture did move: it is not the screen from before the pan.
  await page.evaluate(async () => {
    const { engine } = window.__big;
    engine.fit();
    await engine.nextFrame();
  });
  await keepScreen(page, 'fit', WIDTH, HEIGHT);
  expect((await differences(page, 'fit', 'drawn', WIDTH, 2)).count).toBeGreaterThan(1000);
});

test('a click on a moved canvas selects the node under the pointer', async ({ page }) => {
  test.setTimeout(120_000);
  await openAtFit(page);
  expect(await panFrames(page, 30, 20, 3)).toBe(3);
  // The middle of a node as the camera sees it now (the canvas element sits 90, 60 px off its frame).
  const at = await page.evaluate(() => {
    const { engine, state } = window.__big;
    return engine.graphToScreen(state.getNode('n400')!.position);
  });
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => page.evaluate(() => window.__big.engine.getSelection().nodes)).toEqual(['n400']);
});

test('the canvas draws when a moved one could not show the frame', async ({ page }) => {
  test.setTimeout(120_000);
  await openAtFit(page);
  // Part of the map outside the drawn frame: moving it would leave that part out.
  await page.evaluate(async () => {
    const { engine } = window.__big;
    engine.zoomTo(engine.getViewport().zoom * 1.5);
    await engine.nextFrame();
  });
  await page.waitForFunction(
    () => Math.abs(window.__big.shownScale() - 1) < 1e-6 && !window.__big.building(),
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(() => window.__big.redrawOverview());
  expect(await panFrames(page, 12, 0, 4)).toBe(0);

  // Back at fit, with a node selected: its outline is drawn over the picture, so every frame draws.
  await page.evaluate(async () => {
    const { engine } = window.__big;
    engine.fit();
    engine.select({ nodes: ['n10'] });
    await engine.nextFrame();
  });
  await page.waitForFunction(
    () => Math.abs(window.__big.shownScale() - 1) < 1e-6 && !window.__big.building(),
    undefined,
    { timeout: 60_000 },
  );
  expect(await panFrames(page, 12, 0, 4)).toBe(0);
});
