import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap, waitSaved } from './canvasEditingHelpers';
import { closePeople, open, person } from './collaborators';
import { addOrangeImage, backgroundImages, orangeAtImage } from './layersHelpers';

// Issue #34: a hidden background image can always be found and shown again, in the Layers list (a left-sidebar
// tab; a dialog on phones) and from the canvas's context menu, as undoable changes, after a reload too.

test.afterEach(closePeople);

const visibleOf = async (page: Page, id: string) =>
  (await backgroundImages(page)).find((i) => i.id === id)?.visible;

/** Opens a map whose only node lies well away from where 'Add Image' puts a picture (the view's centre). */
async function mapWithImage(page: Page, name = 'backdrop.png') {
  const map = await openSeededMap(page, [{ id: 'n', label: 'Beside the picture', x: -900, y: -500 }]);
  const imageId = await addOrangeImage(page, name);
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
  return { ...map, imageId };
}

test('an image hidden, then the page reloaded, is found in the Layers list and shown again; undo hides it', async ({
  page,
}) => {
  const { imageId } = await mapWithImage(page);
  // Hidden from its tool bar, as before: it leaves the canvas.
  await page.getByRole('toolbar', { name: 'Image tools' }).getByRole('button', { name: 'Hide' }).click();
  await expect.poll(() => visibleOf(page, imageId)).toBe(false);
  await expect.poll(() => orangeAtImage(page, imageId)).toBe(0);
  await waitSaved(page);

  // After a reload there is no undo to bring it back: the Layers tab lists it, hidden.
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await expect(page.getByTestId('controls-undo')).toBeDisabled();
  await page.getByRole('button', { name: 'Layers' }).click();
  const list = page.getByRole('list', { name: 'Background images, front first' });
  const row = list.getByRole('listitem').filter({ hasText: 'backdrop.png' });
  await expect(row).toContainText('Hidden');
  await page.screenshot({ path: 'test-results/layers-list-en-1440.png' });

  // Shown again from the keyboard: its named toggle, focused and pressed with Enter.
  await row.getByRole('button', { name: 'Show “backdrop.png”' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => visibleOf(page, imageId)).toBe(true);
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
  await expect(row).not.toContainText('Hidden');
  await expect(row.getByRole('button', { name: 'Hide “backdrop.png”' })).toBeVisible();

  // One undoable change: undo hides it again, redo shows it.
  await page.getByTestId('controls-undo').click();
  await expect.poll(() => orangeAtImage(page, imageId)).toBe(0);
  await expect(row).toContainText('Hidden');
  await page.getByTestId('controls-redo').click();
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
  await waitSaved(page);

  // Choosing its name selects it and brings it into view.
  await page.mouse.wheel(0, 600); // zoom out: the image far smaller
  await row.getByRole('button', { name: 'Go to “backdrop.png” on the map' }).click();
  await expect(page.getByRole('toolbar', { name: 'Image tools' })).toBeVisible();
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
});

test('the canvas menu shows hidden images again, and an image’s menu hides it and opens the list', async ({
  page,
}) => {
  const { imageId } = await mapWithImage(page, 'sunset.png');
  // The drawing tools are away while the new image is selected: a click on the empty canvas deselects it.
  const canvas = await page.getByTestId('map-canvas').boundingBox();
  const empty = { x: canvas!.x + 200, y: canvas!.y + 120 };
  await page.mouse.click(empty.x, empty.y);
  const second = await addOrangeImage(page, 'dawn.png');
  await page.mouse.click(empty.x, empty.y);
  // Hidden from each image's own context menu (the new one lies over the first: it goes first).
  for (const id of [second, imageId]) {
    const image = (await backgroundImages(page)).find((i) => i.id === id)!;
    const at = await page.evaluate((b) => {
      type Hook = { engine: { graphToScreen(p: unknown): { x: number; y: number } } };
      const s = (window as unknown as { __mapa: Hook }).__mapa.engine.graphToScreen({
        x: b.x + 20,
        y: b.y + 20,
      });
      const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
      return { x: rect.left + s.x, y: rect.top + s.y };
    }, image.bounds);
    await page.mouse.click(at.x, at.y, { button: 'right' });
    if (id === second) await page.screenshot({ path: 'test-results/layers-image-menu-en-1440.png' });
    await page.getByRole('menu', { name: 'Image menu' }).getByRole('menuitem', { name: 'Hide' }).click();
    await expect.poll(() => visibleOf(page, id)).toBe(false);
  }
  await expect.poll(() => orangeAtImage(page, imageId)).toBe(0);

  // The background's menu says how many are hidden and shows them all, as one change.
  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Canvas menu' });
  await expect(menu.getByRole('menuitem', { name: 'Show hidden images (2)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/layers-menu-en-1440.png' });
  await menu.getByRole('menuitem', { name: 'Show hidden images (2)' }).click();
  await expect.poll(async () => (await backgroundImages(page)).map((i) => i.visible)).toEqual([true, true]);
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
  await page.getByTestId('controls-undo').click();
  await expect.poll(async () => (await backgroundImages(page)).map((i) => i.visible)).toEqual([false, false]);

  // 'Layers…' opens the list in the sidebar, front first, with its first image focused.
  await page.mouse.click(empty.x, empty.y, { button: 'right' });
  await menu.getByRole('menuitem', { name: 'Layers…' }).click();
  await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-open-tab', 'layers');
  const list = page.getByRole('list', { name: 'Background images, front first' });
  await expect(list.getByRole('listitem')).toHaveText([/dawn\.png/, /sunset\.png/]);
  await expect(list.getByRole('button', { name: 'Go to “dawn.png” on the map' })).toBeFocused();
  // Send the front one back: the order follows.
  await list.getByRole('button', { name: 'Send “dawn.png” back' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/sunset\.png/, /dawn\.png/]);
  expect((await backgroundImages(page)).map((i) => i.name)).toEqual(['dawn.png', 'sunset.png']);
});

test('a reader sees the Layers list without its controls', async ({ browser }) => {
  const owner = await person(browser, 'Owner');
  const reader = await person(browser, 'Reader');
  const created = await owner.page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Pictures' } });
  const { id } = (await created.json()) as { id: string };
  await open(owner, id);
  const imageId = await addOrangeImage(owner.page, 'shared.png');
  await owner.page
    .getByRole('toolbar', { name: 'Image tools' })
    .getByRole('button', { name: 'Hide' })
    .click();
  await expect.poll(() => visibleOf(owner.page, imageId)).toBe(false);
  await waitSaved(owner.page);
  const shared = await owner.page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, members: { [reader.email]: 'reader' } },
  });
  expect(shared.status()).toBe(200);

  await open(reader, id);
  await reader.page.getByRole('button', { name: 'Layers' }).click();
  const row = reader.page
    .getByRole('list', { name: 'Background images, front first' })
    .getByRole('listitem')
    .filter({ hasText: 'shared.png' });
  await expect(row).toContainText('Hidden');
  await expect(row.getByRole('button')).toHaveCount(1); // 'Go to', nothing that changes the map
  await expect(row.getByRole('button', { name: 'Go to “shared.png” on the map' })).toBeVisible();
});

