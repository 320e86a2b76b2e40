import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { currentDocument, nodeCentre } from './helpers';
import { clickEmptyCanvas, openSeededMap } from './canvasEditingHelpers';
import { graphToPage } from './layersHelpers';

// Markers and tasks (issue 36): Ctrl+1…9 and Ctrl+Enter, the selection bar's picker, the Appearance tab, search
// by a marker's name, and the markers seen on the canvas by their pixels.

const markersOf = async (page: Page, id: string): Promise<string[] | undefined> =>
  ((await currentDocument(page)).nodes.find((n) => n.data.id === id)!.data as { markers?: string[] }).markers;

/**
 * Pixels of about `rgb` in a part of node `id`'s box (200×80 graph units, centred on its position; by default its
 * left third, where its markers are drawn before the label).
 */
async function pixelsNear(
  page: Page,
  id: string,
  rgb: [number, number, number],
  [x0, y0, x1, y1] = [-100, -40, -30, 40],
): Promise<number> {
  const { position } = (await currentDocument(page)).nodes.find((n) => n.data.id === id)!;
  const from = await graphToPage(page, { x: position.x + x0, y: position.y + y0 });
  const to = await graphToPage(page, { x: position.x + x1, y: position.y + y1 });
  const clip = { x: from.x, y: from.y, width: to.x - from.x, height: to.y - from.y };
  const png = PNG.sync.read(await page.screenshot({ clip }));
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const d =
      Math.abs(png.data[i] - rgb[0]) +
      Math.abs(png.data[i + 1] - rgb[1]) +
      Math.abs(png.data[i + 2] - rgb[2]);
    if (d < 90) n++;
  }
  return n;
}

type Hook = { __mapa: { documentStore: { selection: { nodes: string[] } } } };

const TOP_RIGHT: [number, number, number, number] = [70, -40, 100, -10];
const RED: [number, number, number] = [0xe0, 0x31, 0x31];
const GREEN: [number, number, number] = [0x2f, 0x9e, 0x44];

test('markers: keys, the picker, the Appearance tab, search, and the canvas draws them', async ({ page }) => {
  await openSeededMap(
    page,
    [
      { id: 'p', label: 'Plan', x: -300, y: 0 },
      { id: 'a', label: 'Write', x: 100, y: -100 },
      { id: 'b', label: 'Read', x: 100, y: 100 },
    ],
    ['p>a', 'p>b'],
  );
  expect(await pixelsNear(page, 'a', RED)).toBe(0);
  expect(await pixelsNear(page, 'p', GREEN, TOP_RIGHT)).toBe(0);

  // Ctrl+1 sets priority 1 (drawn red before the label); the same again removes it; Ctrl+3 another.
  const a = await nodeCentre(page, 'a');
  await page.mouse.click(a.x, a.y);
  await page.keyboard.press('Control+1');
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-1']);
  await expect.poll(() => pixelsNear(page, 'a', RED)).toBeGreaterThan(15);
  await page.keyboard.press('Control+1');
  await expect.poll(() => markersOf(page, 'a')).toBeUndefined();
  await expect.poll(() => pixelsNear(page, 'a', RED)).toBe(0);
  await page.keyboard.press('Control+3');
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-3']);

  // Ctrl+Enter: to do, then done (drawn green), then none; undo brings done back.
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-3', 'task-todo']);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-3', 'task-done']);
  await expect.poll(() => pixelsNear(page, 'a', GREEN)).toBeGreaterThan(15);
  await page.keyboard.press('Control+Enter');
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-3']);
  await page.keyboard.press('Control+z');
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-3', 'task-done']);
  // The parent shows its tasks' progress: 1/1, a full green ring at its top right corner.
  await expect.poll(() => pixelsNear(page, 'p', GREEN, TOP_RIGHT)).toBeGreaterThan(15);
  await page.screenshot({ path: 'test-results/markers.png' });

  // The selection bar's picker: a red flag added, shown pressed, and removed again.
  const bar = page.getByRole('toolbar', { name: 'Selection tools' });
  await bar.getByRole('button', { name: 'Markers' }).click();
  const picker = page.getByTestId('selection-marker-picker');
  await picker.getByRole('button', { name: 'Red flag' }).click();
  await expect.poll(() => markersOf(page, 'a')).toEqual(['priority-3', 'task-done', 'flag-red']);
  await expect(picker.getByRole('button', { name: 'Red flag' })).toHaveAttribute('aria-pressed', 'true');
  await picker.getByRole('button', { name: 'Priority 3' }).click();
  await expect.poll(() => markersOf(page, 'a')).toEqual(['task-done', 'flag-red']);
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // The Appearance tab lists them and removes one.
  const b = await nodeCentre(page, 'b');
  await page.mouse.click(b.x, b.y);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as Hook).__mapa.documentStore.selection.nodes))
    .toEqual(['b']);
  await bar.getByRole('button', { name: 'Appearance' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await panel.getByTestId('marker-picker').getByRole('button', { name: 'Blue star' }).click();
  await expect.poll(() => markersOf(page, 'b')).toEqual(['star-blue']);
  await panel.getByRole('button', { name: 'Remove Blue star' }).click();
  await expect.poll(() => markersOf(page, 'b')).toBeUndefined();

  // Search finds a node by its marker's name.
  await clickEmptyCanvas(page);
  await page.keyboard.press('Control+f');
  await page.getByRole('textbox', { name: 'Search the map' }).fill('red flag');
  await expect(page.getByRole('list', { name: 'Search results' }).getByText('Write')).toBeVisible();
  await page.keyboard.press('Escape');

  // The text view shows them before the title.
  await page.getByRole('radiogroup', { name: 'View' }).locator('label').filter({ hasText: 'Text' }).click();
  const strip = page.getByTestId('marker-strip').first();
  await expect(strip.getByRole('img', { name: 'Done' })).toBeVisible();
  await expect(strip.getByRole('img', { name: 'Red flag' })).toBeVisible();
});
