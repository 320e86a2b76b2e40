import { expect, test, type Page } from '@playwright/test';
import { currentDocument } from './helpers';
import { expectStored, openSeededMap } from './canvasEditingHelpers';

// A 400×300 PNG, solid orange.
async function orangePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#ff8800';
    ctx.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

interface Img {
  id: string;
  url: string;
  locked?: boolean;
  visible?: boolean;
  bounds: { x: number; y: number; width: number; height: number };
}
const images = async (page: Page) =>
  ((await currentDocument(page)) as unknown as { canvas: { backgroundImages?: Img[] } | null }).canvas
    ?.backgroundImages ?? [];

/** Page coordinates of a graph point. */
async function toPage(page: Page, p: { x: number; y: number }): Promise<{ x: number; y: number }> {
  return page.evaluate((g) => {
    const hook = (
      window as unknown as { __mapa: { engine: { graphToScreen(p: unknown): { x: number; y: number } } } }
    ).__mapa;
    const s = hook.engine.graphToScreen(g);
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return { x: rect.left + s.x, y: rect.top + s.y };
  }, p);
}

test('background images: add, move, lock/unlock, delete; saved with a durable address', async ({ page }) => {
  const { id, owner } = await openSeededMap(page, [{ id: 'n', label: 'Over the picture', x: 300, y: 0 }]);
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Drawing tools' })
    .getByRole('button', { name: 'Add Image' })
    .click();
  // Spec §7.2's flow: sign a public asset PUT, PUT the bytes as base64 to that URL, then getImage.
  const png = await orangePng(page);
  const signRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/s3/getSignedUrl'),
  );
  const putRequest = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/assets/'));
  const getImageRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/s3/getImage'),
  );
  await (await chooser).setFiles({ name: 'backdrop photo.png', mimeType: 'image/png', buffer: png });
  const sign = await signRequest;
  expect(sign.postDataJSON()).toEqual({
    objectOwnerEmail: owner,
    contentType: 'image/png',
    isPublic: true,
    documentId: id,
    resourcePath: 'assets/backdrop_photo.png',
    method: 'PUT',
  });
  const signed = (await (await sign.response())!.json()) as { signedUrl: string };
  const put = await putRequest;
  expect(put.url()).toBe(new URL(signed.signedUrl, page.url()).toString());
  const putHeaders = await put.allHeaders();
  expect(putHeaders['content-type']).toBe('image/png');
  expect(putHeaders['content-encoding']).toBe('base64');
  expect(putHeaders['content-length']).toBe(String(png.toString('base64').length));
  expect(put.postData()).toBe(png.toString('base64'));
  expect((await put.response())!.status()).toBe(200);
  const getImage = await getImageRequest;
  expect(getImage.postDataJSON()).toEqual({ owner, mapId: id, imageName: 'backdrop_photo.png' });
  expect((await getImage.response())!.status()).toBe(200);
  await expect.poll(async () => (await images(page)).length).toBe(1);
  const [added] = await images(page);
  expect(added.url).toBe(`/api/images/${id}/backdrop_photo.png`);
  expect(added.bounds).toMatchObject({ width: 400, height: 300 });
  const toolbar = page.getByRole('toolbar', { name: 'Image tools' });
  await expect(toolbar).toBeVisible();

  // Drag it by its middle.
  const middle = await toPage(page, { x: added.bounds.x + 60, y: added.bounds.y + 260 });
  await page.mouse.move(middle.x, middle.y);
  await page.mouse.down();
  await page.mouse.move(middle.x - 40, middle.y + 10, { steps: 4 });
  await page.mouse.move(middle.x - 80, middle.y + 20, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await images(page))[0].bounds.x).not.toBe(added.bounds.x);
  await page.screenshot({ path: 'test-results/support-image.png' });

  // LOCK deselects it; a locked image is not selectable but its menu offers Unlock.
  await toolbar.getByRole('button', { name: 'LOCK' }).click();
  await expect.poll(async () => (await images(page))[0].locked).toBe(true);
  await expect(toolbar).toHaveCount(0);
  const moved = (await images(page))[0];
  const inside = await toPage(page, { x: moved.bounds.x + 60, y: moved.bounds.y + 260 });
  await page.mouse.click(inside.x, inside.y, { button: 'right' });
  await page.getByRole('menu', { name: 'Image menu' }).getByRole('menuitem', { name: 'Unlock' }).click();
  await expect.poll(async () => (await images(page))[0].locked).toBe(false);

  await expectStored(page, id, owner, (doc) => {
    const stored = (doc.canvas as { backgroundImages: Img[] }).backgroundImages;
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ url: `/api/images/${id}/backdrop_photo.png`, locked: false });
    expect(stored[0].bounds.x).toBe(moved.bounds.x);
  });
  const served = await page.request.get(new URL(added.url, page.url()).toString(), { maxRedirects: 5 });
  expect(served.headers()['content-type']).toMatch(/^image\/png/);
  expect(Buffer.compare(await served.body(), png)).toBe(0);

  // After a reload the map opens with the image where it was left.
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  expect(await images(page)).toHaveLength(1);
  expect((await images(page))[0]).toMatchObject({
    url: `/api/images/${id}/backdrop_photo.png`,
    locked: false,
    bounds: moved.bounds,
  });

  // Select it and delete it with the keyboard.
  await page.mouse.click(inside.x, inside.y);
  await expect(toolbar).toBeVisible();
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await images(page)).length).toBe(0);
});