test('in Portuguese the list and the menus read in Portuguese', async ({ page }) => {
  const { imageId } = await mapWithImage(page, 'praia.png');
  const changed = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
  expect(changed.status()).toBe(200);
  await waitSaved(page);
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
  const image = (await backgroundImages(page))[0];
  const inside = await page.evaluate((b) => {
    type Hook = { engine: { graphToScreen(p: unknown): { x: number; y: number } } };
    const s = (window as unknown as { __mapa: Hook }).__mapa.engine.graphToScreen({
      x: b.x + 20,
      y: b.y + 20,
    });
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return { x: rect.left + s.x, y: rect.top + s.y };
  }, image.bounds);
  await page.mouse.click(inside.x, inside.y, { button: 'right' });
  const imageMenu = page.getByRole('menu', { name: 'Menu da imagem' });
  await expect(imageMenu.getByRole('menuitem', { name: 'Camadas…' })).toBeVisible();
  await page.screenshot({ path: 'test-results/layers-image-menu-pt-BR-1440.png' });
  await imageMenu.getByRole('menuitem', { name: 'Ocultar' }).click();
  await expect.poll(() => visibleOf(page, imageId)).toBe(false);
  const canvas = await page.getByTestId('map-canvas').boundingBox();
  await page.mouse.click(canvas!.x + 200, canvas!.y + 120, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Menu da tela' });
  await expect(menu.getByRole('menuitem', { name: 'Mostrar imagens ocultas (1)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/layers-menu-pt-BR-1440.png' });
  await menu.getByRole('menuitem', { name: 'Camadas…' }).click();
  await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-open-tab', 'layers');
  const row = page.getByRole('list', { name: 'Imagens de fundo, da frente para trás' }).getByRole('listitem');
  await expect(row).toContainText('Oculta');
  await page.screenshot({ path: 'test-results/layers-list-pt-BR-1440.png' });
  await row.getByRole('button', { name: 'Mostrar “praia.png”' }).click();
  await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
});

for (const language of ['en', 'pt-BR'] as const) {
  test(`on a phone the Layers dialog shows a hidden image again (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { imageId } = await mapWithImage(page, 'phone-photo.png');
    await page.getByRole('toolbar', { name: 'Image tools' }).getByRole('button', { name: 'Hide' }).click();
    await expect.poll(() => visibleOf(page, imageId)).toBe(false);
    if (language === 'pt-BR') {
      const changed = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
      expect(changed.status()).toBe(200);
      await waitSaved(page);
      await page.reload();
      await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
    }
    const pt = language === 'pt-BR';
    // The canvas menu at phone width, then the list from the top bar's menu.
    const canvas = await page.getByTestId('map-canvas').boundingBox();
    await page.mouse.click(canvas!.x + 40, canvas!.y + 60, { button: 'right' });
    await expect(
      page.getByRole('menuitem', { name: pt ? 'Mostrar imagens ocultas (1)' : 'Show hidden images (1)' }),
    ).toBeVisible();
    await page.screenshot({ path: `test-results/layers-menu-${language}-390.png` });
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByRole('button').first().click();
    await page.getByRole('menuitem', { name: pt ? 'Camadas' : 'Layers' }).click();
    const dialog = page.getByRole('dialog', { name: pt ? 'Imagens de fundo' : 'Background images' });
    const row = dialog.getByRole('listitem').filter({ hasText: 'phone-photo.png' });
    await expect(row).toContainText(pt ? 'Oculta' : 'Hidden');
    // Its first image has the focus (the dialog's focus trap starts there), once the dialog has come in.
    await expect(row.getByRole('button').first()).toBeFocused();
    await expect(row).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `test-results/layers-list-${language}-390.png` });
    await row
      .getByRole('button', { name: pt ? 'Mostrar “phone-photo.png”' : 'Show “phone-photo.png”' })
      .click();
    await expect.poll(() => visibleOf(page, imageId)).toBe(true);
    // Going to it closes the dialog over the map, where the image is drawn again.
    await row
      .getByRole('button', {
        name: pt ? 'Ir para “phone-photo.png” no mapa' : 'Go to “phone-photo.png” on the map',
      })
      .click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => orangeAtImage(page, imageId)).toBeGreaterThan(0.9);
  });
}
