// Browser tests of the engine: the real PixiJS renderer in Chromium (SwiftShader WebGL), read back pixel by pixel.
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';
import type { Transaction } from '@mapa/model';

const harnessUrl = useHarnessServer();

// Graph (0, 0) is the container centre (the harness map saves center 0,0 zoom 1); the container is 800×600.
const MAP_LEFT = 20;
const MAP_TOP = 20;
const screenOf = (x: number, y: number) => ({ x: x + 400, y: y + 300 });

type Rgba = number[];
const isRed = (p: Rgba) => p[0] > 200 && p[1] < 60 && p[2] < 60;
const isWhite = (p: Rgba) => p[0] > 240 && p[1] > 240 && p[2] > 240;
const isGreen = (p: Rgba) => p[0] < 60 && p[1] > 140 && p[2] < 60;
const isSelectionBlue = (p: Rgba) => p[2] > 150 && p[0] < 100 && p[1] > 80 && p[1] < 180;

async function open(page: Page): Promise<void> {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

function pixelAt(page: Page, x: number, y: number): Promise<Rgba> {
  const s = screenOf(x, y);
  return page.evaluate(([sx, sy]) => window.__harness.pixel(sx, sy), [s.x, s.y]);
}

async function mouseDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  shift = false,
) {
  const a = screenOf(from.x, from.y);
  const b = screenOf(to.x, to.y);
  if (shift) await page.keyboard.down('Shift');
  await page.mouse.move(MAP_LEFT + a.x, MAP_TOP + a.y);
  await page.mouse.down();
  await page.mouse.move(MAP_LEFT + (a.x + b.x) / 2, MAP_TOP + (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(MAP_LEFT + b.x, MAP_TOP + b.y, { steps: 4 });
  await page.mouse.up();
  if (shift) await page.keyboard.up('Shift');
}

test('draws node fills, empty canvas, edges and labels', async ({ page }) => {
  await open(page);
  expect(isRed(await pixelAt(page, -200, 0))).toBe(true);
  expect(isWhite(await pixelAt(page, 0, -250))).toBe(true);
  // Each node keeps its own size and shape: just right of the 160-wide red box, and in the blue ellipse's corner.
  expect(isWhite(await pixelAt(page, -110, -40))).toBe(true);
  expect(isWhite(await pixelAt(page, 55, 235))).toBe(true);
  expect(isGreen(await pixelAt(page, 0, 0))).toBe(true); // the edge's midpoint, between the two nodes
  const blue = await pixelAt(page, -45, 200); // left of the label, inside the ellipse
  expect(blue[2]).toBeGreaterThan(200);
  expect(blue[0]).toBeLessThan(40);
  // The white node's label: dark pixels inside it, none in an empty white patch of the canvas.
  const s = screenOf(200, 0);
  const inside = await page.evaluate(
    ([x, y]) => window.__harness.pixels(x - 90, y - 20, 180, 40),
    [s.x, s.y],
  );
  const empty = await page.evaluate(
    ([x, y]) => window.__harness.pixels(x - 90, y - 20, 180, 40),
    [s.x, s.y - 220],
  );
  const dark = (px: number[]) =>
    px
      .filter((_, i) => i % 4 === 0)
      .filter((_, i) => px[i * 4] < 80 && px[i * 4 + 1] < 80 && px[i * 4 + 2] < 80).length;
  expect(dark(inside)).toBeGreaterThan(30);
  expect(dark(empty)).toBe(0);
});

test('apply() moves a node: the old spot turns white, the new one red', async ({ page }) => {
  await open(page);
  await page.evaluate(() => {
    const h = window.__harness;
    const from = h.state.getNode('red')!;
    const to = { ...from, position: { x: -200, y: -200 } };
    h.apply({
      id: 'move',
      label: 'element.drag',
      source: 'user',
      ops: [{ type: 'node.update', id: 'red', from, to }],
    });
  });
  expect(isWhite(await pixelAt(page, -200, 30))).toBe(true);
  expect(isRed(await pixelAt(page, -200, -200))).toBe(true);
});

test('a selected node shows the blue outline', async ({ page }) => {
  await open(page);
  // The outline runs 4 px outside the red node's right edge (x = −120).
  const outside = { x: -120 + 4, y: -20 };
  expect(isSelectionBlue(await pixelAt(page, outside.x, outside.y))).toBe(false);
  await page.evaluate(() => window.__harness.engine.select({ nodes: ['red'] }));
  expect(isSelectionBlue(await pixelAt(page, outside.x, outside.y))).toBe(true);
});

test('dragging a node with the mouse proposes element.drag and the node moves', async ({ page }) => {
  await open(page);
  await mouseDrag(page, { x: -200, y: 0 }, { x: -200, y: -150 });
  const txs: Transaction[] = await page.evaluate(() => window.__harness.transactions);
  expect(txs).toHaveLength(1);
  expect(txs[0].label).toBe('element.drag');
  expect(txs[0].ops[0]).toMatchObject({
    type: 'node.update',
    id: 'red',
    to: { position: { x: -200, y: -150 } },
  });
  expect(isRed(await pixelAt(page, -200, -150))).toBe(true);
  expect(isRed(await pixelAt(page, -200, 40))).toBe(false);
});

test('the wheel zooms around the pointer within the limits', async ({ page }) => {
  await open(page);
  await page.mouse.move(MAP_LEFT + 400, MAP_TOP + 300);
  await page.mouse.wheel(0, -100);
  await expect
    .poll(() => page.evaluate(() => window.__harness.engine.getViewport().zoom))
    .toBeGreaterThan(1.1);
  for (let i = 0; i < 30; i++) await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.__harness.engine.getViewport().zoom)).toBeCloseTo(0.05);
});

