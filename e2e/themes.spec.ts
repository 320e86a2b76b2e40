import { expect, test } from '@playwright/test';
import { closePeople, open, person, saved, sharedMap } from './collaborators';
import { brightness, canvasPixel, mapTheme } from './themeHelpers';

test.afterEach(closePeople);

// Issue 34: a map's theme is chosen in Map settings > Theme, a radio group a keyboard drives as well as a mouse.
// The choice is one undoable change, saved, and shown live to everyone on the map.

/** Empty canvas, away from the two nodes in the middle: the map's background. */
const background = (page: Parameters<typeof canvasPixel>[0]) => canvasPixel(page, 0.3, 0.18);
const isMidnight = ([r, g, b]: number[]) => r < 40 && g < 45 && b < 55 && b > r;
const isLight = (rgb: number[]) => brightness(rgb) > 235;

test('the Theme radio group: keyboard only, one undo step, kept after a reload, seen live by a collaborator', async ({
  browser,
}) => {
  test.slow();
  const ada = await person(browser, 'Ada');
  const bob = await person(browser, 'Bob');
  const map = await sharedMap(ada, bob);
  await open(ada, map.id);
  await open(bob, map.id);
  const page = ada.page;
  expect(isLight(await background(page))).toBe(true);
  expect(isLight(await background(bob.page))).toBe(true);

  await page.getByRole('button', { name: 'Map settings' }).click();
  const panel = page.getByRole('region', { name: 'Map settings' });
  await panel.getByRole('tab', { name: 'Theme' }).click();
  const group = panel.getByRole('radiogroup', { name: 'Theme' });
  await expect(group.getByRole('radio')).toHaveCount(13);
  for (const name of ['Mapa', 'Midnight', 'High contrast', 'Color-blind safe', 'Neon', 'Classic'])
    await expect(group.getByRole('radio', { name, exact: true })).toBeVisible();
  await expect(group.getByRole('radio', { checked: true })).toHaveAccessibleName('Mapa');
  // Every card is drawn by the engine: a picture per theme.
  await expect(group.locator('img')).toHaveCount(13, { timeout: 60_000 });

  // From the tab, Tab reaches the chosen card only (one stop for the whole group); arrows move the choice.
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio', { name: 'Mapa', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const midnight = group.getByRole('radio', { name: 'Midnight', exact: true });
  await expect(midnight).toBeFocused();
  await expect(midnight).toHaveAttribute('aria-checked', 'true');
  await expect.poll(() => mapTheme(page)).toBe('midnight');
  await expect.poll(async () => isMidnight(await background(page))).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(group.getByRole('radio', { name: 'High contrast', exact: true })).toBeFocused();
  await expect.poll(() => mapTheme(page)).toBe('high-contrast');
  await expect.poll(async () => isLight(await background(page))).toBe(true);
  await page.screenshot({ path: 'test-results/themes-picker-light.png' });

  // Undo (Ctrl+Z, the focus still on the card) takes back one choice: Midnight again, checked in the group.
  await page.keyboard.press('Control+z');
  await expect.poll(() => mapTheme(page)).toBe('midnight');
  await expect(midnight).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => isMidnight(await background(page))).toBe(true);

  // Bob, on the same map, sees each change as it is saved.
  await expect.poll(() => mapTheme(bob.page), { timeout: 20_000 }).toBe('midnight');
  await expect.poll(async () => isMidnight(await background(bob.page)), { timeout: 20_000 }).toBe(true);

  await saved(page);
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  expect(await mapTheme(page)).toBe('midnight');
  await expect.poll(async () => isMidnight(await background(page))).toBe(true);
});
