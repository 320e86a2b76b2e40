import { expect, test, type Page } from '@playwright/test';
import { baseURL, seedMap, signUp, uniqueEmail } from './helpers';
import { waitSaved } from './canvasEditingHelpers';

// A map's preview (issue #34): the whole map fitted into the 1200 × 630 picture with a margin, and a My maps card
// shows all of it, so the nodes at both far corners of a wide map are on the card.

const RED = '#e03131';
const BLUE = '#1971c2';
/** The Midnight theme's canvas (model/src/theme/themes.ts). */
const MIDNIGHT_BACKGROUND = '#141923';

const node = (id: string, x: number, y: number, color: string) => ({
  position: { x, y },
  data: {
    id,
    label: id,
    type: 'default',
    dimensions: { width: 400, height: 200 },
    backgroundColor: color,
    borderColor: color,
  },
});

/** How many pixels of a PNG (base64) are near each colour, read in the page's own canvas. */
function colourCounts(page: Page, png: string) {
  return page.evaluate(
    async ({ png, colours }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const wanted = colours.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
      const counts = wanted.map(() => 0);
      for (let p = 0; p < data.length; p += 4) {
        wanted.forEach(([r, g, b], k) => {
          if (Math.abs(data[p] - r) + Math.abs(data[p + 1] - g) + Math.abs(data[p + 2] - b) < 40) counts[k]++;
        });
      }
      return { counts, width: canvas.width, height: canvas.height };
    },
    { png, colours: [RED, BLUE] },
  );
}

/** Opens map `id` and saves until the editor has made its preview (after about a third of saves); its PNG. */
async function previewMadeBy(page: Page, id: string): Promise<Buffer> {
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  const previewOf = async () =>
    ((await (await page.request.get(`${baseURL()}/api/maps/${id}`)).json()) as { preview: string | null })
      .preview;
  for (let i = 0; i < 60 && !(await previewOf()); i++) {
    await page.getByRole('button', { name: 'Add node' }).click();
    await waitSaved(page);
  }
  await expect.poll(previewOf).not.toBeNull();
  const stored = await page.request.get(`${baseURL()}/api/maps/${id}/preview.png?v=${await previewOf()}`);
  expect(stored.ok()).toBe(true);
  return stored.body();
}

/** The colour (#rrggbb) of a PNG's pixel, read in the page's own canvas. */
function pixelOf(page: Page, png: Buffer, x: number, y: number) {
  return page.evaluate(
    async ({ src, x, y }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(x, y, 1, 1).data;
      return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    },
    { src: `data:image/png;base64,${png.toString('base64')}`, x, y },
  );
}

test('the preview on My maps shows the whole map: both far corners of a wide map', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, 'Pia', uniqueEmail('preview'));
  // A wide map: its picture is about 11 times as wide as tall, where a card is about 2.4 times.
  const id = await seedMap(page.request, 'Wide map', [node('left', 0, 0, RED), node('right', 4200, 0, BLUE)]);
  const picture = await colourCounts(page, (await previewMadeBy(page, id)).toString('base64'));
  expect({ width: picture.width, height: picture.height }).toEqual({ width: 1200, height: 630 });
  expect(picture.counts.every((count) => count > 100)).toBe(true);

  await page.goto(`${baseURL()}/maps`);
  const card = page.getByRole('article', { name: 'Wide map' }).getByTestId('map-preview');
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1200);
  const shown = await colourCounts(page, (await card.screenshot()).toString('base64'));
  expect(shown.counts[0]).toBeGreaterThan(5);
  expect(shown.counts[1]).toBeGreaterThan(5);
  await page.screenshot({ path: 'test-results/preview/my-maps-wide.png' });
});

test("a Midnight map's preview has the map's own dark canvas around it, not a white margin", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUp(page, 'Mia', uniqueEmail('midnightpreview'));
  const id = await seedMap(page.request, 'Midnight map', [node('only', 0, 0, RED)]);
  const themed = await page.request.post(`${baseURL()}/api/documents/transactions`, {
    data: {
      id,
      baseVersion: 1,
      transactions: [
        {
          id: `theme_${id}`,
          label: 'settings.updated',
          source: 'user',
          ops: [{ type: 'settings.update', key: 'theme', to: 'midnight' }],
        },
      ],
    },
  });
  expect(themed.status()).toBe(200);
  const png = await previewMadeBy(page, id);
  // The margin's corners and the middle of its edges: the map has no canvas colour of its own, so the theme's.
  const margin = [
    [2, 2],
    [1197, 2],
    [2, 627],
    [1197, 627],
    [600, 5],
    [5, 315],
  ];
  const colours = [];
  for (const [x, y] of margin) colours.push(await pixelOf(page, png, x, y));
  expect(colours).toEqual(margin.map(() => MIDNIGHT_BACKGROUND));
});
