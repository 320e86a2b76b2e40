import { expect, test, type Page } from '@playwright/test';
import { currentDocument, signUp, uniqueEmail } from './helpers';

interface Doc {
  nodes: { position: { x: number; y: number }; data: { id: string } }[];
  settings: { templateEngine?: string; templateApplied?: boolean } | null;
}

/** Root with two children, the first with two children: added through the editor's store as one change. */
async function addSmallTree(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hook = (window as unknown as { __mapa: { documentStore: { apply(tx: unknown): void } } }).__mapa;
    const ids = ['root', 'a', 'b', 'a1', 'a2'];
    const parents: Record<string, string> = { a: 'root', b: 'root', a1: 'a', a2: 'a' };
    const ops: unknown[] = ids.map((id, i) => ({
      type: 'node.add',
      orderIndex: i,
      node: { position: { x: i * 40, y: i * 25 }, data: { id, label: id.toUpperCase() } },
    }));
    for (const [child, parent] of Object.entries(parents))
      ops.push({
        type: 'edge.add',
        edge: { data: { id: `${parent}-${child}`, source: parent, target: child } },
      });
    hook.documentStore.apply({ id: 'seed', label: 'node.created', source: 'user', ops });
  });
}

async function documentNow(page: Page): Promise<Doc> {
  return (await currentDocument(page)) as unknown as Doc;
}

const pos = (doc: Doc, id: string) => doc.nodes.find((n) => n.data.id === id)!.position;

async function chooseTemplate(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Map settings' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText('Layout Settings')).toBeVisible();
  // Covers are drawn by the engine off screen; every card gets one.
  await expect(panel.locator('[data-testid="template-card"] img')).toHaveCount(8, { timeout: 30_000 });
  await panel.getByRole('button', { name }).click();
  await expect(panel).toBeHidden();
}

test('switching templates from the settings panel lays the map out, animates, and saves', async ({
  page,
}) => {
  await signUp(page, 'Layla Out', uniqueEmail('layout'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await addSmallTree(page);

  await chooseTemplate(page, /horizontal tree/i);
  // Applied after the 1 s wait, in the worker: children end up right of their parents, a rank apart.
  await expect
    .poll(async () => {
      const doc = await documentNow(page);
      return pos(doc, 'a1').x - pos(doc, 'a').x;
    })
    .toBeGreaterThanOrEqual(300);
  let doc = await documentNow(page);
  expect(doc.settings).toMatchObject({ templateEngine: 'Tree LR', templateApplied: true });
  expect(pos(doc, 'a').x - pos(doc, 'root').x).toBeGreaterThanOrEqual(300);
  expect(pos(doc, 'a').x).toBe(pos(doc, 'b').x);
  await page.screenshot({ path: 'test-results/layout-tree-lr.png' });

  await chooseTemplate(page, /org chart/i);
  await expect
    .poll(async () => {
      const d = await documentNow(page);
      return pos(d, 'a1').y - pos(d, 'a').y;
    })
    .toBeGreaterThanOrEqual(120);
  doc = await documentNow(page);
  expect(pos(doc, 'a').y).toBe(pos(doc, 'b').y);
  expect(doc.settings?.templateEngine).toBe('OrganogramTemplate');

  // Choosing the org chart was one undo step: one Undo brings back the horizontal tree, positions and all.
  const orgChart = doc;
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  const undone = await documentNow(page);
  expect(undone.settings).toMatchObject({ templateEngine: 'Tree LR', templateApplied: true });
  expect(pos(undone, 'a1').x - pos(undone, 'a').x).toBeGreaterThanOrEqual(300);
  await page.getByRole('banner').getByRole('button', { name: 'Redo' }).click();
  doc = await documentNow(page);
  expect(doc.settings).toMatchObject({ templateEngine: 'OrganogramTemplate', templateApplied: true });
  for (const id of ['root', 'a', 'b', 'a1', 'a2']) expect(pos(doc, id)).toEqual(pos(orgChart, id));

  // Saved: after a reload the map comes back laid out by the org chart.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
  const before = doc;
  await page.reload();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  const after = await documentNow(page);
  expect(after.settings?.templateEngine).toBe('OrganogramTemplate');
  for (const id of ['root', 'a', 'b', 'a1', 'a2']) expect(pos(after, id)).toEqual(pos(before, id));
  await page.getByRole('button', { name: 'Map settings' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /org chart/i })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('dialog').locator('[data-testid="template-card"] img')).toHaveCount(8, {
    timeout: 30_000,
  });
  await page.screenshot({ path: 'test-results/layout-settings-panel.png' });
});
