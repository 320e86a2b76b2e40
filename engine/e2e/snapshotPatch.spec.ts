// A small change to a big view patches the overview snapshot (OverviewSnapshot.patch) instead of redrawing it:
// the patched picture must match what a full redraw of the same state paints. Correctness only; what a patch
// saves is measured by `npm run bench -- render` (label edit, add 100), never asserted here.
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';
import { differences, keepPicture } from './pictures';

const harnessUrl = useHarnessServer();

// The harness container is 1000 × 700 px at device pixel ratio 1.
const WIDTH = 1000;
const HEIGHT = 700;
/** Channel difference above which two pixels differ: a patch drawn into a smaller target rounds its anti-aliased edges a few levels apart. */
const TOLERANCE = 16;

const keep = (page: Page, name: string) => keepPicture(page, name, WIDTH, HEIGHT);
const compare = (page: Page, a: string, b: string) => differences(page, a, b, WIDTH, TOLERANCE);

test('a label edit and a node move patch the overview snapshot to what a full redraw paints', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The dense bench scene at 30k: 30,000 nodes and ~150,000 edges, 5% of them crossing the map; labels 20 px tall,
  // so at zoom 0.4 they are 8 px on screen (12 px labels, 4.8 px there, have faded out: semantic zoom).
  await page.goto(`${harnessUrl()}big.html?scene=dense&size=30000&text=20`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 120_000 });

  // Zoom 0.4 on the middle node: labels readable (20 px × 0.4), and over 5,000 items in view, so the view is
  // drawn from the overview snapshot.
  const stats = await page.evaluate(async () => {
    const { engine, state } = window.__big;
    engine.zoomTo(0.4);
    engine.panTo(state.getNode('n15000')!.position);
    const seen = new Promise<{ visibleNodes: number; visibleEdges: number }>((resolve) => {
      const off = engine.on('render', (s) => {
        off();
        resolve(s);
      });
    });
    await engine.nextFrame();
    return seen;
  });
  expect(stats.visibleNodes + stats.visibleEdges).toBeGreaterThan(5_000);
  await keep(page, 'before');
  const start = await page.evaluate(() => window.__big.snapshotDraws());
  expect(start.full).toBeGreaterThan(0);

  // A label edit: patched, not redrawn.
  await page.evaluate(() => window.__big.rename('n15000', 'WWWW MMMM WWWW'));
  await keep(page, 'edited');
  expect(await page.evaluate(() => window.__big.snapshotDraws())).toMatchObject({
    full: start.full,
    patched: start.patched + 1,
  });
  const edit = await compare(page, 'before', 'edited');
  // The new text painted over the node (screen centre), nowhere else.
  expect(edit.count).toBeGreaterThan(20);
  expect(edit.box.minX).toBeGreaterThan(WIDTH / 2 - 80);
  expect(edit.box.maxX).toBeLessThan(WIDTH / 2 + 80);

  // A node move: of the nodes near the centre, the one whose edges span the smallest box, moved by a node's width
  // and half a row (its edges move with it).
  const moved = await page.evaluate(() => {
    const { state } = window.__big;
    const centre = state.getNode('n15000')!.position;
    let best: { id: string; area: number } | null = null;
    for (const [id, node] of state.nodes) {
      const p = node.position;
      if (id === 'n15000' || Math.abs(p.x - centre.x) > 1200 || Math.abs(p.y - centre.y) > 300) continue;
      const box = { minX: p.x, minY: p.y, maxX: p.x, maxY: p.y };
      for (const e of [...state.outgoing(id), ...state.incoming(id)]) {
        for (const end of [e.data.source, e.data.target]) {
          const q = state.getNode(end)!.position;
          box.minX = Math.min(box.minX, q.x);
          box.minY = Math.min(box.minY, q.y);
          box.maxX = Math.max(box.maxX, q.x);
          box.maxY = Math.max(box.maxY, q.y);
        }
      }
      const area = (box.maxX - box.minX + 1) * (box.maxY - box.minY + 1);
      if (!best || area < best.area) best = { id, area };
    }
    if (best) window.__big.move(best.id, 120, 30);
    return best;
  });
  expect(moved).not.toBeNull();
  await keep(page, 'patched');
  expect(await page.evaluate(() => window.__big.snapshotDraws())).toMatchObject({
    full: start.full,
    patched: start.patched + 2,
  });
  expect((await compare(page, 'edited', 'patched')).count).toBeGreaterThan(50);

  // The same state drawn whole: every overview picture dropped, so the next frame draws one anew.
  await page.evaluate(() => window.__big.redrawOverview());
  await keep(page, 'full');
  expect((await page.evaluate(() => window.__big.snapshotDraws())).full).toBeGreaterThan(start.full);
  const diff = await compare(page, 'patched', 'full');
  expect(diff.count, JSON.stringify(diff)).toBeLessThanOrEqual(4);
});
