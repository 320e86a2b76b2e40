// engine.exportImage with drawings and background (support) images: both are drawn, in the right order, and the
// full-canvas export's bounds include them; a selection export draws what touches the selection.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import type { DrawingData, SupportImage } from '@mapa/model';
import { useHarnessServer } from './harnessServer';
import { readExport } from './readExport';

const harnessUrl = useHarnessServer();

test.beforeEach(async ({ page }) => {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
});

/** A solid-colour PNG as a data URL, made in the page. */
function solidPng(page: Page, color: string): Promise<string> {
  return page.evaluate((fill) => {
    const c = document.createElement('canvas');
    c.width = c.height = 8;
    const g = c.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 8, 8);
    return c.toDataURL('image/png');
  }, color);
}

/** Stores drawings and background images on the harness map, as the drawing tools and 'Add Image' would. */
async function addCanvasContent(page: Page, drawing: DrawingData, images: SupportImage[]): Promise<void> {
  await page.evaluate(
    ([to, list]) => {
      const { apply } = window.__harness;
      apply({
        id: 'content',
        label: 'drawing.updated',
        source: 'user',
        ops: [
          { type: 'drawing.update', to },
          ...list.map((image, index) => ({ type: 'image.add' as const, image, index })),
        ],
      });
    },
    [drawing, images] as const,
  );
}

const stroke = (points: [number, number][], strokeWidth: number, strokeColor: string) => ({
  points: points.map(([x, y]) => ({ x, y })),
  strokeWidth,
  strokeColor,
  coordSpace: 'graph' as const,
});

const near = (rgb: number[], expected: number[]) =>
  expect(
    expected.every((c, i) => Math.abs(rgb[i] - c) <= 8),
    `${rgb} ≈ ${expected}`,
  ).toBe(true);

const MAGENTA = [255, 0, 255];
const ORANGE = [255, 136, 0];
const CYAN = [0, 255, 255];
const RED = [255, 0, 0];

test('the full canvas shows drawings above the nodes and background images below, and its box holds them', async ({
  page,
}) => {
  await addCanvasContent(
    page,
    {
      paths: [
        stroke(
          [
            [-400, 300],
            [-300, 300],
          ],
          12,
          '#ff00ff',
        ), // far left and below the nodes: grows the box
        stroke(
          [
            [-250, 0],
            [-150, 0],
          ],
          12,
          '#ff00ff',
        ), // across the red node
      ],
      texts: [{ x: 350, y: 240, text: 'MAPA', fontSize: 40, color: '#000000' }],
    },
    [
      {
        id: 'far',
        url: await solidPng(page, '#ff8800'),
        bounds: { x: 400, y: -200, width: 200, height: 100 },
      },
      {
        id: 'under',
        url: await solidPng(page, '#00ffff'),
        bounds: { x: -300, y: -80, width: 200, height: 160 },
      },
    ],
  );
  // Boxes now span x −406…600, y −200…306 (the harness nodes span −280…310, −50…240); with 24 units of padding
  // that is 1054 × 554 units at scale 2. Graph (x, y) lands at ((x + 430)·2, (y + 224)·2).
  const px = (x: number, y: number): [number, number] => [(x + 430) * 2, (y + 224) * 2];
  const out = await readExport(
    page,
    { format: 'png' },
    [
      px(-350, 300), // the far stroke
      px(500, -150), // the far background image
      px(-200, 0), // the stroke over the red node
      px(-200, 30), // the red node over the cyan image
      px(-290, -70), // the cyan image beside the red node
      px(200, -30), // the white node, untouched
    ],
    [...px(350, 240), 200, 100], // the black 'MAPA' annotation (about 100 × 50 units) in a white area
  );
  expect([out.width, out.height]).toEqual([2108, 1108]);
  expect(out.dark).toBeGreaterThan(1000);
  const [farStroke, farImage, overNode, node, under, white] = out.probes;
  near(farStroke, MAGENTA);
  near(farImage, ORANGE);
  near(overNode, MAGENTA);
  near(node, RED);
  near(under, CYAN);
  expect(white.every((c) => c > 240)).toBe(true);
});

