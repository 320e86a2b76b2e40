import { expect, test, type Page } from '@playwright/test';
import { openSeededMap } from './canvasEditingHelpers';
import { baseURL } from './helpers';

/** Waits for the canvas of a newly opened editor page. */
async function editorReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
}

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  const bar = page.getByRole('toolbar', { name: 'Presentation tools' });
  await expect(bar.getByText(`Step ${step} of 4`)).toBeVisible();
  await expect(page.getByLabel('Node title')).toHaveValue(title);
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
}

test('a presentation walked by keys, whose step URL reopens the step in a new tab (issue 13)', async ({
  page,
  context,
}) => {
  const { id } = await openSeededMap(
    page,
    [
      { id: 'root', label: 'Root', x: 0, y: 0 },
      { id: 'a', label: 'Alpha', x: 400, y: -150 },
      { id: 'b', label: 'Beta', x: 400, y: 150 },
      { id: 'c', label: 'Gamma', x: 800, y: -150 },
    ],
    ['root>a', 'root>b', 'a>c'],
  );
  await page.goto(`${baseURL()}/maps/${id}?presentationMode=true`);
  await editorReady(page);

  // Only 'abort presentation' in the tool bar, and the node panel read-only.
  const bar = page.getByRole('toolbar', { name: 'Presentation tools' });
  await expect(bar.getByRole('button')).toHaveText(['abort presentation']);
  await expect(page.getByRole('toolbar', { name: 'Tools', exact: true })).toHaveCount(0);
  await expectStep(page, 1, 'Root');
  await expect(page.getByLabel('Node title')).not.toBeEditable();

  // Depth first: Root, Alpha, Gamma, Beta.
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 2, 'Alpha');
  await page.keyboard.press('Space');
  await expectStep(page, 3, 'Gamma');
  await page.keyboard.press('ArrowDown');
  await expectStep(page, 4, 'Beta');
  await page.keyboard.press('PageDown');
  await expectStep(page, 4, 'Beta');
  await page.keyboard.press('Home');
  await expectStep(page, 1, 'Root');
  await page.keyboard.press('End');
  await expectStep(page, 4, 'Beta');
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 3, 'Gamma');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowUp');
  await expectStep(page, 1, 'Root');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expectStep(page, 3, 'Gamma');

  // The address names the step: opened in a new tab, it starts there.
  const second = await context.newPage();
  await second.goto(page.url());
  await editorReady(second);
  await expectStep(second, 3, 'Gamma');
  await second.close();

  // Escape leaves: the usual tool bar again, the address without the presentation.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('toolbar', { name: 'Tools', exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page).not.toHaveURL(/presentationMode/);
  await expect(page.getByLabel('Node title')).toHaveCount(0);
});
