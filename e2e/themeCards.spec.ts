import { expect, test } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue 34: each theme card names the sample's central and main topics whole, inside the card, in both
// languages. Their names grow to a readable size at card zoom, wider than their nodes: 'Orçamento' was cut at the
// card's edge in Portuguese. The picker marks each card with how many of those names it cuts or leaves out.

for (const language of ['en', 'pt-BR'] as const) {
  test(`every theme card keeps its topics' names inside the card (${language})`, async ({ page }) => {
    await openSeededMap(page, [{ id: 'n', label: 'Cards', x: 0, y: 0 }]);
    const pt = language === 'pt-BR';
    if (pt) {
      const changed = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
      expect(changed.status()).toBe(200);
      await page.reload();
    }
    await page.getByRole('button', { name: pt ? 'Configurações do mapa' : 'Map settings' }).click();
    const panel = page.getByRole('region', { name: pt ? 'Configurações do mapa' : 'Map settings' });
    await panel.getByRole('tab', { name: pt ? 'Tema' : 'Theme' }).click();
    const group = panel.getByRole('radiogroup', { name: pt ? 'Tema' : 'Theme' });
    await expect(group.locator('img')).toHaveCount(13, { timeout: 60_000 });
    const cards = group.getByTestId('theme-card');
    await expect(cards).toHaveCount(13);
    const cut = await cards.evaluateAll((all) =>
      all.map((card) => `${(card as HTMLElement).dataset.theme}: ${(card as HTMLElement).dataset.cutNames}`),
    );
    expect(cut).toEqual(
      await cards.evaluateAll((all) => all.map((card) => `${(card as HTMLElement).dataset.theme}: 0`)),
    );
    await page.screenshot({ path: `test-results/theme-cards-${language}.png` });
  });
}
