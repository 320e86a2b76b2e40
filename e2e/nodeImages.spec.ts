import { expect, test } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { openSeededMap, storedDocument, waitSaved } from './canvasEditingHelpers';

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYGD4z8DAwMDEwMDAAAAhAAMBrQ3sUQAAAABJRU5ErkJggg==',
  'base64',
);

test('node images: upload, fit, remove; icon search with its states', async ({ page }) => {
  const { id, owner } = await openSeededMap(page, [{ id: 'n', label: 'Picture', x: 0, y: 0 }]);
  const n = await nodeCentre(page, 'n');
  await page.mouse.click(n.x, n.y);
  await page.getByRole('tab', { name: 'Appearance' }).click();

  await page
    .getByRole('complementary', { name: 'Node panel' })
    .locator('input[type="file"]:not([data-testid="attachment-input"])')
    .setInputFiles({ name: 'my photo.png', mimeType: 'image/png', buffer: PNG });
  await expect
    .poll(async () => (await currentDocument(page)).nodes[0].data)
    .toMatchObject({ image: 'my_photo.png' });
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.getByText('COVER', { exact: true }).click();

  // Icons: debounced search with its indicator, then a result grid; choosing one stores it as an SVG image.
  const search = page.getByPlaceholder('Search icons...');
  await search.fill('rocket');
  await expect(page.getByTestId('icon-results')).toBeVisible();
  await page.getByRole('button', { name: 'Use icon rocket', exact: true }).click();
  await expect
    .poll(async () => (await currentDocument(page)).nodes[0].data)
    .toMatchObject({ image: 'icon-rocket.svg', icon: 'rocket' });
  await search.fill('');
  await expect(page.getByTestId('icon-results')).toHaveCount(0);
  await expect
    .poll(async () => (await storedDocument(page, id, owner)).nodes[0].data, { timeout: 20_000 })
    .toMatchObject({ image: 'icon-rocket.svg', backgroundFit: 'cover' });

  await page.getByRole('button', { name: 'REMOVE', exact: true }).click();
  await expect
    .poll(async () => (await storedDocument(page, id, owner)).nodes[0].data.backgroundColor, {
      timeout: 20_000,
    })
    .toBe('#D3D3D3');
  await waitSaved(page);
  expect((await storedDocument(page, id, owner)).nodes[0].data.image).toBeUndefined();
});

test('an oversized upload shows the spec message', async ({ page }) => {
  await openSeededMap(page, [{ id: 'n', label: 'Big', x: 0, y: 0 }]);
  const n = await nodeCentre(page, 'n');
  await page.mouse.click(n.x, n.y);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  // An SVG is never recompressed, so an 11 MB one reaches the server and gets 413.
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg"><!--${'x'.repeat(11 * 1024 * 1024)}--></svg>`,
  );
  await page
    .getByRole('complementary', { name: 'Node panel' })
    .locator('input[type="file"]:not([data-testid="attachment-input"])')
    .setInputFiles({ name: 'huge.svg', mimeType: 'image/svg+xml', buffer: svg });
  await expect(page.getByText('Image is too big. Please upload an image smaller than 10MB')).toBeVisible();
  expect((await currentDocument(page)).nodes[0].data.image).toBeUndefined();
});
