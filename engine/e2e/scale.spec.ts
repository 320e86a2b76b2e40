// The engine on a 100,000-node / ~100,000-edge map in Chromium: it streams in (shown as it arrives), pans under the mouse, a click
// selects the node under the pointer, and a label edit shows on screen. Correctness only; speed is measured by
// `npm run bench` (bench/render), never asserted here.
import { test, expect } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

/** Count of dark (text-like) pixels in a flat RGBA array. */
const ink = (rgba: number[]) => {
  let n = 0;
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i] < 110 && rgba[i + 1] < 110 && rgba[i + 2] < 110) n++;
  return n;
};

test('a 100k-node map loads in slices, pans, selects by click and shows an edited label', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`${harnessUrl()}big.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 100_000 });
  const loaded = await page.evaluate(() => ({
    nodes: window.__big.state.nodes.size,
    edges: window.__big.state.edges.size,
    progress: window.__big.progress,
    streamed: window.__big.snapshotDraws().streamed,
    first: window.__big.firstStreamedFrame(),
  }));
  expect(loaded.nodes).toBe(100_000);
  expect(loaded.edges).toBeGreaterThan(90_000);
  // It streamed: several progress reports, rising to every record.
  expect(loaded.progress.length).toBeGreaterThan(2);
  expect(loaded.progress[loaded.progress.length - 1]).toBe(loaded.nodes + loaded.edges);
  // The map showed while it streamed in: its picture was drawn to during the load, not only once it was complete.
  expect(loaded.streamed).toBeGreaterThan(0);
  // Its first frame came before most records were in, and resolved the styles of only the nodes loaded by then
  // (fitting the view and preparing the node batches used to resolve all 100,000 first).
  expect(loaded.first).not.toBeNull();
  expect(loaded.first!.indexed).toBeLessThan(loaded.nodes);
  expect(loaded.first!.styles).toBeLessThanOrEqual(loaded.first!.indexed);

  // Zoom 1 on node n50000, then pan with the mouse from an empty spot between rows of nodes.
  const target = 'n50000';
  await page.evaluate((id) => {
    const { engine, state } = window.__big;
    engine.zoomTo(1);
    engine.panTo(state.getNode(id)!.position);
  }, target);
  const before = await page.evaluate(() => window.__big.engine.getViewport().center);
  const gap = await page.evaluate((id) => {
    const { engine, state } = window.__big;
    const p = state.getNode(id)!.position;
    return engine.graphToScreen({ x: p.x + 80, y: p.y + 30 });
  }, target);
  await page.mouse.move(gap.x, gap.y);
  await page.mouse.down();
  await page.mouse.move(gap.x - 100, gap.y - 60, { steps: 5 });
  await page.mouse.move(gap.x - 200, gap.y - 120, { steps: 5 });
  await page.mouse.up();
  const after = await page.evaluate(() => window.__big.engine.getViewport().center);
  expect(after.x - before.x).toBeCloseTo(200, 0);
  expect(after.y - before.y).toBeCloseTo(120, 0);

  // Click the node now under the screen: the one whose centre the pan moved to (200, 120) px up-left.
  const screen = await page.evaluate((id) => {
    const { engine, state } = window.__big;
    return engine.graphToScreen(state.getNode(id)!.position);
  }, target);
  expect(screen.x).toBeGreaterThan(0);
  await page.mouse.click(screen.x + 40, screen.y + 8);
  const selection = await page.evaluate(() => window.__big.engine.getSelection());
  expect(selection).toEqual({ nodes: [target], edges: [] });
  expect(await page.evaluate(() => window.__big.events.filter((e) => e.name === 'nodeclick').length)).toBe(1);

  // The label: 'Node 50000' in 12 px. A much longer bold-ish text puts clearly more ink in the node's box.
  const box = { x: Math.round(screen.x - 58), y: Math.round(screen.y - 13), w: 116, h: 26 };
  const read = () => page.evaluate((b) => window.__big.pixels(b.x, b.y, b.w, b.h), box);
  const inkBefore = ink(await read());
  expect(inkBefore).toBeGreaterThan(20);
  await page.evaluate((id) => window.__big.rename(id, 'WWWW MMMM WWWW'), target);
  const inkAfter = ink(await read());
  expect(inkAfter).toBeGreaterThan(inkBefore * 1.5);
  expect(await page.evaluate((id) => window.__big.state.getNode(id)!.data.label, target)).toBe(
    'WWWW MMMM WWWW',
  );
});
