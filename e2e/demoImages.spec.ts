import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Node images on the demo map stay in the browser (it is never saved, and it has no owner to upload for), and an
// upload the server refuses is told in a sentence of the UI, not in the server's words (issue #11, defects 4, 8).

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYGD4z8DAwMDEwMDAAAAhAAMBrQ3sUQAAAABJRU5ErkJggg==',
  'base64',
);

type NodeData = { id: string; image?: string; imageURL?: string; icon?: string };

async function nodeData(page: Page, id: string): Promise<NodeData> {
  return (await currentDocument(page)).nodes.find((n) => n.data.id === id)!.data as NodeData;
}

test('demo map: UPLOAD and icons stay local (data URLs, nothing sent), and the label moves below the image', async ({
  page,
}) => {
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(s3|images)\//.test(request.url())) uploads.push(request.url());
  });
  await page.goto(`${baseURL()}/maps/demo`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);

  const root = await nodeCentre(page, 'demo-root');
  await page.mouse.click(root.x, root.y);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await expect(panel.getByRole('radio', { name: 'Center' })).toBeChecked();

  await panel
    .locator('input[type="file"]:not([data-testid="attachment-input"])')
    .setInputFiles({ name: 'my photo.png', mimeType: 'image/png', buffer: PNG });
  await expect
    .poll(async () => (await nodeData(page, 'demo-root')).imageURL ?? '')
    .toMatch(/^data:image\/png;/);
  expect((await nodeData(page, 'demo-root')).image).toBe('my_photo.png');
  await expect(page.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // With an image the label goes below it (spec §9).
  await expect(panel.getByRole('radio', { name: 'Bottom' })).toBeChecked();

  await panel.getByPlaceholder('Search icons...').fill('rocket');
  await panel.getByRole('button', { name: 'Use icon rocket', exact: true }).click();
  await expect
    .poll(async () => (await nodeData(page, 'demo-root')).imageURL ?? '')
    .toMatch(/^data:image\/svg\+xml;/);
  expect(await nodeData(page, 'demo-root')).toMatchObject({ image: 'icon-rocket.svg', icon: 'rocket' });
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(uploads).toEqual([]);
});

test('a refused upload is told in a sentence of the UI, never in the server words', async ({ page }) => {
  await openSeededMap(page, [{ id: 'n', label: 'Picture', x: 0, y: 0 }]);
  const n = await nodeCentre(page, 'n');
  await page.mouse.click(n.x, n.y);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  // Declared a PNG, but the bytes are text: the server's content check refuses it.
  await panel
    .locator('input[type="file"]:not([data-testid="attachment-input"])')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
  const alert = panel.getByRole('alert');
  await expect(alert).toHaveText(
    'This file is not an image Mapa can use. Choose a PNG, JPEG, WebP or SVG file.',
  );
  expect((await currentDocument(page)).nodes[0].data).not.toHaveProperty('image');
});

test('a node that gets an icon shows its label below it', async ({ page }) => {
  await openSeededMap(page, [{ id: 'n', label: 'Launch', x: 0, y: 0 }]);
  // An older node that stored the centred text position explicitly.
  await page.evaluate(() => {
    type Hook = {
      documentStore: {
        state: { getNode(id: string): { data: Record<string, unknown> } };
        apply(tx: unknown): void;
      };
    };
    const store = (window as unknown as { __mapa: Hook }).__mapa.documentStore;
    const from = store.state.getNode('n');
    const to = { ...from, data: { ...from.data, textPosition: 'center' } };
    store.apply({
      id: 'tx_center',
      label: 'node.updated',
      source: 'user',
      ops: [{ type: 'node.update', id: 'n', from, to }],
    });
  });
  const n = await nodeCentre(page, 'n');
  await page.mouse.click(n.x, n.y);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await expect(panel.getByRole('radio', { name: 'Center' })).toBeChecked();
  await panel.getByPlaceholder('Search icons...').fill('rocket');
  await panel.getByRole('button', { name: 'Use icon rocket', exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Bottom' })).toBeChecked();
});
