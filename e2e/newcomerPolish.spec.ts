import { expect, test, type ConsoleMessage } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Small things a new user tripped over (issue #11, defects 9 and 10).

test("a new node reads as a node: the theme's light fill and a border", async ({ page }) => {
  await openSeededMap(page, [{ id: 'a', label: 'Alpha', x: 0, y: 0 }]);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByLabel('Node title')).toBeFocused();
  await page.getByRole('tab', { name: 'Appearance' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  // The default theme's look for a topic without a place in a tree (issue 34): a light fill, a darker border.
  const fill = await panel.getByRole('textbox', { name: 'Background color' }).inputValue();
  const border = await panel.getByRole('textbox', { name: 'Border color' }).inputValue();
  const lightness = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
  };
  expect(fill).toMatch(/^#[0-9A-F]{6}$/i);
  expect(lightness(fill)).toBeGreaterThan(0.85);
  expect(lightness(border)).toBeLessThan(lightness(fill) - 0.15);
});

test('search opens with the last query selected, so typing replaces it', async ({ page }) => {
  await openSeededMap(page, [
    { id: 'm', label: 'Moons', x: 0, y: 0 },
    { id: 'v', label: 'Venus', x: 400, y: 0 },
  ]);
  await page.keyboard.press('Control+f');
  const input = page.getByRole('textbox', { name: 'Search the map' });
  await input.fill('moo');
  await input.press('Escape');
  await expect(input).toHaveCount(0);
  await page.keyboard.press('Control+f');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('moo');
  await page.keyboard.type('ven');
  await expect(input).toHaveValue('ven');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveText([
    'Venus',
  ]);
});

test("the Maps sidebar's Current badge is shown whole beside a long map name", async ({ page }) => {
  await signUp(page, 'Long Names', uniqueEmail('long'));
  const title = 'An unusually long map title about the photosynthesis of plants in deep shade';
  const res = await page.request.post(`${baseURL()}/api/maps`, { data: { title } });
  const { id } = (await res.json()) as { id: string };
  await page.goto(`${baseURL()}/maps/${id}`);
  await page.getByRole('button', { name: 'Maps', exact: true }).click();
  const card = page.getByRole('dialog', { name: 'Maps' }).locator('[aria-current="page"]');
  const badge = card.getByText('Current', { exact: true });
  await expect(badge).toBeVisible();
  const cut = await badge.evaluate((el) => el.scrollWidth > el.clientWidth + 0.5);
  expect(cut).toBe(false);
});

test('signed-out pages log no errors (no 401 from the session check)', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${baseURL()}/signin`);
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await page.goto(`${baseURL()}/maps/demo`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
  expect(errors).toEqual([]);
});
