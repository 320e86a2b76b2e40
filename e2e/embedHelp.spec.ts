import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue #34: the share panel's embed help link opens our own tutorial (docs/embedding.md, served by the app at
// /help/embedding), in the interface's language, not a generic page elsewhere.

for (const [language, words] of [
  ['en', { share: 'Share', help: 'How to embed a map', heading: 'Embedding a map in a web page' }],
  [
    'pt-BR',
    {
      share: 'Compartilhar',
      help: 'Como incorporar um mapa',
      heading: 'Incorporar um mapa numa página da web',
    },
  ],
] as const) {
  test(`the embed help link opens our embedding tutorial (${language})`, async ({ page, context }) => {
    await openSeededMap(page, [{ id: 'a', label: 'Alpha', x: 0, y: 0 }]);
    const set = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language } });
    expect(set.status()).toBe(200);
    await page.reload();
    await page.getByRole('navigation').getByRole('button', { name: words.share, exact: true }).click();
    const link = page.getByRole('link', { name: words.help });
    await expect(link).toHaveAttribute('href', '/help/embedding');
    const [help] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(help).toHaveURL(`${baseURL()}/help/embedding`);
    await expect(help.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    // The snippet it explains is the one the panel gives.
    await expect(help.locator('pre code').first()).toContainText(
      '?hideNavbar=true" width="600" height="400"',
    );
    await help.screenshot({ path: `test-results/help/embedding-${language}.png`, fullPage: true });
    const axe = await new AxeBuilder({ page: help })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
}

test('an unknown help page is not found', async ({ page }) => {
  await page.goto(`${baseURL()}/help/nothing-here`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
