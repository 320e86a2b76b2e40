// The change preview (the AI diff drawn before anything changes): ghosts, outlines and strike-throughs in the
// overlay, read back pixel by pixel, and gone again when cleared. The map itself is never touched.
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();
// Graph (0, 0) is the centre of the 800×600 container (harness map: centre 0,0, zoom 1).
const screenOf = (x: number, y: number) => ({ x: x + 400, y: y + 300 });

type Rgba = number[];
const isViolet = (p: Rgba) => p[2] > 180 && p[0] > 80 && p[0] < 170 && p[1] < 120;
const isOrange = (p: Rgba) => p[0] > 220 && p[1] > 110 && p[1] < 170 && p[2] < 60;
const isRed = (p: Rgba) => p[0] > 200 && p[1] < 80 && p[2] < 80;
const isWhite = (p: Rgba) => p[0] > 240 && p[1] > 240 && p[2] > 240;

async function open(page: Page): Promise<void> {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

async function region(page: Page, x: number, y: number, w: number, h: number): Promise<Rgba[]> {
  const s = screenOf(x, y);
  const flat = await page.evaluate(
    ([sx, sy, sw, sh]) => window.__harness.pixels(sx, sy, sw, sh),
    [s.x, s.y, w, h],
  );
  const out: Rgba[] = [];
  for (let i = 0; i < flat.length; i += 4) out.push(flat.slice(i, i + 4));
  return out;
}
const count = (pixels: Rgba[], test: (p: Rgba) => boolean) => pixels.filter(test).length;

test('draws a ghost to add, a changed node outlined with its new title, a removal struck through in red', async ({
  page,
}) => {
  await open(page);
  const before = JSON.stringify(await page.evaluate(() => window.__harness.state.toDocument()));
  // Empty canvas above the map, and the white node's right border zone, before the preview.
  expect(count(await region(page, -125, -250, 250, 100), isViolet)).toBe(0);
  await page.evaluate(async () => {
    const h = window.__harness;
    h.engine.setChangePreview({
      added: [{ id: 'ghost', position: { x: 0, y: -200 }, label: 'NEW IDEA' }],
      changed: [{ id: 'blue', label: 'Renamed' }],
      removed: ['white'],
      addedEdges: [{ source: 'red', target: 'ghost' }],
      removedEdges: [],
    });
    await h.engine.nextFrame();
  });
  // The ghost: a violet dashed border and title where the node would land; a light violet fill inside.
  const ghost = await region(page, -125, -250, 250, 100);
  expect(count(ghost, isViolet)).toBeGreaterThan(200);
  // The removed white node: red strokes across it (its own pixels are white and dark grey).
  expect(count(await region(page, 90, -50, 220, 100), isRed)).toBeGreaterThan(300);
  // The changed blue ellipse: an orange outline around it, the new title in a pill above it.
  expect(count(await region(page, -75, 150, 150, 100), isOrange)).toBeGreaterThan(100);
  expect(count(await region(page, -60, 125, 120, 30), isOrange)).toBeGreaterThan(20);
  // The dashed edge from the red node to the ghost: violet pixels half-way between them.
  expect(count(await region(page, -115, -115, 30, 30), isViolet)).toBeGreaterThan(10);

  const after = JSON.stringify(await page.evaluate(() => window.__harness.state.toDocument()));
  expect(after).toBe(before);

  await page.evaluate(async () => {
    window.__harness.engine.setChangePreview(null);
    await window.__harness.engine.nextFrame();
  });
  expect(count(await region(page, -125, -250, 250, 100), isViolet)).toBe(0);
  expect(count(await region(page, 90, -50, 220, 100), isRed)).toBe(0);
  expect(isWhite((await region(page, 0, -200, 1, 1))[0])).toBe(true);
  expect(await page.evaluate(() => window.__harness.engine.getChangePreview())).toBeNull();
});

test('strikes an edge to remove in red', async ({ page }) => {
  await open(page);
  // The green edge runs between the red and white nodes along y = 0.
  expect(count(await region(page, -20, -5, 40, 10), isRed)).toBe(0);
  await page.evaluate(async () => {
    const h = window.__harness;
    h.engine.setChangePreview({
      added: [],
      changed: [],
      removed: [],
      addedEdges: [],
      removedEdges: ['edge'],
    });
    await h.engine.nextFrame();
  });
  expect(count(await region(page, -20, -5, 40, 10), isRed)).toBeGreaterThan(40);
});
