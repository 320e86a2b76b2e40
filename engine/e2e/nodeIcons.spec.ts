// Node icons (SVG images) in Chromium: drawn crisp at every zoom, not a small bitmap stretched (issue #11, defect 8).
import { test, expect } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

// A 24×24 icon, black on its left half and white on its right: the edge between them is what blurring smears.
const ICON =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    "<svg xmlns='http://www.w3.org/2000/svg' width='24' height='24' viewBox='0 0 24 24'>" +
      "<rect width='12' height='24' fill='black'/><rect x='12' width='12' height='24' fill='white'/></svg>",
  ).toString('base64');

test.beforeEach(async ({ page }) => {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
});

/** Pixels across the icon's black/white edge (through the node's centre) that are neither black nor white. */
async function greyAcrossEdge(page: import('@playwright/test').Page, zoom: number): Promise<number> {
  return page.evaluate(async (z) => {
    const h = window.__harness;
    h.engine.zoomTo(z);
    h.engine.panTo({ x: -300, y: -300 });
    const row = await h.pixels(400 - 40, 300, 80, 1);
    let grey = 0;
    for (let i = 0; i < row.length; i += 4) if (row[i] > 40 && row[i] < 215) grey++;
    return grey;
  }, zoom);
}

test('an SVG icon stays crisp when zoomed in: its edges are not smeared over many pixels', async ({
  page,
}) => {
  await page.evaluate((url) => {
    const h = window.__harness;
    const node = {
      position: { x: -300, y: -300 },
      data: {
        id: 'icon',
        label: 'Rocket',
        shape: 'rectangle' as const,
        dimensions: { width: 100, height: 100 },
        backgroundColor: '#ffffff',
        borderColor: '#ffffff',
        image: 'icon-test.svg',
        imageURL: url,
      },
    };
    h.apply({ id: 'add-icon', label: 'node.created', source: 'user', ops: [{ type: 'node.add', node }] });
  }, ICON);
  // At zoom 1 the icon is drawn once its image has loaded: black on the left of the centre, white on the right.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const h = window.__harness;
        h.engine.zoomTo(1);
        h.engine.panTo({ x: -300, y: -300 });
        return [(await h.pixel(380, 300))[0], (await h.pixel(420, 300))[0]];
      }),
    )
    .toEqual([0, 255]);
  // Zoomed in to 5× (the icon is 500 px wide): the edge still takes a pixel or two, not a smear of ~20.
  await expect.poll(() => greyAcrossEdge(page, 5)).toBeLessThanOrEqual(3);
  await expect.poll(() => greyAcrossEdge(page, 2.5)).toBeLessThanOrEqual(3);
});
