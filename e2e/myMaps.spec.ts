import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL, seedMap, signUp, uniqueEmail } from './helpers';

// My maps: cards sorted by last change, each with its stored preview (or a placeholder) and a menu with Open,
// Rename, Duplicate and Delete (owner only, after a confirmation).

/** A small but real PNG (2×2, opaque indigo) as the editor would upload for a map's preview. */
const PREVIEW_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaGhgYGBgYmBgYGBgAAAIpgEB5/0V6gAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadPreview(request: APIRequestContext, owner: string, mapId: string): Promise<void> {
  const res = await request.post(`${baseURL()}/api/s3/uploadImage`, {
    multipart: {
      owner,
      mapId,
      imageName: 'preview.png',
      contentType: 'image/png',
      image: { name: 'preview.png', mimeType: 'image/png', buffer: PREVIEW_PNG },
    },
  });
  expect(res.status()).toBe(200);
}

const cardNames = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));

test('My maps: previews, last-modified order, and Rename / Duplicate / Delete from the card menu', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('mia');
  await signUp(page, 'Mia', email);
  const older = await seedMap(page.request, 'Botany', [
    { position: { x: 0, y: 0 }, data: { id: 'a', label: 'Leaf' } },
  ]);
  const newer = await seedMap(page.request, 'Chemistry', [
    { position: { x: 0, y: 0 }, data: { id: 'b', label: 'Atom' } },
  ]);
  await uploadPreview(page.request, email, older);

  await page.goto(`${baseURL()}/maps`);
  await expect.poll(() => cardNames(page)).toEqual(['Chemistry', 'Botany']);
  const botany = page.getByRole('article', { name: 'Botany' });
  const preview = botany.getByTestId('map-preview');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(2);
  await expect(
    page.getByRole('article', { name: 'Chemistry' }).getByTestId('map-preview-placeholder'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/frame/my-maps.png' });

  // Rename: the name changes on the card and on the server (a rename is not a change of the map's content).
  await botany.getByRole('button', { name: 'Actions for Botany' }).click();
  await page
    .getByRole('menu', { name: 'Actions for Botany' })
    .getByRole('menuitem', { name: 'Rename' })
    .click();
  const rename = page.getByRole('dialog', { name: 'Rename map' });
  await rename.getByLabel('Name').fill('Plant biology');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Plant biology' })).toBeVisible();
  expect((await (await page.request.get(`${baseURL()}/api/maps/${older}`)).json()).name).toBe(
    'Plant biology',
  );

  // Duplicate: a copy with the preview appears.
  await page.getByRole('button', { name: 'Actions for Plant biology' }).click();
  await page
    .getByRole('menu', { name: 'Actions for Plant biology' })
    .getByRole('menuitem', { name: 'Duplicate' })
    .click();
  const copy = page.getByRole('article', { name: 'Copy of Plant biology' });
  await expect(copy).toBeVisible();
  await expect(copy.getByTestId('map-preview')).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(['Copy of Plant biology', 'Chemistry', 'Plant biology']);

  // Delete asks first: Cancel keeps the map, Delete removes it for good.
  await page.getByRole('button', { name: 'Actions for Chemistry' }).click();
  await page
    .getByRole('menu', { name: 'Actions for Chemistry' })
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete "Chemistry"?' });
  await expect(confirm.getByText('This cannot be undone.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article', { name: 'Chemistry' })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Chemistry' }).click();
  await page
    .getByRole('menu', { name: 'Actions for Chemistry' })
    .getByRole('menuitem', { name: 'Delete' })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete "Chemistry"?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('article', { name: 'Chemistry' })).toHaveCount(0);
  expect((await page.request.get(`${baseURL()}/api/maps/${newer}`)).status()).toBe(404);

  // A reader of a shared map may open and duplicate it, not rename or delete it.
  const shared = await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id: older, members: { 'reader.of.mia@example.com': 'reader' } },
  });
  expect(shared.status()).toBe(200);
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signUp(reader, 'Rui', 'reader.of.mia@example.com');
  await reader.getByRole('button', { name: 'Actions for Plant biology' }).click();
  await expect(
    reader.getByRole('menu', { name: 'Actions for Plant biology' }).getByRole('menuitem'),
  ).toHaveText(['Open', 'Duplicate']);
  await context.close();
});

test('Upgrade opens /plans with the plans and the 100 credits of a new user', async ({ page }) => {
  await signUp(page, 'Paulo', uniqueEmail('paulo'));
  const id = await seedMap(page.request, 'Credits', [
    { position: { x: 0, y: 0 }, data: { id: 'c', label: 'Coin' } },
  ]);
  await page.goto(`${baseURL()}/maps/${id}`);
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await expect(page.getByTestId('credit-balance')).toHaveText('100 credits');
  for (const plan of ['Free', 'Personal', 'Team'])
    await expect(page.getByRole('article', { name: plan })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Free' }).getByText('Your plan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not available yet' })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/frame/plans.png' });
});
