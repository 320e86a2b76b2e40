import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue 34: why a file cannot be imported reads in the interface's language, not the server's English.

const BROKEN_OPML = Buffer.from('<opml version="2.0">\n<head/>\n<body><outline text="x">\n</body></opml>');

/** A Markdown list nested past the 500 levels an import allows. */
const TOO_DEEP = Buffer.from(Array.from({ length: 502 }, (_, i) => `${'  '.repeat(i)}- n${i}`).join('\n'));

async function inPortuguese(page: Page): Promise<void> {
  const changed = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
  expect(changed.status()).toBe(200);
}

test('My maps in Portuguese: a broken file says why in Portuguese, with the line and the limit', async ({
  page,
}) => {
  await openSeededMap(page, []);
  await inPortuguese(page);
  await page.goto(`${baseURL()}/maps`);
  await expect(page.getByRole('button', { name: 'Importar arquivo' })).toBeVisible();
  const input = page.getByTestId('import-map-input');
  await input.setInputFiles({ name: 'quebrado.opml', mimeType: 'text/x-opml', buffer: BROKEN_OPML });
  const broken = page.getByText(/^Não foi possível importar quebrado\.opml: /);
  await expect(broken).toHaveText(
    /^Não foi possível importar quebrado\.opml: linha \d+, coluna \d+: o XML está malformado$/,
  );
  await input.setInputFiles({ name: 'fundo.md', mimeType: 'text/markdown', buffer: TOO_DEEP });
  await expect(page.getByText(/^Não foi possível importar fundo\.md: /)).toHaveText(
    /^Não foi possível importar fundo\.md: .*há nós aninhados em mais de 500 níveis \(em "n500"\)$/,
  );
  // The server's English sentence is not what the reader sees.
  await expect(page.getByText(/not well-formed|nested deeper/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/maps$/);
});

test('the import panel in Portuguese says why a file cannot be read in Portuguese', async ({ page }) => {
  const { id } = await openSeededMap(page, [{ id: 'n1', label: 'Já aqui', x: 0, y: 0 }]);
  await inPortuguese(page);
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  const rail = page.getByRole('navigation', { name: 'Abas da barra lateral' });
  await rail.getByRole('button', { name: 'Importar', exact: true }).click();
  const drawer = page.getByRole('region', { name: 'Importar' });
  await drawer.getByRole('tab', { name: 'De arquivo' }).click();
  await drawer
    .getByTestId('import-file-input')
    .setInputFiles({ name: 'quebrado.opml', mimeType: 'text/x-opml', buffer: BROKEN_OPML });
  await expect(drawer.getByRole('status')).toHaveText(
    /^Não foi possível importar: quebrado\.opml: linha \d+, coluna \d+: o XML está malformado$/,
  );
});
