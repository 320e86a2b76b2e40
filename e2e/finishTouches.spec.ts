import { expect, test, type Page } from '@playwright/test';
import { nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue #34, small things a new user met: the live region after a language switch, a colour typed into a colour
// field, tooltips left over a panel, words cut in the bottom bar, the node panel's tabs and the My maps cards.

// Tooltips fade in and out; with reduced motion they come and go at once (theme respectReducedMotion).
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const seed = [
  { id: 'cell', label: 'Cell', x: 0, y: 0 },
  { id: 'dna', label: 'DNA', x: 400, y: 0 },
];

async function toPortuguese(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
}

test('after a language switch the live region says its sentence in the new language', async ({ page }) => {
  await openSeededMap(page, seed, ['cell>dna']);
  const announcer = page.getByTestId('canvas-announcer');
  const cell = await nodeCentre(page, 'cell');
  await page.mouse.click(cell.x, cell.y);
  await expect(announcer).toHaveText('Cell selected');
  await page.keyboard.press('Escape'); // the panel's title field keeps the focus: leave it for the menu
  await toPortuguese(page);
  await expect(announcer).toHaveText('Cell selecionado');
});
