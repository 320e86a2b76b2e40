// Labels in a map's theme (issue 34), in the real renderer: semantic zoom names the central and main topics at
// the fit of a 1,000-node tree (and of radial maps, an org chart and a phone's view, moving a main topic's name
// along its branch where it cannot stay at its node), a halo keeps a line behind a label off its letters, a node
// in front hides the label of one behind it, the central topic is bold, and the atlas is rasterised in Inter,
// never before it loads.
import { test, expect, type Page, type Route } from '@playwright/test';
import type { MapDocument } from '@mapa/model';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

async function open(page: Page): Promise<void> {
  await page.goto(`${harnessUrl()}themed.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

type Node = MapDocument['nodes'][number];
const node = (id: string, x: number, y: number, data: Partial<Node['data']> = {}): Node => ({
  position: { x, y },
  data: { id, label: id, ...data },
});
const edge = (id: string, source: string, target: string, data: object = {}) => ({
  data: { id, source, target, ...data },
});
const doc = (nodes: Node[], edges: ReturnType<typeof edge>[] = [], order?: string[]): MapDocument => ({
  nodes,
  edges,
  version: 1,
  htmlContent: '',
  canvas: order ? { nodesOrder: order } : {},
  settings: null,
});

/** Shows `d` at zoom 1 centred on (x, y). */
async function showAt(page: Page, d: MapDocument, x: number, y: number): Promise<void> {
  await page.evaluate(
    async ([d, x, y]) => {
      const t = window.__themed;
      await t.show(d);
      t.engine.zoomTo(1);
      t.engine.panTo({ x, y });
      await t.engine.nextFrame();
    },
    [d, x, y] as const,
  );
}

const luma = (px: number[], i: number) => 0.299 * px[i * 4] + 0.587 * px[i * 4 + 1] + 0.114 * px[i * 4 + 2];
const count = (px: number[], test: (r: number, g: number, b: number) => boolean) => {
  let n = 0;
  for (let i = 0; i < px.length; i += 4) if (test(px[i], px[i + 1], px[i + 2])) n++;
  return n;
};
const dark = (below: number) => (r: number, g: number, b: number) =>
  0.299 * r + 0.587 * g + 0.114 * b < below;

/** The pixels of a screen box (rounded outwards, kept inside the 1000×700 canvas) and its width. */
async function pixelsOf(page: Page, b: { minX: number; minY: number; maxX: number; maxY: number }) {
  const x = Math.max(0, Math.floor(b.minX));
  const y = Math.max(0, Math.floor(b.minY));
  const w = Math.min(1000, Math.ceil(b.maxX)) - x;
  const h = Math.min(700, Math.ceil(b.maxY)) - y;
  const px = await page.evaluate(([x, y, w, h]) => window.__themed.pixels(x, y, w, h), [x, y, w, h]);
  return { px, w, h };
}

test('at the fit of a 1,000-node tree the central and main topics are named, bold on the overview picture', async ({
  page,
}) => {
  await open(page);
  const drawn = await page.evaluate(async () => {
    const t = window.__themed;
    await t.show(t.tree(1000, 8), 'StandardMindMapTemplate');
    const renderer = (t.engine as unknown as { renderer: { snapshot: { current: unknown } } }).renderer;
    return {
      zoom: t.engine.getViewport().zoom,
      picture: renderer.snapshot.current !== null,
      labels: t.labels(),
    };
  });
  // Seen whole, the map is far too small to read (a 17 px sub-topic is under 2 px): the picture shows it.
  expect(drawn.zoom).toBeLessThan(0.1);
  expect(drawn.picture).toBe(true);
  const names = drawn.labels.map((l) => l.text).sort();
  expect(names).toEqual(
    ['Central topic', ...Array.from({ length: 8 }, (_, k) => `Main topic ${k + 1}`)].sort(),
  );
  // The central label is grown to 14 px: white bold letters in a band of its dark fill, over a 3 px node.
  const central = drawn.labels.find((l) => l.id === 'n0')!;
  expect(central.box.maxY - central.box.minY).toBeGreaterThan(14);
  const { px } = await pixelsOf(page, central.box);
  expect(count(px, (r, g, b) => r > 235 && g > 235 && b > 235)).toBeGreaterThan(60);
  expect(
    count(px, (r, g, b) => Math.abs(r - 0x1f) + Math.abs(g - 0x2a) + Math.abs(b - 0x44) < 40),
  ).toBeGreaterThan(60);
  // Each main topic's name is ink on screen, at least 12 px tall.
  for (const label of drawn.labels.filter((l) => l.id !== 'n0')) {
    expect(label.box.maxY - label.box.minY).toBeGreaterThan(12);
    const main = await pixelsOf(page, label.box);
    expect(count(main.px, dark(110))).toBeGreaterThan(40);
  }
});

test('a label over an edge keeps its letters clear of the line (halo)', async ({ page }) => {
  await open(page);
  // A floating topic's label below it, and a thick green line through the middle of that label.
  const d = doc(
    [
      node('c', 0, 0, { label: 'Halo keeps letters clear', textPosition: 'bottom' }),
      node('l', -480, 49, { label: 'L' }),
      node('r', 480, 49, { label: 'R' }),
    ],
    [edge('line', 'l', 'r', { shape: 'straight', color: '#00c000', width: 8, direction: 'none' })],
  );
  await showAt(page, d, 0, 49);
  const label = await page.evaluate(() => window.__themed.labels().find((l) => l.id === 'c')!);
  expect(label).toBeTruthy();
  const { px, w, h } = await pixelsOf(page, label.box);
  const green = (i: number) => px[i * 4 + 1] > 150 && px[i * 4] < 90 && px[i * 4 + 2] < 90;
  const ink = (i: number) => luma(px, i) < 100 && !green(i);
  let touching = 0;
  let greens = 0;
  let inks = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (ink(i)) inks++;
      if (!green(i)) continue;
      greens++;
      if (ink(i - 1) || ink(i + 1) || ink(i - w) || ink(i + w)) touching++;
    }
  // The line does cross the label's box (between words and past its ends) and the letters are there...
  expect(greens).toBeGreaterThan(100);
  expect(inks).toBeGreaterThan(100);
  // ...but no green pixel touches a letter: a band of the canvas colour lies around every glyph.
  expect(touching).toBeLessThanOrEqual(2);
});

test('a node in front hides the label of the node behind it, until it is sent to the back', async ({
  page,
}) => {
  await open(page);
  const white = { backgroundColor: '#ffffff', borderColor: '#333333' };
  const d = doc(
    [
      node('back', 0, 0, {
        label: 'BACK NODE LABEL',
        textPosition: 'right',
        dimensions: { width: 200, height: 80 },
      }),
      node('front', 230, 0, {
        label: 'F',
        textPosition: 'bottom',
        dimensions: { width: 200, height: 80 },
        ...white,
      }),
    ],
    [],
    ['back', 'front'],
  );
  await showAt(page, d, 115, 0);
  // The front node's inside, at zoom 1 centred on (115, 0): x 140..320, y -30..30 in graph units.
  const inside = { minX: 525, minY: 320, maxX: 705, maxY: 380 };
  const drawn = () => page.evaluate(() => window.__themed.labels().map((l) => l.id));
  expect(await drawn()).not.toContain('back');
  expect(count((await pixelsOf(page, inside)).px, dark(128))).toBeLessThan(5);
  // Sent to the back, the front node no longer covers the other's label: it is drawn over it.
  await page.evaluate(() => {
    const t = window.__themed;
    t.apply({
      id: 'to-back',
      label: 'node.ordered',
      source: 'user',
      ops: [{ type: 'order.move', id: 'front', from: 1, to: 0 }],
    });
  });
  await page.evaluate(() => window.__themed.engine.nextFrame());
  expect(await drawn()).toContain('back');
  expect(count((await pixelsOf(page, inside)).px, dark(128))).toBeGreaterThan(100);
});

test('the central topic is drawn bold, a sub-topic regular', async ({ page }) => {
  await open(page);
  const look = {
    ...{ textSize: 24, backgroundColor: '#ffffff', textColor: '#000000', borderColor: '#999999' },
    dimensions: { width: 320, height: 80 },
  };
  const d = doc(
    [
      node('a', 0, 0, { label: 'Heavy Weighted Words', ...look }),
      node('m', 0, 200, { label: 'M', ...look }),
      node('s', 0, 400, { label: 'Heavy Weighted Words', ...look }),
    ],
    [edge('am', 'a', 'm'), edge('ms', 'm', 's')],
  );
  await showAt(page, d, 0, 200);
  const labels = await page.evaluate(() => window.__themed.labels());
  const ink = async (id: string) =>
    count((await pixelsOf(page, labels.find((l) => l.id === id)!.box)).px, dark(128));
  const central = await ink('a');
  const sub = await ink('s');
  expect(sub).toBeGreaterThan(300);
  // Inter Bold against Regular at 24 px: clearly more ink for the same words.
  expect(central).toBeGreaterThan(sub * 1.25);
});

test('labels of a dense sibling column never overlap, and a laid-out tree keeps every label', async ({
  page,
}) => {
  await open(page);
  // 24 siblings 24 units apart, each with a label to its right long enough to wrap over two or three lines.
  const kids = Array.from({ length: 24 }, (_, i) =>
    node(`k${i}`, 300, -276 + 24 * i, {
      label: 'A long sibling label that wraps over lines',
      textPosition: 'right',
      dimensions: { width: 60, height: 20 },
    }),
  );
  await showAt(
    page,
    doc(
      [node('root', 0, 0), ...kids],
      kids.map((k) => edge(`e${k.data.id}`, 'root', k.data.id)),
    ),
    450,
    0,
  );
  const boxes = (await page.evaluate(() => window.__themed.labels())).filter((l) => l.id.startsWith('k'));
  expect(boxes.length).toBeGreaterThan(4);
  expect(boxes.length).toBeLessThan(24);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i].box;
      const b = boxes[j].box;
      const overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
      expect(overlap, `${boxes[i].id} and ${boxes[j].id}`).toBe(false);
    }
  // A template's layout keeps neighbours apart: zoomed out to 0.6 (sub-topics 10 px) every node well inside the
  // view has its label.
  const missing = await page.evaluate(async () => {
    const t = window.__themed;
    await t.show(t.tree(60, 6), 'Tree LR');
    t.engine.zoomTo(0.6);
    // The view is on the tree's middle: Tree LR puts the root at its left end, and the root's view would be half
    // empty (the central topic's larger box since the themes left three nodes in it).
    const all = [...t.state().nodes.values()].map((n) => n.position);
    t.engine.panTo({
      x: all.reduce((sum, p) => sum + p.x, 0) / all.length,
      y: all.reduce((sum, p) => sum + p.y, 0) / all.length,
    });
    await t.engine.nextFrame();
    const drawn = new Set(t.labels().map((l) => l.id));
    const out: string[] = [];
    for (const [id, n] of t.state().nodes) {
      const p = t.engine.graphToScreen(n.position);
      if (p.x > 150 && p.x < 850 && p.y > 60 && p.y < 640 && !drawn.has(id)) out.push(id);
    }
    return { out, drawn: drawn.size };
  });
  expect(missing.drawn).toBeGreaterThan(5);
  expect(missing.out).toEqual([]);
});

test('the atlas is rasterised in Inter, and only once its files have loaded', async ({ page }) => {
  // Hold the font files back: the engine starts, but no label is laid out in a fallback font meanwhile.
  const held: Route[] = [];
  let release = false;
  await page.route('**/*.woff2', (route) => (release ? route.continue() : void held.push(route)));
  await open(page);
  await showAt(page, doc([node('a', 0, 0, { label: 'Mapa labels' })]), 0, 0);
  expect(held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.__themed.labels().length)).toBe(0);
  release = true;
  for (const route of held) await route.continue();
  await page.waitForFunction(() => window.__themed.labels().length === 1, undefined, { timeout: 30_000 });
  const advances = await page.evaluate(() => {
    const t = window.__themed;
    const text = 'Mapa labels';
    return {
      atlas: t.atlasAdvance(text, 600),
      inter: t.canvasAdvance(text, '600 40px Inter'),
      dejaVu: t.canvasAdvance(text, '600 40px "DejaVu Sans"'),
    };
  });
  // The two faces differ by far more than the tolerance, so the atlas's advances tell which one it holds.
  expect(Math.abs(advances.inter - advances.dejaVu)).toBeGreaterThan(5);
  expect(Math.abs(advances.atlas - advances.inter)).toBeLessThan(0.5);
});

test('the miniature and an image export of that tree name its central and main topics too', async ({
  page,
}) => {
  await open(page);
  const counts = await page.evaluate(async () => {
    const t = window.__themed;
    await t.show(t.tree(1000, 8), 'StandardMindMapTemplate');
    /** Pixels in the central topic's fill (#1f2a44, the band around its grown label) and dark text pixels. */
    const tally = (bitmap: ImageBitmap) => {
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      const px = g.getImageData(0, 0, bitmap.width, bitmap.height).data;
      let fill = 0;
      let ink = 0;
      for (let i = 0; i < px.length; i += 4) {
        if (Math.abs(px[i] - 0x1f) + Math.abs(px[i + 1] - 0x2a) + Math.abs(px[i + 2] - 0x44) < 40) fill++;
        if (px[i] < 80 && px[i + 1] < 80 && px[i + 2] < 100) ink++;
      }
      return { fill, ink };
    };
    const mini = await t.engine.miniature({ width: 400, height: 300 });
    const miniature = tally(mini!.bitmap);
    mini!.bitmap.close();
    const exported = tally(await createImageBitmap(await t.engine.exportImage({ format: 'png' })));
    return { miniature, exported };
  });
  // The central topic itself is a couple of pixels there: its label brings hundreds of its fill's and ink pixels.
  for (const c of [counts.miniature, counts.exported]) {
    expect(c.fill).toBeGreaterThan(60);
    expect(c.ink).toBeGreaterThan(200);
  }
});

test('at the fit of a 40-topic tree each sub-topic box shows its name, and the central name lies on a plate of its fill', async ({
  page,
}) => {
  await open(page);
  const seen = await page.evaluate(async () => {
    const t = window.__themed;
    await t.show(t.tree(40, 5), 'Tree LR');
    await t.engine.nextFrame();
    const zoom = t.engine.getViewport().zoom;
    const labels = t.labels().map((l) => {
      const at = t.engine.graphToScreen(t.state().getNode(l.id)!.position);
      return { ...l, centre: at };
    });
    return { zoom, labels };
  });
  // Seen whole, a 17 px sub-topic is under 6 px at its own size: it would have faded out entirely.
  expect(17 * seen.zoom).toBeLessThan(6);
  const subs = seen.labels.filter((l) => l.text.startsWith('Topic '));
  expect(subs.length).toBeGreaterThanOrEqual(30);
  for (const sub of subs.slice(0, 6)) {
    // Inside its 190 × 56 box, at least 7 px tall, and ink there.
    const hw = (190 / 2) * seen.zoom;
    const hh = (56 / 2) * seen.zoom;
    expect(sub.box.minX).toBeGreaterThanOrEqual(sub.centre.x - hw);
    expect(sub.box.maxX).toBeLessThanOrEqual(sub.centre.x + hw);
    expect(sub.box.minY).toBeGreaterThanOrEqual(sub.centre.y - hh);
    expect(sub.box.maxY).toBeLessThanOrEqual(sub.centre.y + hh);
    expect(sub.box.maxY - sub.box.minY).toBeGreaterThanOrEqual(7);
    const { px } = await pixelsOf(page, sub.box);
    expect(count(px, dark(170))).toBeGreaterThan(15);
  }
  // The central label, grown to 14 px, is wider than its 280-unit node: it lies on a plate of the node's fill
  // (#1f2a44). The ends of its box, past the letters, are that fill across its middle, not the canvas (#FBFCFE)
  // that lay between halo bands there before.
  const central = seen.labels.find((l) => l.id === 'n0')!;
  expect(central.box.maxX - central.box.minX).toBeGreaterThan(280 * seen.zoom);
  const h = central.box.maxY - central.box.minY;
  const fill = (r: number, g: number, b: number) =>
    Math.abs(r - 0x1f) + Math.abs(g - 0x2a) + Math.abs(b - 0x44) < 40;
  for (const x of [central.box.minX + 2, central.box.maxX - 6]) {
    const end = { minX: x, maxX: x + 4, minY: central.box.minY + h / 4, maxY: central.box.maxY - h / 4 };
    const { px } = await pixelsOf(page, end);
    expect(count(px, fill)).toBeGreaterThan(0.9 * (px.length / 4));
  }
});

const MAIN_NAMES = ['Central topic', ...Array.from({ length: 8 }, (_, k) => `Main topic ${k + 1}`)].sort();

/**
 * At the Fit of a generated `size`-node map with 8 main topics laid out by `template` (on a `w` × `h` canvas):
 * the central and every main topic named, each name at least 12 px tall with ink in its box, no two boxes
 * overlapping (issue 34: a Fit names its root and first-level branches).
 */
async function expectNamedAtFit(page: Page, size: number, template: string, w = 1000, h = 700) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`${harnessUrl()}themed.html?w=${w}&h=${h}`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  const labels = await page.evaluate(
    async ([size, template]) => {
      const t = window.__themed;
      await t.show(t.tree(size, 8), template);
      await t.engine.nextFrame();
      return t.labels();
    },
    [size, template] as const,
  );
  expect(labels.map((l) => l.text).sort()).toEqual(MAIN_NAMES);
  for (const label of labels) {
    const b = label.box;
    expect(b.maxY - b.minY, label.text).toBeGreaterThanOrEqual(12);
    // Inside the canvas, and dark letters in it (white ones on the central topic's dark plate).
    expect(b.minX).toBeGreaterThanOrEqual(0);
    expect(b.minY).toBeGreaterThanOrEqual(0);
    expect(b.maxX).toBeLessThanOrEqual(w);
    expect(b.maxY).toBeLessThanOrEqual(h);
    const x = Math.floor(b.minX);
    const y = Math.floor(b.minY);
    const px = await page.evaluate(
      ([x, y, w, h]) => window.__themed.pixels(x, y, w, h),
      [x, y, Math.ceil(b.maxX) - x, Math.ceil(b.maxY) - y],
    );
    const ink =
      label.id === 'n0' ? (r: number, g: number, b: number) => r > 235 && g > 235 && b > 235 : dark(90);
    expect(count(px, ink), label.text).toBeGreaterThan(40);
  }
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      const a = labels[i].box;
      const b = labels[j].box;
      const overlap = a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
      expect(overlap, `${labels[i].text} and ${labels[j].text}`).toBe(false);
    }
}

test('at the fit of a 1,000-node radial map the main topics on their small ring are named out along their branches', async ({
  page,
}) => {
  await expectNamedAtFit(page, 1000, 'BuzanTemplate');
});

test('at the fit of a 100,000-node radial map the central and main topics are named', async ({ page }) => {
  test.setTimeout(600_000);
  await expectNamedAtFit(page, 100_000, 'BuzanTemplate');
});

test('at the fit of a 1,000-node org chart every first-level branch is named', async ({ page }) => {
  await expectNamedAtFit(page, 1000, 'OrganogramTemplate');
});

test('at the fit of a 200-node mind map on a phone (390 × 844) the main topics are named, not only the root', async ({
  page,
}) => {
  await expectNamedAtFit(page, 200, 'StandardMindMapTemplate', 390, 844);
  await expectNamedAtFit(page, 200, 'BuzanTemplate', 390, 844);
});
