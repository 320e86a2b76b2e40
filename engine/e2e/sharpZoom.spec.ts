// Zooming a big view never shows the overview picture magnified past 1.25× (issue #18): the next picture is drawn
// a few slices per frame ahead of the camera, and the camera never waits for a whole one drawn in a single frame.
// A picture drawn in slices must paint what one drawn whole paints. Correctness only: what it costs per frame is
// measured by `npm run bench -- render`, never asserted here.
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';
import { differences, keepPicture } from './pictures';
import { openMidSizeAtFit } from './midSizeTree';

const harnessUrl = useHarnessServer();
const WIDTH = 1000;
const HEIGHT = 700;
/** As in snapshotPatch.spec.ts: a part drawn into a smaller target rounds anti-aliased edges a few levels apart. */
const TOLERANCE = 16;

/** Zooms by `factor` a frame for `steps` frames (one step, one drawn frame); returns each frame's picture scale. */
const zoomSteps = (page: Page, steps: number, factor: number) =>
  page.evaluate(
    async ([n, f]) => {
      const { engine, shownScale } = window.__big;
      const scales: number[] = [];
      for (let i = 0; i < n; i++) {
        engine.zoomTo(engine.getViewport().zoom * f);
        await engine.nextFrame();
        scales.push(shownScale());
      }
      return scales;
    },
    [steps, factor] as const,
  );

test('zooming in and out across a 10k map stays sharp, drawing the next picture in slices', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The dense bench scene at 10k: 10,000 nodes and ~50,000 edges, so the view stays on the overview picture.
  await page.goto(`${harnessUrl()}big.html?scene=dense&size=10000`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 120_000 });
  await page.evaluate(async () => {
    window.__big.engine.fit();
    await window.__big.engine.nextFrame();
  });
  expect(await page.evaluate(() => window.__big.shownScale())).toBeCloseTo(1, 6);
  const start = await page.evaluate(() => window.__big.snapshotDraws());

  // In by 4% a frame for 20 frames (2.2×): every frame shows a picture at most 1.25× magnified, the pictures it
  // needs are drawn in slices, and no frame draws one whole.
  const zoomIn = await zoomSteps(page, 20, 1.04);
  expect(Math.max(...zoomIn)).toBeLessThanOrEqual(1.25 + 1e-9);
  expect(Math.min(...zoomIn)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__big.magnifiedFrames())).toBe(0);
  const zoomed = await page.evaluate(() => window.__big.snapshotDraws());
  expect(zoomed.full).toBe(start.full);
  expect(zoomed.built).toBeGreaterThanOrEqual(start.built + 2);
  expect(zoomed.slices).toBeGreaterThan(start.slices + 2 * 4);

  // At rest, a picture at exactly the camera's zoom is drawn (in slices too) and shown...
  await page.waitForFunction(
    () => Math.abs(window.__big.shownScale() - 1) < 1e-6 && !window.__big.building(),
    undefined,
    { timeout: 60_000 },
  );
  expect((await page.evaluate(() => window.__big.snapshotDraws())).full).toBe(start.full);
  await keepPicture(page, 'sliced', WIDTH, HEIGHT);
  // ...and paints what the same picture drawn whole paints: no seams between slices, nothing missing.
  await page.evaluate(() => window.__big.redrawOverview());
  await keepPicture(page, 'whole', WIDTH, HEIGHT);
  const rest = await page.evaluate(() => window.__big.snapshotDraws());
  expect(rest.full).toBe(start.full + 1);
  const diff = await differences(page, 'sliced', 'whole', WIDTH, TOLERANCE);
  expect(diff.count, JSON.stringify(diff)).toBeLessThanOrEqual(4);

  // Out again to the whole map: still never magnified past 1.25×, and nothing drawn whole in a frame.
  const zoomOut = await zoomSteps(page, 20, 1 / 1.04);
  expect(Math.max(...zoomOut)).toBeLessThanOrEqual(1.25 + 1e-9);
  expect(await page.evaluate(() => window.__big.magnifiedFrames())).toBe(0);
  const back = await page.evaluate(() => window.__big.snapshotDraws());
  expect(back.full).toBe(rest.full);
  expect(back.built).toBeGreaterThan(rest.built);
});

