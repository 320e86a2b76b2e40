import { expect, test, type Page } from '@playwright/test';
import { currentDocument } from './helpers';
import { openSeededMap, storedDocument, waitSaved } from './canvasEditingHelpers';

// The version history (issue #16): an edit keeps a version, which is shown read-only on the canvas, restored as one
// change that is saved like any other, and undone.

async function openSidebarTab(page: Page, name: string): Promise<void> {
  const rail = page.getByRole('navigation', { name: 'Sidebar tabs' });
  await rail.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

/** What the canvas shows at a node's place (graph coordinates from the live map): that node, or not. */
async function canvasShows(page: Page, nodeId: string): Promise<boolean> {
  return page.evaluate((id) => {
    interface Hook {
      engine: {
        graphToScreen(p: { x: number; y: number }): { x: number; y: number };
        hitTest(p: { x: number; y: number }): { kind: string; id?: string };
      };
      documentStore: { state: { getNode(id: string): { position: { x: number; y: number } } } };
    }
    const hook = (window as unknown as { __mapa: Hook }).__mapa;
    const hit = hook.engine.hitTest(hook.engine.graphToScreen(hook.documentStore.state.getNode(id).position));
    return hit.kind === 'node' && hit.id === id;
  }, nodeId);
}

const labels = async (page: Page) => (await currentDocument(page)).nodes.map((n) => n.data.label).sort();

test('an edit keeps a version; it is viewed read-only, restored as one saved change, and the restore undone', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(page, [
    { id: 'alpha', label: 'Alpha', x: -160, y: 0 },
    { id: 'beta', label: 'Beta', x: 160, y: 0 },
  ]);

  // The edit: nodes imported into the map (an import always keeps the map as it was first).
  await openSidebarTab(page, 'Import');
  const importer = page.getByRole('region', { name: 'Import' });
  await importer.getByRole('tab', { name: 'From web' }).click();
  await importer.getByLabel('Text to import').fill('mindmap\n  root((Ideas))\n    One\n    Two');
  await importer.getByRole('button', { name: 'Import text' }).click();
  await expect(importer.getByText('3 nodes imported')).toBeVisible();
  await waitSaved(page);
  const imported = (await currentDocument(page)).nodes.find((n) => n.data.label === 'Ideas')!.data.id;

  await openSidebarTab(page, 'Version history');
  const history = page.getByRole('region', { name: 'Version history' });
  const rows = history.getByTestId('version-row');
  // The map now, the version kept before the import, and the one kept before the seeding upload.
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Current version');
  await expect(rows.nth(1)).toContainText('Before an import');
  await expect(rows.nth(1)).toContainText('2 nodes added');
  await expect(rows.nth(1)).toContainText(owner);
  await expect(rows.nth(2)).toContainText('Before an upload');
  await page.screenshot({ path: 'test-results/versions/history-panel.png' });

  // Viewing it: the canvas shows the version, read-only, while the map itself is untouched.
  await rows
    .nth(1)
    .getByRole('button', { name: /^View this version/ })
    .click();
  const banner = page.getByTestId('version-banner');
  await expect(banner).toContainText('Viewing the version of');
  await expect(rows.nth(1)).toHaveAttribute('data-selected', 'true');
  await expect.poll(() => canvasShows(page, imported)).toBe(false);
  await expect.poll(() => canvasShows(page, 'alpha')).toBe(true);
  expect(await labels(page)).toEqual(['Alpha', 'Beta', 'Ideas', 'One', 'Two']);
  await expect(page.getByRole('button', { name: 'Add node' })).toBeHidden();
  await page.screenshot({ path: 'test-results/versions/viewing-version.png' });

  // Back, then view again and restore: one change, saved and pushed like any edit.
  await banner.getByRole('button', { name: 'Back to the current map' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => canvasShows(page, imported)).toBe(true);
  await rows
    .nth(1)
    .getByRole('button', { name: /^View this version/ })
    .click();
  await expect(banner).toBeVisible();
  await rows.nth(1).getByRole('button', { name: 'Restore' }).click();
  await expect(banner).toBeHidden();
  await expect.poll(() => labels(page)).toEqual(['Alpha', 'Beta']);
  await expect.poll(() => canvasShows(page, 'alpha')).toBe(true);
  await waitSaved(page);
  await expect
    .poll(async () => (await storedDocument(page, id, owner)).nodes.length, { timeout: 20_000 })
    .toBe(2);
  // The server kept the map as it was before the restore.
  await expect(rows.nth(1)).toContainText('Before a restore');
  await expect(rows).toHaveCount(4);

  // One undo brings the whole import back, and that is saved too.
  await page.getByTestId('controls-undo').click();
  await expect.poll(() => labels(page)).toEqual(['Alpha', 'Beta', 'Ideas', 'One', 'Two']);
  await waitSaved(page);
  await expect
    .poll(async () => (await storedDocument(page, id, owner)).nodes.length, { timeout: 20_000 })
    .toBe(5);
});
