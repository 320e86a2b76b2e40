import { expect, test, type Page } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from './helpers';
import { brightness, canvasPixel, expectBackground, mapTheme } from './themeHelpers';

// Issue 34: the application follows prefers-color-scheme; Light / Dark / System in the account menu is kept on the
// account and applied before the first paint; a map made while the app is dark takes the Midnight theme.

/** Records the colour scheme attribute when <body> is parsed: after the head's scripts, before any app code. */
async function recordSchemeAtFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __schemeAtBody?: string | null };
    const seen = new MutationObserver(() => {
      if (!document.body) return;
      w.__schemeAtBody = document.documentElement.getAttribute('data-mantine-color-scheme');
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
}
const schemeAtFirstPaint = (page: Page) =>
  page.evaluate(() => (window as unknown as { __schemeAtBody?: string | null }).__schemeAtBody);

async function accountScheme(page: Page): Promise<string> {
  const me = await page.request.get(`${baseURL()}/api/auth/me`);
  return ((await me.json()) as { user: { colorScheme: string } }).user.colorScheme;
}

async function newMapFromMyMaps(page: Page): Promise<void> {
  await page.goto(`${baseURL()}/maps`);
  // An empty list offers a second 'New map' in its empty state: the one beside the title.
  await page.getByRole('main').getByRole('button', { name: 'New map' }).first().click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]+$/);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
}

async function chooseInAccountMenu(page: Page, name: 'Light' | 'Dark' | 'System'): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

const isDark = (rgb: number[]) => brightness(rgb) < 50;
const isLight = (rgb: number[]) => brightness(rgb) > 235;

test('dark follows the system, Light in the account menu is kept on the account, new maps take the dark theme', async ({
  page,
}) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'dark' });
  await recordSchemeAtFirstPaint(page);
  await signUp(page, 'Nyx', uniqueEmail('nyx'));
  await expectBackground(page, 'body', true);
  await expectBackground(page, 'header', true);
  expect(await accountScheme(page)).toBe('system');

  // A new map made while dark opens in Midnight, its canvas dark, the editor's chrome dark.
  await newMapFromMyMaps(page);
  expect(await mapTheme(page)).toBe('midnight');
  await expect.poll(async () => isDark(await canvasPixel(page, 0.5, 0.5))).toBe(true);
  await expectBackground(page, 'header', true);
  expect(await schemeAtFirstPaint(page)).toBe('dark');

  // Light from the account menu: the chrome turns light at once and the account keeps it.
  await chooseInAccountMenu(page, 'Light');
  await expectBackground(page, 'header', false);
  await expect.poll(() => accountScheme(page)).toBe('light');
  // The map keeps its own theme: the app's look and the map's are separate choices.
  expect(await mapTheme(page)).toBe('midnight');

  // Still light after a reload although the system is dark, from the first paint on.
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  expect(await schemeAtFirstPaint(page)).toBe('light');
  await expectBackground(page, 'header', false);

  // A browser that has never seen this account gets it from the account once signed in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseURL()}/maps`);
  await expect(page.getByRole('heading', { name: 'My maps' })).toBeVisible();
  await expectBackground(page, 'header', false);

  // While light, a new map gets no theme of its own: the default, light.
  await newMapFromMyMaps(page);
  expect(await mapTheme(page)).toBeUndefined();
  await expect.poll(async () => isLight(await canvasPixel(page, 0.5, 0.5))).toBe(true);

  // System follows the (dark) system again.
  await chooseInAccountMenu(page, 'System');
  await expectBackground(page, 'header', true);
  await expect.poll(() => accountScheme(page)).toBe('system');
});

test('the editor top bar also creates maps in the dark theme while dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const owner = uniqueEmail('dawn');
  await signUp(page, 'Dawn', owner);
  const chosen = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { colorScheme: 'dark' } });
  expect(chosen.status()).toBe(200);
  await newMapFromMyMaps(page);
  await expectBackground(page, 'header', true);
  const first = page.url();
  await page.getByRole('banner').getByRole('button', { name: 'New map' }).click();
  await expect(page).not.toHaveURL(first);
  // The new map as the server stored it (the editor may still be showing the first one).
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const stored = await page.request.get(`${baseURL()}/api/documents/download`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map' },
  });
  expect(((await stored.json()) as { settings: { theme?: string } }).settings.theme).toBe('midnight');
});