test('Shift+drag on the empty canvas box-selects', async ({ page }) => {
  await open(page);
  await mouseDrag(page, { x: -300, y: -150 }, { x: 80, y: 260 }, true);
  const selection = await page.evaluate(() => window.__harness.engine.getSelection());
  expect(selection.nodes.sort()).toEqual(['blue', 'red']);
});

test('the connect tool proposes an edge between two nodes', async ({ page }) => {
  await open(page);
  await page.evaluate(() => window.__harness.engine.setTool('connect'));
  await mouseDrag(page, { x: 0, y: 200 }, { x: 200, y: 0 });
  const txs: Transaction[] = await page.evaluate(() => window.__harness.transactions);
  expect(txs.map((t) => t.label)).toEqual(['edge.added']);
  expect(txs[0].ops[0]).toMatchObject({
    type: 'edge.add',
    edge: { data: { source: 'blue', target: 'white' } },
  });
  expect(await page.evaluate(() => window.__harness.engine.getTool())).toBe('select');
  // The new edge is drawn in the default grey (#999999): it crosses the column x = 100 between the two nodes.
  const s = screenOf(100, 60);
  const column = await page.evaluate(([x, y]) => window.__harness.pixels(x, y, 1, 130), [s.x, s.y]);
  const grey = column
    .filter((_, i) => i % 4 === 0)
    .filter((r, i) => r > 100 && r < 200 && Math.abs(r - column[i * 4 + 2]) < 20);
  expect(grey.length).toBeGreaterThan(0);
});

test('a corner handle resizes the selected node; a double-click reports the node', async ({ page }) => {
  await open(page);
  await page.evaluate(() => window.__harness.engine.select({ nodes: ['red'] }));
  // The red node spans (−280, −50)…(−120, 50): drag its south-east handle 60 right and 50 down.
  await mouseDrag(page, { x: -120, y: 50 }, { x: -60, y: 100 });
  const txs: Transaction[] = await page.evaluate(() => window.__harness.transactions);
  expect(txs.map((t) => t.label)).toEqual(['element.resize']);
  expect(txs[0].ops[0]).toMatchObject({
    to: { position: { x: -170, y: 25 }, data: { dimensions: { width: 220, height: 150 } } },
  });
  expect(isRed(await pixelAt(page, -80, 80))).toBe(true);
  const s = screenOf(200, 0);
  await page.mouse.dblclick(MAP_LEFT + s.x, MAP_TOP + s.y);
  const events = await page.evaluate(() =>
    window.__harness.events.filter((e) => e.name === 'nodedoubleclick'),
  );
  expect(events).toHaveLength(1);
  expect(events[0].payload).toMatchObject({ target: { kind: 'node', id: 'white' } });
});
