import { expect, test, type Page } from '@playwright/test';
import { storedDocument } from './canvasEditingHelpers';
import { baseURL, signUp, uniqueEmail } from './helpers';

const PASSWORD = 'correct horse 42';

/** A mark on the page's window: still there after a language switch means the page was not reloaded. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
}
async function expectSamePage(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(
    true,
  );
}

/** The account's language as the server keeps it (the page's cookies). */
async function accountLanguage(page: Page): Promise<string | null> {
  const me = await page.request.get(`${baseURL()}/api/auth/me`);
  expect(me.status()).toBe(200);
  return ((await me.json()) as { user: { language: string | null } }).user.language;
}

test.describe('in Portuguese (the browser speaks pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('signs up, builds a map and sees the editor in Portuguese; the account keeps the language', async ({
    page,
  }) => {
    await page.goto(`${baseURL()}/signup`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { name: 'Crie sua conta' })).toBeVisible();
    await expect(page).toHaveTitle('Criar conta | Mapa');
    // A mistake in the form is told in Portuguese too.
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await page.getByLabel('Nome').fill('Maria Silva');
    const email = uniqueEmail('maria');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/maps$/);
    await expect(page.getByRole('heading', { name: 'Meus mapas' })).toBeVisible();
    // The page was shown in Portuguese: the new account keeps it.
    expect(await accountLanguage(page)).toBe('pt-BR');
    // The view-mode modal and the onboarding tour (spec §2.22, e2e/firstRun) would cover the editor: the view is
    // chosen and the tour skipped first.
    const settled = await page.request.patch(`${baseURL()}/api/auth/me`, {
      data: { default_view_mode: 'mindmap', onboarding: 'skipped' },
    });
    expect(settled.status()).toBe(200);
    await page.reload();

    await page.getByRole('button', { name: 'Novo mapa' }).first().click();
    await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
    const id = new URL(page.url()).pathname.split('/')[2];
    await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('empty-map-hint')).toContainText('Este mapa está vazio');
    await page.getByRole('button', { name: 'Adicionar nó' }).click();
    const title = page.getByLabel('Título do nó');
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('placeholder', 'Adicionar título');
    await expect(page.locator('.ql-editor')).toHaveAttribute('data-placeholder', 'Escreva algo...');
    await title.pressSequentially('Fotossíntese');
    // Saved on the server, and the status says so in Portuguese.
    await expect
      .poll(async () => (await storedDocument(page, id, email)).nodes.map((n) => n.data.label), {
        timeout: 30_000,
      })
      .toEqual(['Fotossíntese']);
    await expect(page.getByTestId('save-status')).toHaveText('Salvo', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Ajustar' })).toBeVisible();
    await expect(page.getByTestId('zoom-level')).toHaveText(/^\d+%$/);
    await page.screenshot({ path: 'test-results/editor-pt-BR.png' });
  });

  test('a refused sign-in is told in Portuguese, never with the server text', async ({ page }) => {
    await page.goto(`${baseURL()}/signin`);
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  });
});

test('?lng=pt-BR shows the sign-in page in Portuguese, and its switch goes back to English at once', async ({
  page,
}) => {
  await page.goto(`${baseURL()}/signin?lng=pt-BR`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/signin-pt-BR.png' });

  await markPage(page);
  const language = page.getByRole('radiogroup', { name: 'Idioma' });
  await language.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in | Mapa');
  await expectSamePage(page);
  await expect(
    page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio', { name: 'English' }),
  ).toBeChecked();
});

test('a language picked on the sign-in page is kept by this browser and saved on the account that signs up', async ({
  page,
}) => {
  await page.goto(`${baseURL()}/signin`);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Português').click();
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bem-vindo de volta' })).toBeVisible();
  await page.getByRole('link', { name: 'Crie uma' }).click();
  await page.getByLabel('Nome').fill('João');
  await page.getByLabel('E-mail').fill(uniqueEmail('joao'));
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Meus mapas' })).toBeVisible();
  expect(await accountLanguage(page)).toBe('pt-BR');
});

test('in English, the account menu switches to Portuguese at once, and the account brings it back anywhere', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('ada');
  await signUp(page, 'Ada Lovelace', email, PASSWORD);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: 'New map' }).first().click();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByLabel('Node title')).toHaveAttribute('placeholder', 'Add Title');
  await page.getByLabel('Node title').pressSequentially('Engine');
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 20_000 });
  expect(await accountLanguage(page)).toBe('en');

  // The switch: the editor turns Portuguese without a reload, the node and its panel stay open.
  await markPage(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.getByRole('button', { name: 'Adicionar nó' })).toBeVisible();
  await expect(page.getByLabel('Título do nó')).toHaveValue('Engine');
  await expect(page.getByTestId('save-status')).toHaveText('Salvo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expectSamePage(page);
  await expect.poll(() => accountLanguage(page)).toBe('pt-BR');
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Português' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Adicionar nó' })).toBeVisible();

  // Another browser (English, nothing remembered) signing in to the same account gets Portuguese from the account,
  // even when the address asks for English.
  const other = await browser.newContext({ locale: 'en-US' });
  try {
    const second = await other.newPage();
    await second.goto(`${baseURL()}/signin?lng=en`);
    await expect(second.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await second.getByLabel(/^e-?mail/i).fill(email);
    await second.getByLabel(/^password/i).fill(PASSWORD);
    await second.getByRole('button', { name: 'Sign in' }).click();
    await expect(second.getByRole('heading', { name: 'Meus mapas' })).toBeVisible();
    await expect(second.locator('html')).toHaveAttribute('lang', 'pt-BR');
  } finally {
    await other.close();
  }
});