test('a selection export draws the drawings touching it whole and crops the background behind it', async ({
  page,
}) => {
  await addCanvasContent(
    page,
    {
      paths: [
        stroke(
          [
            [40, 220],
            [120, 220],
          ],
          10,
          '#ff00ff',
        ), // starts on the blue node, ends right of it
        stroke(
          [
            [-82, 252],
            [-66, 252],
          ],
          4,
          '#ff00ff',
        ), // inside the export box but not touching the node
      ],
      texts: [],
    },
    [
      {
        id: 'backdrop',
        url: await solidPng(page, '#ff8800'),
        bounds: { x: -500, y: 100, width: 1200, height: 300 },
      },
    ],
  );
  await page.evaluate(() => window.__harness.engine.select({ nodes: ['blue'], edges: [] }));
  // The blue ellipse's box is −60…60 × 160…240; the touching stroke grows it to x 125. Padded: −84…149 ×
  // 136…264, 233 × 128 units at scale 2. Graph (x, y) lands at ((x + 84)·2, (y − 136)·2).
  const px = (x: number, y: number): [number, number] => [(x + 84) * 2, (y - 136) * 2];
  const out = await readExport(page, { format: 'png', selectionOnly: true }, [
    px(100, 220), // the touching stroke, beyond the node
    px(-74, 252), // where the other stroke would be: the backdrop
    [2, 2], // the backdrop, cropped to the selection's box
  ]);
  expect([out.width, out.height]).toEqual([466, 256]);
  const [touching, other, corner] = out.probes;
  near(touching, MAGENTA);
  near(other, ORANGE);
  near(corner, ORANGE);
});

test('a background video exports the frame it is on', async ({ page }) => {
  // A one-second green WebM (64×64, VP8), recorded once in Chromium and committed: recording it in the test made
  // a 110-byte clip without a frame whenever the machine was busy, which no browser can open.
  const clip = readFileSync(new URL('./fixtures/green.webm', import.meta.url)).toString('base64');
  const url = await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'video/webm' }));
  }, clip);
  await addCanvasContent(page, { paths: [], texts: [] }, [
    { id: 'clip', name: 'clip.webm', url, bounds: { x: 400, y: -200, width: 200, height: 100 } },
  ]);
  // As in the first test, the box now reaches x 600 and y −200: graph (x, y) at ((x + 304)·2, (y + 224)·2).
  // An export gives a video that has not loaded within EXPORT_MEDIA_TIMEOUT_MS up (a busy machine can take that
  // long); the video keeps loading, so a later export has it. Wait for that state, not for a time.
  const probe = async () => {
    const out = await readExport(page, { format: 'png' }, [[(500 + 304) * 2, (-150 + 224) * 2]]);
    expect([out.width, out.height]).toEqual([(600 + 24 + 304) * 2, (240 + 24 + 224) * 2]);
    const [[r, g, b]] = out.probes;
    return g > 200 && r + b < 80;
  };
  await expect.poll(probe, { timeout: 60_000, intervals: [0] }).toBe(true);
});

test('a background image whose load failed is tried again by the next export', async ({ page }) => {
  // The image's server fails its first request (a server down for a moment), then answers.
  const png = Buffer.from((await solidPng(page, '#ff8800')).split(',')[1], 'base64');
  let requests = 0;
  await page.route('**/media/flaky.png', (route) => {
    requests++;
    return requests === 1
      ? route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' })
      : route.fulfill({ status: 200, contentType: 'image/png', body: png });
  });
  await addCanvasContent(page, { paths: [], texts: [] }, [
    {
      id: 'flaky',
      url: `${harnessUrl()}media/flaky.png`,
      bounds: { x: 400, y: -200, width: 200, height: 100 },
    },
  ]);
  // As in the video test: graph (x, y) lands at ((x + 304)·2, (y + 224)·2) in the export.
  const probe = async () =>
    (await readExport(page, { format: 'png' }, [[(500 + 304) * 2, (-150 + 224) * 2]])).probes[0];
  // The first export waits for the image's load to settle: it failed, so the image is left out (white).
  const first = await probe();
  expect(requests).toBe(1);
  expect(first.slice(0, 3).every((c) => c > 240)).toBe(true);
  // The next export asks again, and draws it.
  near(await probe(), ORANGE);
  expect(requests).toBe(2);
});
