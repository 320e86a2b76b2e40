import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// A failed server export used to hide the loader and say nothing: no file, no reason. The download panel now says
// why in the reader's language, from the answer's code, and the format buttons work again.

async function openMoreFormats(page: Page, pt: boolean) {
  const name = pt ? 'Baixar' : 'Download';
  await page
    .getByRole('navigation', { name: pt ? 'Abas da barra lateral' : 'Sidebar tabs' })
    .getByRole('button', { name, exact: true })
    .click();
  const panel = page.getByRole('region', { name });
  await panel.getByText(pt ? 'Mais formatos' : 'More formats', { exact: true }).click();
  return panel;
}

test('a refused and an aborted export each say why in English; a later export works and clears it', async ({
  page,
}) => {
  await openSeededMap(page, [{ id: 'a', label: 'Alpha', x: 0, y: 0 }]);
  const panel = await openMoreFormats(page, false);
  const pdf = panel.getByRole('button', { name: 'PDF (vector)' });
  const alert = panel.getByRole('alert');

  await page.route('**/api/documents/export', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        code: 'EXPORT_TIMED_OUT',
        message: 'Export took longer than 30 s',
      }),
    }),
  );
  await pdf.click();
  await expect(alert).toContainText('The download failed');
  await expect(alert).toContainText(
    'The export took too long and was stopped. Try another format, or export fewer nodes.',
  );
  await expect(alert).not.toContainText('30 s');
  await expect(pdf).toBeEnabled();

  await page.unroute('**/api/documents/export');
  await page.route('**/api/documents/export', (route) => route.abort('connectionreset'));
  await pdf.click();
  await expect(alert).toContainText('Cannot reach the server. Check your connection and try again.');
  await expect(pdf).toBeEnabled();

  // The real export works again: the file comes, and the alert of the last attempt is gone.
  await page.unroute('**/api/documents/export');
  const [file] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  expect(file.suggestedFilename()).toBe('canvas_editing.pdf');
  await expect(alert).toHaveCount(0);
});

test('a PNG the server refuses as too large says so in Portuguese', async ({ page }) => {
  // Two nodes 40 000 px apart: even at half size the PNG would pass 16 384 px a side, so the server answers 413
  // FILE_TOO_LARGE before it starts drawing.
  await openSeededMap(page, [
    { id: 'a', label: 'Oeste', x: 0, y: 0 },
    { id: 'b', label: 'Leste', x: 40_000, y: 0 },
  ]);
  const changed = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
  expect(changed.status()).toBe(200);
  await page.reload();
  const panel = await openMoreFormats(page, true);
  const png = panel.getByRole('button', { name: 'PNG (alta resolução)' });
  const [answer] = await Promise.all([page.waitForResponse('**/api/documents/export'), png.click()]);
  expect(answer.status()).toBe(413);
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText('O download falhou');
  await expect(alert).toContainText(
    'Este mapa é grande demais para ser desenhado em PNG. Tente SVG ou PDF, ou exporte menos nós.',
  );
  await expect(png).toBeEnabled();
});
