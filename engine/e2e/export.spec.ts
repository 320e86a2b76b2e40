// engine.exportImage in Chromium: sizes within spec §9's 3200×1800, aspect kept, and the pixels of the map.
import { test, expect } from '@playwright/test';
import { useHarnessServer } from './harnessServer';
import { readExport } from './readExport';

const harnessUrl = useHarnessServer();

// The harness map's boxes span graph x −280…310, y −50…240; with 24 units of padding that is 638 × 338 units,
// drawn at the largest scale allowed for small maps (2): 1276 × 676 px. Graph (x, y) lands at ((x+304)·2, (y+74)·2).
const px = (x: number, y: number, scale = 2): [number, number] => [
  Math.round((x + 304) * scale),
  Math.round((y + 74) * scale),
];

test.beforeEach(async ({ page }) => {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
});

test('PNG of the full canvas: size, aspect and the nodes and edge in their colours', async ({ page }) => {
  const out = await readExport(page, { format: 'png' }, [
    px(-200, 0),
    px(200, -30),
    px(-45, 200),
    px(0, 0),
    [2, 2],
  ]);
  expect(out.type).toBe('image/png');
  expect([out.width, out.height]).toEqual([1276, 676]);
  const [red, white, blue, edge, corner] = out.probes;
  expect(red.slice(0, 3)).toEqual([255, 0, 0]);
  expect(white[0]).toBeGreaterThan(240);
  expect(blue[2]).toBeGreaterThan(200);
  expect(blue[0]).toBeLessThan(60);
  expect(edge[1]).toBeGreaterThan(140); // the green edge between the red and white nodes
  expect(edge[0]).toBeLessThan(60);
  expect(corner).toEqual([255, 255, 255, 255]); // the map's canvas colour is #ffffff
});

test('JPG within a smaller box keeps the aspect ratio and sits on the canvas colour', async ({ page }) => {
  const scale = 400 / 638;
  const out = await readExport(page, { format: 'jpeg', maxWidth: 400 }, [px(-200, 0, scale), [1, 1]]);
  expect(out.type).toBe('image/jpeg');
  expect([out.width, out.height]).toEqual([400, Math.round(338 * scale)]);
  const [red, corner] = out.probes;
  expect(red[0]).toBeGreaterThan(200);
  expect(red[1]).toBeLessThan(70);
  expect(corner[0]).toBeGreaterThan(245);
  expect(corner[2]).toBeGreaterThan(245);
});

test('selectionOnly exports just the selected node; the limits are spec §9', async ({ page }) => {
  await page.evaluate(() => window.__harness.engine.select({ nodes: ['blue'], edges: [] }));
  // The blue ellipse is 120 × 80 units at (0, 200): 168 × 128 with padding, at scale 2; probe left of its label.
  const out = await readExport(page, { format: 'png', selectionOnly: true }, [
    [78, 128],
    [4, 4],
  ]);
  expect([out.width, out.height]).toEqual([336, 256]);
  expect(out.probes[0][2]).toBeGreaterThan(200);
  expect(out.probes[1][3]).toBeGreaterThan(0); // canvas colour around it, not another node
  // A wide map: the white node moved 6000 units right. The width hits the 3200 px cap, the height follows.
  await page.evaluate(() => {
    const { state, apply } = window.__harness;
    const from = state.getNode('white')!;
    const to = { ...from, position: { x: 6000, y: 0 } };
    apply({
      id: 'wide',
      label: 'element.drag',
      source: 'user',
      ops: [{ type: 'node.update', id: 'white', from, to }],
    });
  });
  const big = await page.evaluate(() =>
    window.__harness.engine
      .exportImage({ maxWidth: 10_000, maxHeight: 10_000 })
      .then(createImageBitmap)
      .then((b) => ({ width: b.width, height: b.height })),
  );
  expect(big).toEqual({ width: 3200, height: Math.round((338 * 3200) / 6438) });
  const error = await page.evaluate(() =>
    window.__harness.engine.exportImage({ maxWidth: -1 }).then(
      () => 'resolved',
      (e: Error) => e.message,
    ),
  );
  expect(error).toContain('maxWidth');
});

test('a translucent fill on a transparent canvas exports in its own colour (straight alpha), not darkened', async ({
  page,
}) => {
  await page.evaluate(() => {
    const { apply, state } = window.__harness;
    const red = state.getNode('red')!;
    apply({
      id: 'translucent',
      label: 'node.updated',
      source: 'user',
      ops: [
        { type: 'canvas.update', key: 'backgroundColor', from: '#ffffff', to: 'rgba(255, 255, 255, 0)' },
        {
          type: 'node.update',
          id: 'red',
          from: red,
          to: { ...red, data: { ...red.data, backgroundColor: 'rgba(0, 0, 255, 0.2)' } },
        },
      ],
    });
  });
  const out = await readExport(page, { format: 'png' }, [px(-200, 0), [2, 2]]);
  const [fill, corner] = out.probes;
  expect(corner[3]).toBe(0); // nothing under the map: transparent
  // 20% blue: alpha ≈ 51, and the colour itself blue, as a canvas would show it over any background.
  expect(fill[3]).toBeGreaterThan(40);
  expect(fill[3]).toBeLessThan(62);
  expect(fill[2]).toBeGreaterThan(235);
  expect(fill[0]).toBeLessThan(20);
});
