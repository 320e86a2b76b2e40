import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre } from './helpers';
import { openSeededMap, storedDocument } from './canvasEditingHelpers';

/** Stores the map again with `settings.defaultViewMode` set, then reopens it. */
async function reopenIn(page: Page, id: string, owner: string, mode: 'flashcards'): Promise<void> {
  const doc = await storedDocument(page, id, owner);
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    // `*`: replace whatever revision is stored (the test reopens the map right after).
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '*' },
    data: { ...doc, settings: { defaultViewMode: mode } },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  // As in openSeededMap: on a shared, busy machine loading the bundle and starting WebGL takes a while.
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
}

const viewMode = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __mapa: { uiStore: { viewMode: string } } }).__mapa.uiStore.viewMode,
  );

test('flashcards view (spec §2.10, §5): no Expand/Collapse or other edits; selecting still works', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(
    page,
    [
      { id: 'root', label: 'Root', x: 0, y: 0 },
      { id: 'kid', label: 'Kid', x: 400, y: 0 },
    ],
    ['root>kid'],
  );
  await reopenIn(page, id, owner, 'flashcards');
  expect(await viewMode(page)).toBe('flashcards');
  const selectionBar = page.getByRole('toolbar', { name: 'Selection tools' });
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toHaveCount(0);
  // No left sidebar in flashcards view (spec §2.7).
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);

  // The cards are dealt in a row of their own (spec §4.8); the first one is focused in the canvas centre.
  await page.getByRole('dialog', { name: 'Flashcards' }).getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('toolbar', { name: 'Card tools' }).getByText('Card 1 of 2')).toBeVisible();
  const canvas = (await page.getByTestId('map-canvas').boundingBox())!;
  // The camera rests on a card in the centre.
  await page.waitForFunction(() => {
    type Engine = { isCameraAnimating(): boolean; hitTest(p: { x: number; y: number }): { kind: string } };
    const { engine } = (window as unknown as { __mapa: { engine: Engine } }).__mapa;
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return (
      !engine.isCameraAnimating() && engine.hitTest({ x: rect.width / 2, y: rect.height / 2 }).kind === 'node'
    );
  });

  // Selecting a card (a parent in the map) shows no button bar, so no Expand/Collapse.
  await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height / 2);
  await expect(page.getByLabel('Node title')).toHaveValue(/^(Root|Kid)$/);
  await expect(selectionBar).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Collapse' })).toHaveCount(0);

  // Keyboard edits and dragging the card change nothing (the open node panel moved it on screen: measure again).
  await page.getByTestId('map-canvas').focus();
  for (const key of ['Delete', 'n', 'Tab']) await page.keyboard.press(key);
  const now = (await page.getByTestId('map-canvas').boundingBox())!;
  const from = { x: now.x + now.width / 2, y: now.y + now.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
  await page.mouse.up();
  // What the keys or the drag would change is applied as they are handled, before Playwright's input calls return;
  // a frame drawn after them proves the page has moved on.
  await page.evaluate(() =>
    (window as unknown as { __mapa: { engine: { nextFrame(): Promise<void> } } }).__mapa.engine.nextFrame(),
  );
  const doc = await currentDocument(page);
  expect(doc.nodes.map((n) => [n.data.id, n.position])).toEqual([
    ['root', { x: 0, y: 0 }],
    ['kid', { x: 400, y: 0 }],
  ]);

  // Back in mind-map view the same selection offers the bar with Collapse: the checks above can fail.
  await page.evaluate(() =>
    (
      window as unknown as { __mapa: { uiStore: { setViewMode(m: string): void } } }
    ).__mapa.uiStore.setViewMode('mindmap'),
  );
  const again = await nodeCentre(page, 'root');
  await page.mouse.click(again.x, again.y);
  await expect(selectionBar.getByRole('button', { name: 'Collapse' })).toBeVisible();
  // The drawing toolbar is back for editing, hidden only while something is selected (spec §2.2).
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
});
