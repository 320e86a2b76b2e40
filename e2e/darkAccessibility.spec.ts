import { expect, test, type Page } from '@playwright/test';
import { check } from './axeCheck';
import { baseURL, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';
import { expectBackground } from './themeHelpers';

// Issue 34: the application in its dark colour scheme passes axe as the light one does (accessibility.spec.ts):
// no serious or critical WCAG 2 A/AA violation, colour contrast included, on each screen a user reaches.

const seed = [
  {
    id: 'root',
    label: 'Biology',
    x: 0,
    y: 0,
    description: '<p>The study of <b>life</b>.</p><blockquote>Cells.</blockquote>',
  },
  { id: 'cell', label: 'Cell', x: 400, y: 0 },
  { id: 'dna', label: 'DNA', x: 800, y: 0 },
];

async function switchTo(page: Page, name: 'Mind map' | 'Text' | 'Flashcards'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'View' }).locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

// Reduced motion: axe judges what is shown, not a menu or tooltip half-way through its transition.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
});

test('axe in dark: sign-in, the editor, the node panel, the Theme category and every sidebar tab', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${baseURL()}/signin`);
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await expectBackground(page, 'body', true);
  await check(page, 'dark sign-in');

  await openSeededMap(page, seed, ['root>cell', 'cell>dna']);
  await expectBackground(page, 'header', true);
  await check(page, 'dark editor');
  const root = await nodeCentre(page, 'root');
  await page.mouse.click(root.x, root.y);
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await expect(panel).toBeVisible();
  await check(page, 'dark node panel');
  for (const tab of ['Appearance', 'Attachments']) {
    await panel.getByRole('tab', { name: tab }).click();
    await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await check(page, `dark node panel ${tab} tab`);
  }
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Map settings', exact: true }).click();
  const settings = page.getByRole('region', { name: 'Map settings' });
  await settings.getByRole('tab', { name: 'Theme' }).click();
  await expect(settings.getByRole('radiogroup', { name: 'Theme' }).locator('img')).toHaveCount(13, {
    timeout: 60_000,
  });
  await settings.getByRole('radio', { name: 'Midnight', exact: true }).click();
  await check(page, 'dark settings: Theme');
  await page.getByRole('button', { name: 'Map settings', exact: true }).click();

  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const rail = sidebar.getByRole('navigation', { name: 'Sidebar tabs' });
  const tabs = await rail
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(tabs.length).toBeGreaterThan(4);
  for (const name of tabs) {
    await rail.getByRole('button', { name, exact: true }).click();
    await expect(rail.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebar.getByRole('region')).toBeVisible();
    await check(page, `dark sidebar tab ${name}`);
    await rail.getByRole('button', { name, exact: true }).click();
    await expect(sidebar.getByRole('region')).toHaveCount(0);
  }
});

test('axe in dark: the text view, flashcards, My maps with the account menu, account and plans', async ({
  page,
}) => {
  test.slow();
  await openSeededMap(page, seed, ['root>cell', 'cell>dna']);
  await switchTo(page, 'Text');
  await page.getByRole('complementary', { name: 'Pages' }).getByRole('button', { name: 'Biology' }).click();
  await expect(page.getByLabel('Page Title')).toHaveValue('Biology');
  await check(page, 'dark text view');
  await switchTo(page, 'Flashcards');
  await check(page, 'dark flashcards');

  await page.goto(`${baseURL()}/maps`);
  await expect(page.getByText('Canvas editing')).toBeVisible();
  await expectBackground(page, 'body', true);
  await check(page, 'dark My maps');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
  await check(page, 'dark account menu');
  await page.keyboard.press('Escape');

  await page.goto(`${baseURL()}/account`);
  await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
  await check(page, 'dark account');
  await page.goto(`${baseURL()}/plans`);
  await expect(page.getByRole('heading', { name: 'Plans' })).toBeVisible();
  await check(page, 'dark plans');
});
