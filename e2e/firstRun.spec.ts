import { expect, test, type Page } from '@playwright/test';
import { baseURL, seedMap, uniqueEmail } from './helpers';

// First run (spec §2.22): the view-mode preference modal, in both languages.

const STRINGS = {
  en: { title: 'How do you like to see your maps?', views: ['Mind map', 'Text', 'Flashcards'] },
  'pt-BR': { title: 'Como você prefere ver seus mapas?', views: ['Mapa mental', 'Texto', 'Cartões'] },
} as const;

/** Signs a new account up in `language` without a preferred view, as a real first visit is. */
async function newAccount(page: Page, language: keyof typeof STRINGS): Promise<void> {
  const res = await page.request.post(`${baseURL()}/api/auth/signup`, {
    data: { email: uniqueEmail('firstrun'), password: 'correct horse 42', name: 'First Run', language },
  });
  expect(res.status()).toBe(201);
}

for (const language of ['en', 'pt-BR'] as const) {
  test(`view-mode modal [${language}]: asks a new account, saves the choice and shows that view`, async ({
    page,
  }) => {
    const s = STRINGS[language];
    await newAccount(page, language);
    const id = await seedMap(page.request, 'First map', [
      { position: { x: 0, y: 0 }, data: { id: 'root', label: 'Root' } },
    ]);
    await page.goto(`${baseURL()}/maps/${id}`);
    const modal = page.getByRole('dialog', { name: s.title });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    // Each view is a choice with its own small picture.
    for (const view of s.views) {
      await expect(modal.getByRole('button', { name: view, exact: true }).locator('svg')).toHaveCount(1);
    }
    await page.screenshot({ path: `test-results/firstRun-viewMode-${language}.png` });
    await modal.getByRole('button', { name: s.views[1], exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('radio', { name: s.views[1], exact: true })).toBeChecked();
    const me = await page.request.get(`${baseURL()}/api/auth/me`);
    expect(((await me.json()) as { user: { default_view_mode: string } }).user.default_view_mode).toBe(
      'text',
    );
  });
}
