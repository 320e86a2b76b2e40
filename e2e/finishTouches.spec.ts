import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';
import { barRows, cutTexts } from './layoutBoxes';

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

test('a colour typed into a colour field is stored, and Enter closes its picker (Escape too, nothing else)', async ({
  page,
}) => {
  await openSeededMap(page, seed);
  const cell = await nodeCentre(page, 'cell');
  await page.mouse.click(cell.x, cell.y);
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await panel.getByRole('tab', { name: 'Appearance' }).click();
  const field = panel.getByRole('textbox', { name: 'Background color' });
  const picker = page.locator('.mantine-ColorInput-dropdown');
  await field.click();
  await expect(picker).toBeVisible();
  await field.press('Control+a');
  await page.keyboard.type('#ff0000');
  await expect(field).toHaveValue('#ff0000');
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(field).toBeFocused();
  await expect
    .poll(async () => (await currentDocument(page)).nodes.find((n) => n.data.id === 'cell')!.data)
    .toMatchObject({ backgroundColor: 'rgba(255, 0, 0, 1)' }); // the field's format
  // Typing again opens it; Escape closes the picker and leaves the panel open.
  await page.keyboard.press('Backspace');
  await expect(picker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();
  await expect(panel).toBeVisible();
});

test('a tooltip goes away when its button is clicked, and shows for the keyboard until the focus leaves', async ({
  page,
}) => {
  await openSeededMap(page, seed);
  const rail = page.getByRole('navigation', { name: 'Sidebar tabs' });
  const tooltip = page.getByRole('tooltip');
  const share = rail.getByRole('button', { name: 'Share', exact: true });
  await share.hover();
  await expect(tooltip).toHaveText('Share');
  await share.click();
  await expect(page.getByRole('complementary', { name: 'Sidebar' }).getByRole('region')).toBeVisible();
  // The pointer rests on the button: the panel it opened is not covered by its name.
  await expect(tooltip).toHaveCount(0);
  // The same on the canvas controls.
  const zoomIn = page.getByRole('button', { name: 'Zoom In' });
  await zoomIn.hover();
  await expect(tooltip).toBeVisible();
  await zoomIn.click();
  await expect(tooltip).toHaveCount(0);
  // The keyboard: the focused button's name shows, and goes with the focus.
  await page.mouse.move(5, 450);
  const zoomInTip = tooltip.filter({ hasText: 'Zoom In' });
  await zoomIn.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(zoomIn).toBeFocused();
  await expect(zoomInTip).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(zoomInTip).toHaveCount(0);
});

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 800 },
  { width: 800, height: 800 },
  { width: 390, height: 844 },
];

/** The bottom tool bar (BottomToolbar.tsx). */
const BOTTOM_BAR = '.mapa-bottom-toolbar';

for (const language of ['en', 'pt-BR'] as const) {
  test(`no word is cut in the bottom bar, the node panel's tabs or My maps (${language})`, async ({
    page,
  }) => {
    test.slow(); // four widths, three screens each
    const { id } = await openSeededMap(page, seed);
    const set = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language } });
    expect(set.status()).toBe(200);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${baseURL()}/maps/${id}`);
      await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
      await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
      const bar = page.getByRole('toolbar', {
        name: language === 'en' ? 'Tools' : 'Ferramentas',
        exact: true,
      });
      await expect(bar).toBeVisible();
      expect.soft(await cutTexts(page, ['[role="toolbar"]']), `${size.width}: bottom bar`).toEqual([]);
      // The bar has room for one row at every width, a phone's too (it once took half the canvas and wrapped).
      expect.soft(await barRows(page, BOTTOM_BAR), `${size.width}: bottom bar rows`).toEqual({
        rows: 1,
        looseDividers: [],
      });
      const cell = await nodeCentre(page, 'cell');
      await page.mouse.click(cell.x, cell.y);
      const panel = page
        .locator('aside')
        .filter({ has: page.getByRole('tablist') })
        .last();
      await expect(panel.getByRole('tab').first()).toBeVisible();
      // On a phone the panel takes the whole width and the canvas's bars are out of sight behind it.
      const shown =
        size.width > 767 ? ['[role="toolbar"]', 'aside [role="tablist"]'] : ['aside [role="tablist"]'];
      expect.soft(await cutTexts(page, shown), `${size.width}: with the node panel`).toEqual([]);
      await page.screenshot({ path: `test-results/cut-words/editor-${language}-${size.width}.png` });

      if (size.width === 1440) {
        // A wide sidebar tab as well: the canvas between the two panels is narrow.
        await page.locator('#sidebar-tab-download').click();
        await expect(page.getByRole('complementary').getByRole('region')).toBeVisible();
        expect.soft(await cutTexts(page, ['[role="toolbar"]']), '1440: both panels open').toEqual([]);
        // Between the two panels the bar may take two rows, but no row begins or ends with a divider.
        const wrapped = await barRows(page, BOTTOM_BAR);
        expect.soft(wrapped.looseDividers, '1440: both panels open, bottom bar rows').toEqual([]);
      }

      await page.goto(`${baseURL()}/maps`);
      await expect(page.locator('article').first()).toBeVisible();
      expect.soft(await cutTexts(page, ['article']), `${size.width}: My maps`).toEqual([]);
      await page.screenshot({ path: `test-results/cut-words/my-maps-${language}-${size.width}.png` });
    }
  });
}