test('a mid-size map seen whole pans on its overview picture, and close up draws live', async ({ page }) => {
  test.setTimeout(120_000);
  // 1,000 nodes and 999 edges: more than VISIBLE_BATCH_LIMIT on screen at fit, where drawing them live costs a few
  // frames on software WebGL, while a pan of the picture costs one textured quad.
  await openMidSizeAtFit(page, harnessUrl());
  await page.waitForFunction(() => window.__big.shownScale() > 0 && !window.__big.building(), undefined, {
    timeout: 60_000,
  });
  const before = await page.evaluate(() => window.__big.snapshotDraws());
  const scales = await page.evaluate(async () => {
    const { engine, shownScale } = window.__big;
    const shown: number[] = [];
    for (let i = 0; i < 10; i++) {
      const v = engine.getViewport();
      engine.panTo({ x: v.center.x + 12 / v.zoom, y: v.center.y });
      await engine.nextFrame();
      shown.push(shownScale());
    }
    return shown;
  });
  // Every pan frame showed the picture, and none had to draw another.
  expect(Math.min(...scales)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__big.snapshotDraws())).toEqual(before);
  // Close up (a few of its items on screen) the map is drawn live again: no picture shown.
  const shownClose = await page.evaluate(async () => {
    const { engine, state, shownScale } = window.__big;
    engine.zoomTo(1);
    engine.panTo(state.getNode('n500')!.position);
    await engine.nextFrame();
    return shownScale();
  });
  expect(shownClose).toBe(0);
});

test('a pan of the overview picture moves it by whole pixels: what shows is the picture, texel for pixel', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openMidSizeAtFit(page, harnessUrl());
  await page.waitForFunction(
    () => Math.abs(window.__big.shownScale() - 1) < 1e-6 && !window.__big.building(),
    undefined,
    { timeout: 60_000 },
  );
  // Each frame draws (a pan may otherwise move the drawn canvas instead, panShift.spec.ts): this reads the drawing.
  await page.evaluate(() => window.__big.moveCanvas(false));
  // A strip across the middle of the view, 40 px wider than compared so that it can be matched shifted.
  const [x, y, w, h] = [300, 330, 440, 40];
  const before = await page.evaluate(([a, b, c, d]) => window.__big.pixels(a, b, c, d), [x, y, w, h]);
  const draws = await page.evaluate(() => window.__big.snapshotDraws());
  // Pan by 0.4 px, then by 0.4 px more: fractions of a pixel, which a picture sampled linearly at a fractional
  // place blends into neighbouring texels (a blurred copy matching no whole-pixel shift).
  for (const step of [0.4, 0.4]) {
    const after = await page.evaluate(
      async ([dx, a, b, c, d]) => {
        const { engine } = window.__big;
        const v = engine.getViewport();
        engine.panTo({ x: v.center.x - dx / v.zoom, y: v.center.y });
        await engine.nextFrame();
        return window.__big.pixels(a, b, c, d);
      },
      [step, x, y, w, h],
    );
    expect(await page.evaluate(() => window.__big.snapshotDraws())).toEqual(draws);
    // The strip equals the one before shifted by a whole number of pixels (0 or 1 to the right).
    const mismatches = [0, 1].map((shift) => {
      let bad = 0;
      for (let row = 0; row < h; row++)
        for (let col = 20; col < w - 20; col++) {
          const i = (row * w + col) * 4;
          const j = (row * w + col - shift) * 4;
          for (let c = 0; c < 3; c++) if (Math.abs(after[i + c] - before[j + c]) > 2) bad++;
        }
      return bad;
    });
    expect(Math.min(...mismatches), `mismatched channels at shifts 0, 1: ${mismatches}`).toBe(0);
  }
});
