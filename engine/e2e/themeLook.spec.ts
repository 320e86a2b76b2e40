// The map's look comes from its theme (issue 34): nodes without style fields, tapered branches without arrow heads,
// relationships with one, a collapsed node's '+N' badge, the canvas colour of a dark theme. Read back pixel by
// pixel from the real renderer in Chromium (SwiftShader WebGL) on the harness's themed map (engine/harness:
// `?map=themed`, records without a single style field).
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

// The themed map saves centre (0, 0) at zoom 1 in an 800 × 600 container at (20, 20) on the page.
const screenOf = (x: number, y: number) => ({ x: x + 400, y: y + 300 });
type Rgba = number[];

async function open(page: Page, theme?: string): Promise<void> {
  await page.goto(`${harnessUrl()}?map=themed${theme ? `&theme=${theme}` : ''}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

/** The graph rectangle (x, y, w, h) as RGBA rows, after the next frame. */
async function region(page: Page, x: number, y: number, w: number, h: number): Promise<Rgba[][]> {
  const s = screenOf(x, y);
  const flat = await page.evaluate(
    ([sx, sy, sw, sh]) => window.__harness.pixels(sx, sy, sw, sh),
    [s.x, s.y, w, h],
  );
  const rows: Rgba[][] = [];
  for (let r = 0; r < h; r++)
    rows.push(Array.from({ length: w }, (_, c) => flat.slice((r * w + c) * 4, (r * w + c) * 4 + 4)));
  return rows;
}

const pixelAt = async (page: Page, x: number, y: number): Promise<Rgba> =>
  (await region(page, x, y, 1, 1))[0][0];

function hex(css: string): Rgba {
  const v = parseInt(css.slice(1, 7), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Within `tolerance` of the colour on each channel. */
const near = (p: Rgba, css: string, tolerance = 12) =>
  hex(css).every((c, i) => Math.abs(c - p[i]) <= tolerance);

/** The node's (or edge's) resolved look in the page's map: what the model says the canvas shows. */
const looks = (page: Page, id: string) =>
  page.evaluate(
    (key) => window.__harness.looks(key) as unknown as Record<string, string | number | boolean>,
    id,
  );

/** Pixels of a column (graph x, from y0 to y1) painted in `css` (at least half way to it from the background). */
async function paintedIn(page: Page, x: number, y0: number, y1: number, css: string, background: string) {
  const column = await region(page, x, y0, 1, y1 - y0);
  const [bg, target] = [hex(background), hex(css)];
  return column.filter(([p]) => {
    const toTarget = Math.hypot(...target.map((c, i) => c - p[i]));
    const toBackground = Math.hypot(...bg.map((c, i) => c - p[i]));
    return toTarget < toBackground;
  }).length;
}

test('a node with no style fields is a visible box in its theme colours', async ({ page }) => {
  await open(page);
  const a = await looks(page, 'a');
  // a is a main topic at (60, -160), 220 × 76: tinted inside (left of its label), outlined in its branch colour.
  expect(a).toMatchObject({ width: 220, height: 76 });
  expect(near(await pixelAt(page, 60 - 95, -160), a.backgroundColor as string)).toBe(true);
  expect(a.backgroundColor).not.toBe(a.borderColor);
  const border = await region(page, 60 - 113, -160, 6, 1);
  expect(border[0].some((p) => near(p, a.borderColor as string, 30))).toBe(true);
  // The central topic is filled in its own colour, and the canvas around is the theme's background.
  const r = await looks(page, 'r');
  expect(near(await pixelAt(page, -250 - 120, 30), r.backgroundColor as string)).toBe(true);
  expect(near(await pixelAt(page, -300, -250), '#FBFCFE', 3)).toBe(true);
});

test('a tree branch tapers from its parent to its child and has no arrow head; a relationship has one', async ({
  page,
}) => {
  await open(page);
  const branch = await looks(page, 'r>a');
  expect(branch).toMatchObject({ hierarchy: true, direction: 'none' });
  const color = branch.color as string;
  // r>a leaves r's right side (x -110, y 0) and reaches a's left side (x -50, y -160), level at both ends.
  const nearRoot = await paintedIn(page, -104, -20, 20, color, '#FBFCFE');
  const nearChild = await paintedIn(page, -56, -180, -140, color, '#FBFCFE');
  expect(nearRoot).toBeGreaterThanOrEqual(5);
  expect(nearChild).toBeGreaterThanOrEqual(2);
  expect(nearRoot).toBeGreaterThan(nearChild);
  // No arrow head where it meets the child: no wider there than the line (an arrow head would be 14 px across).
  const atChild = await paintedIn(page, -53, -180, -140, color, '#FBFCFE');
  expect(atChild).toBeLessThanOrEqual(4);
  // The relationship a1 → b ends on b's top side at (88.5, 122), coming down: a head about 12 px wide above it.
  const relationship = await looks(page, 'a1>b');
  expect(relationship).toMatchObject({ hierarchy: false, direction: 'one-way' });
  const head = (await region(page, 70, 116, 40, 1))[0];
  const inHead = head.filter((p) => near(p, relationship.color as string, 40)).length;
  const line = (await region(page, 70, 40, 40, 1))[0].filter((p) =>
    near(p, relationship.color as string, 40),
  );
  expect(inHead).toBeGreaterThanOrEqual(6);
  expect(line.length).toBeLessThanOrEqual(3);
});

test("a collapsed node shows '+N' in its accent colour at its child side, and pressing it expands the node", async ({
  page,
}) => {
  await open(page);
  const b = await looks(page, 'b');
  // b at (60, 160), 220 wide: its badge sits just right of its border (x 170), where its hidden child b1 is.
  const strip = (await region(page, 176, 154, 30, 1))[0];
  expect(strip.filter((p) => near(p, b.accentColor as string, 20)).length).toBeGreaterThan(10);
  const s = screenOf(190, 160);
  await page.mouse.click(20 + s.x, 20 + s.y);
  await page.waitForFunction(() => window.__harness.state.getNode('b1')?.data.visibility === 'visible');
  expect(await page.evaluate(() => window.__harness.transactions.map((tx) => tx.label))).toEqual([
    'node.expandCollapse',
  ]);
  const after = (await region(page, 176, 154, 30, 1))[0];
  expect(after.filter((p) => near(p, b.accentColor as string, 20)).length).toBeLessThan(3);
});

test('the dark theme (midnight) darkens the canvas and its nodes read light on it', async ({ page }) => {
  await open(page, 'midnight');
  expect(near(await pixelAt(page, -300, -250), '#141923', 3)).toBe(true);
  const a = await looks(page, 'a');
  expect(near(await pixelAt(page, 60 - 95, -160), a.backgroundColor as string)).toBe(true);
  await page.screenshot({ path: 'test-results/theme-midnight.png' });
});

test('screenshot of the default theme (for review)', async ({ page }) => {
  await open(page);
  await page.screenshot({ path: 'test-results/theme-mapa.png' });
});
