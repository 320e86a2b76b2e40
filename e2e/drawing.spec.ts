import { expect, test } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { expectStored, openSeededMap } from './canvasEditingHelpers';

interface Drawing {
  paths: {
    points: { x: number; y: number }[];
    strokeWidth: number;
    strokeColor: string;
    coordSpace?: string;
  }[];
  texts: { x: number; y: number; text: string; fontSize: number; color: string }[];
}

async function drawingOf(page: import('@playwright/test').Page): Promise<Drawing | undefined> {
  const doc = (await currentDocument(page)) as unknown as { canvas: { drawingData?: Drawing } | null };
  return doc.canvas?.drawingData;
}

test('drawing toolbar: draw, text annotations, erase, clear; the canvas stays put meanwhile', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(page, [{ id: 'n', label: 'Sketch', x: 0, y: 0 }]);
  const toolbar = page.getByRole('toolbar', { name: 'Drawing tools' });
  const zoom = () => page.getByTestId('zoom-level').textContent();
  const zoomBefore = await zoom();

  // Draw: a stroke across the node neither moves it nor pans the view; the wheel does not zoom.
  await toolbar.getByRole('button', { name: 'Draw' }).click();
  await expect(page.getByRole('group', { name: 'Drawing options' })).toContainText('Stroke width: 3');
  const n = await nodeCentre(page, 'n');
  await page.mouse.move(n.x - 150, n.y - 100);
  await page.mouse.down();
  await page.mouse.move(n.x, n.y, { steps: 6 });
  await page.mouse.move(n.x + 150, n.y - 100, { steps: 6 });
  await page.mouse.up();
  await expect.poll(async () => (await drawingOf(page))?.paths.length).toBe(1);
  const path = (await drawingOf(page))!.paths[0];
  expect(path).toMatchObject({ strokeWidth: 3, strokeColor: '#000000', coordSpace: 'graph' });
  expect(path.points.length).toBeGreaterThan(3);
  expect((await currentDocument(page)).nodes[0].position).toEqual({ x: 0, y: 0 });
  await page.mouse.wheel(0, -400);
  expect(await zoom()).toBe(zoomBefore);

  // Text: the prompt 'Enter text:' places a 16 px annotation; blank text is ignored.
  await toolbar.getByRole('button', { name: 'Text' }).click();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Enter text:');
    void dialog.accept('Remember this');
  });
  await page.mouse.click(n.x + 200, n.y + 150);
  await expect.poll(async () => (await drawingOf(page))?.texts.length).toBe(1);
  expect((await drawingOf(page))!.texts[0]).toMatchObject({
    text: 'Remember this',
    fontSize: 16,
    color: '#000000',
  });
  // The prompt is synchronous: once it is answered, the page has either added the text or ignored it, so what the
  // next evaluation sees is the answer (no waiting for time).
  const answered = new Promise<void>((resolve) =>
    page.once('dialog', (dialog) => void dialog.accept('   ').then(resolve)),
  );
  await page.mouse.click(n.x - 200, n.y + 150);
  await answered;
  expect((await drawingOf(page))!.texts).toHaveLength(1);
  await page.screenshot({ path: 'test-results/drawing.png' });

  // Erase: rubbing over the stroke removes it and keeps the text.
  await toolbar.getByRole('button', { name: 'Erase' }).click();
  await page.mouse.move(n.x - 40, n.y - 60);
  await page.mouse.down();
  await page.mouse.move(n.x + 40, n.y + 20, { steps: 10 });
  await page.mouse.up();
  await expect.poll(async () => (await drawingOf(page))?.paths.length).toBe(0);
  expect((await drawingOf(page))!.texts).toHaveLength(1);

  await expectStored(page, id, owner, (doc) => {
    const drawing = (doc.canvas as { drawingData?: Drawing }).drawingData!;
    expect(drawing.paths).toHaveLength(0);
    expect(drawing.texts.map((t) => t.text)).toEqual(['Remember this']);
  });

  await page.getByRole('button', { name: 'Clear All Drawings' }).click();
  await expect.poll(async () => (await drawingOf(page))?.texts.length).toBe(0);
  // Undo brings the annotation back.
  await toolbar.getByRole('button', { name: 'Select' }).click();
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+z' : 'Control+z');
  await expect.poll(async () => (await drawingOf(page))?.texts.length).toBe(1);
});

test('grid: the toggle shows it and dragged nodes snap to 90', async ({ page }) => {
  const { id, owner } = await openSeededMap(page, [{ id: 'g', label: 'Grid', x: 0, y: 0 }]);
  const gridButton = page.getByRole('button', { name: 'Grid' });
  await gridButton.click();
  await expect(gridButton).toHaveAttribute('aria-pressed', 'true');
  const g = await nodeCentre(page, 'g');
  await page.mouse.move(g.x, g.y);
  await page.mouse.down();
  await page.mouse.move(g.x + 60, g.y + 20, { steps: 4 });
  await page.mouse.move(g.x + 130, g.y + 70, { steps: 4 });
  await page.mouse.up();
  await page.screenshot({ path: 'test-results/grid.png' });
  await expectStored(page, id, owner, (doc) => {
    const { x, y } = doc.nodes[0].position;
    expect(x % 90).toBe(0);
    expect(y % 90).toBe(0);
    expect(x).not.toBe(0);
  });
});
