// Labels in the real renderer: distance-field glyphs keep one-pixel edges at every zoom, graphemes join the atlas
// on first use (a script of its own once its font file has arrived), and a text with an emoji still shows (bitmap fallback).
import { test, expect, type Page } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

/** The harness's white node (220×100 at 200, 0): black 'HELLO MAPA' at 26 px on white. */
const NODE = { x: 200, y: 0 };

async function open(page: Page): Promise<void> {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
}

/** Centres the white node at `zoom` and returns the RGBA of a `w × h` box around the container's centre. */
async function labelPixels(page: Page, zoom: number, w: number, h: number): Promise<number[]> {
  return page.evaluate(
    ([zoom, w, h, x, y]) => {
      const { engine, pixels } = window.__harness;
      engine.panTo({ x, y });
      engine.zoomTo(zoom);
      return pixels(400 - w / 2, 300 - h / 2, w, h);
    },
    [zoom, w, h, NODE.x, NODE.y],
  );
}

const luma = (px: number[], i: number) => 0.299 * px[i * 4] + 0.587 * px[i * 4 + 1] + 0.114 * px[i * 4 + 2];
const inkCount = (px: number[], below = 80) =>
  px.filter((_, i) => i % 4 === 0 && luma(px, i / 4) < below).length;

/**
 * How wide glyph edges are: along every row and column, each step from background (near white) to ink (near
 * black) or back counts the in-between pixels it crosses. Crisp edges cross about one; a bitmap magnified k times
 * crosses about k.
 */
function edgeWidth(px: number[], w: number, h: number): { mean: number; edges: number } {
  const widths: number[] = [];
  const walk = (count: number, at: (k: number) => number) => {
    let last = '';
    let between = 0;
    for (let k = 0; k < count; k++) {
      const l = luma(px, at(k));
      const kind = l >= 215 ? 'paper' : l <= 40 ? 'ink' : '';
      if (!kind) {
        between++;
        continue;
      }
      if (last && last !== kind) widths.push(between);
      last = kind;
      between = 0;
    }
  };
  for (let y = 0; y < h; y++) walk(w, (x) => y * w + x);
  for (let x = 0; x < w; x++) walk(h, (y) => y * w + x);
  return { mean: widths.reduce((a, b) => a + b, 0) / widths.length, edges: widths.length };
}

test('labels stay crisp from zoom 0.3 to 4, with glyphs added on demand and a fallback for emoji', async ({
  page,
}) => {
  await open(page);
  // Zoom 0.3: 7.8 px text (thin strokes, grey more than black), above the 4 px floor of readable labels: drawn.
  expect(inkCount(await labelPixels(page, 0.3, 56, 8), 160)).toBeGreaterThan(10);
  // Zoom 1 and 4: the edges stay about a pixel wide; at 4 the glyphs are 104 px, over twice any raster size.
  const one = await labelPixels(page, 1, 200, 40);
  expect(inkCount(one)).toBeGreaterThan(200);
  const four = await labelPixels(page, 4, 760, 140);
  expect(inkCount(four)).toBeGreaterThan(16 * inkCount(one) * 0.6);
  const sharp = edgeWidth(four, 760, 140);
  expect(sharp.edges).toBeGreaterThan(500);
  expect(sharp.mean).toBeLessThan(1.5);
  expect(edgeWidth(one, 200, 40).mean).toBeLessThan(1.5);

  // Greek glyphs are added to the atlas when a label first needs them.
  const relabel = (label: string) =>
    page.evaluate((label) => {
      const h = window.__harness;
      const from = h.state.getNode('white')!;
      const to = { ...from, data: { ...from.data, label } };
      h.apply({
        id: label,
        label: 'node.label.updated',
        source: 'user',
        ops: [{ type: 'node.update', id: 'white', from, to }],
      });
    }, label);
  await relabel('ΩΣΦΨ');
  // Inter's Greek is a file of its own, fetched the first time a label needs it: the label waits for it.
  await page.waitForFunction(
    () =>
      (
        window.__harness.engine as unknown as {
          renderer: { labels: { nodeLabelText(id: string): string | undefined } };
        }
      ).renderer.labels.nodeLabelText('white') === 'ΩΣΦΨ',
  );
  const greek = await labelPixels(page, 4, 760, 140);
  expect(inkCount(greek)).toBeGreaterThan(2000);
  expect(edgeWidth(greek, 760, 140).mean).toBeLessThan(1.5);
  // An emoji has no distance field (it has colours of its own): the label falls back to bitmap glyphs, still drawn.
  await relabel('OK 🙂');
  expect(inkCount(await labelPixels(page, 1, 200, 40))).toBeGreaterThan(100);
});

test('every label on screen is drawn in one call per atlas page, not one call per label', async ({
  page,
}) => {
  await page.goto(`${harnessUrl()}big.html?scene=tree&size=1000&given`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  const drawn = await page.evaluate(async () => {
    const { engine } = window.__big;
    // Zoom 1 on the middle of the map: about a hundred readable labels.
    engine.fit();
    engine.zoomTo(1);
    await engine.nextFrame();
    const labels = (engine as unknown as { renderer: { labels: { count: number } } }).renderer.labels.count;
    const gl = document.querySelector('canvas')!.getContext('webgl2')!;
    let calls = 0;
    const drawElements = gl.drawElements.bind(gl);
    const drawArrays = gl.drawArrays.bind(gl);
    gl.drawElements = (...args) => (calls++, drawElements(...args));
    gl.drawArrays = (...args) => (calls++, drawArrays(...args));
    // A one-pixel pan: the frame draws the view live (labels, nodes, edges), none of the labels changes.
    const view = engine.getViewport();
    engine.panTo({ x: view.center.x + 1 / view.zoom, y: view.center.y });
    await engine.nextFrame();
    gl.drawElements = drawElements;
    gl.drawArrays = drawArrays;
    return { labels, calls };
  });
  expect(drawn.labels).toBeGreaterThan(50);
  // Edges, nodes and the labels' one page: a handful of calls where a call per label made over a hundred.
  expect(drawn.calls).toBeLessThan(10);
  // And the glyphs are on screen: dark text pixels in the middle of the view.
  const px = await page.evaluate(() => window.__big.pixels(300, 200, 400, 200));
  expect(inkCount(px, 120)).toBeGreaterThan(300);
});
