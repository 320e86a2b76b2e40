import { expect, test, type Page } from '@playwright/test';
import { clickEmptyCanvas, openSeededMap } from './canvasEditingHelpers';
import { nodeCentre } from './helpers';

// Spec §2.1: while a node, an edge or a context item is open, the browser's Back closes it instead of navigating.

const selectedEdges = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __mapa: { documentStore: { selection: { edges: string[] } } } }).__mapa
        .documentStore.selection.edges.length,
  );

const itemEntry = (page: Page) =>
  page.waitForFunction(
    () => (history.state as { usr?: { mapaPanel?: boolean } } | null)?.usr?.mapaPanel === true,
  );

test('Back closes an open edge toolbar and an open context menu, and stays on the map', async ({ page }) => {
  const { id } = await openSeededMap(
    page,
    [
      { id: 'a', label: 'Alpha', x: -300, y: 0 },
      { id: 'b', label: 'Beta', x: 300, y: 0 },
    ],
    ['a>b'],
  );
  const mapPath = `/maps/${id}`;

  // The edge: selecting it opens the edge toolbar; Back closes it and deselects the edge.
  const a = await nodeCentre(page, 'a');
  const b = await nodeCentre(page, 'b');
  await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  const edgeBar = page.getByRole('toolbar', { name: 'Edge tools' });
  await expect(edgeBar).toBeVisible();
  await itemEntry(page);
  await page.goBack();
  await expect(edgeBar).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(mapPath);
  await expect.poll(() => selectedEdges(page)).toBe(0);

  // The context menu on the canvas: Back closes it.
  await clickEmptyCanvas(page);
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  await page.mouse.click(box.x + 80, box.y + box.height - 140, { button: 'right' });
  const canvasMenu = page.getByRole('menu', { name: 'Canvas menu' });
  await expect(canvasMenu).toBeVisible();
  await itemEntry(page);
  await page.goBack();
  await expect(canvasMenu).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(mapPath);

  // A node's context menu: Back closes it too (and the node panel it came with).
  const a2 = await nodeCentre(page, 'a');
  await page.mouse.click(a2.x, a2.y, { button: 'right' });
  const nodeMenu = page.getByRole('menu', { name: 'Node menu' });
  await expect(nodeMenu).toBeVisible();
  await itemEntry(page);
  await page.goBack();
  await expect(nodeMenu).toBeHidden();
  await expect(page.getByLabel('Node title')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(mapPath);

  // Closed by other means (Escape), the item leaves no entry behind: Back now leaves the map.
  const a3 = await nodeCentre(page, 'a');
  const b3 = await nodeCentre(page, 'b');
  await page.mouse.click((a3.x + b3.x) / 2, (a3.y + b3.y) / 2);
  await expect(edgeBar).toBeVisible();
  await itemEntry(page);
  await clickEmptyCanvas(page);
  await expect(edgeBar).toBeHidden();
  await page.waitForFunction(
    () => (history.state as { usr?: { mapaPanel?: boolean } } | null)?.usr?.mapaPanel !== true,
  );
  await page.goBack();
  await expect(page).not.toHaveURL(new RegExp(`${mapPath}$`));
});

test('Back pressed at once, before the page has caught up with the opened item, still closes it', async ({
  page,
}) => {
  const { id } = await openSeededMap(
    page,
    [
      { id: 'a', label: 'Alpha', x: -300, y: 0 },
      { id: 'b', label: 'Beta', x: 300, y: 0 },
    ],
    ['a>b'],
  );
  const edgeBar = page.getByRole('toolbar', { name: 'Edge tools' });
  for (let round = 0; round < 3; round++) {
    // Selecting pushes the item's entry at once; Back follows in the same task, before React renders that entry
    // (what a busy machine does between a click and a quick Back).
    await page.evaluate(() => {
      const hook = (window as unknown as { __mapa: { engine: { select(s: object): void } } }).__mapa;
      hook.engine.select({ nodes: [], edges: ['a>b'] });
      history.back();
    });
    await expect.poll(() => selectedEdges(page)).toBe(0);
    await expect(edgeBar).toBeHidden();
    expect(new URL(page.url()).pathname).toBe(`/maps/${id}`);
  }
});
