import { expect, test, type Page } from '@playwright/test';
import { currentDocument, signUp, uniqueEmail } from './helpers';

// The structures of issue 36 chosen in Map settings: the timeline and the fishbone lay the map out in the worker
// and the positions come back into the document.

type Positions = Record<string, { x: number; y: number }>;

/** Root with three children, the first with two: added through the editor's store as one change. */
async function addTree(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hook = (window as unknown as { __mapa: { documentStore: { apply(tx: unknown): void } } }).__mapa;
    const parents: Record<string, string> = { a: 'root', b: 'root', c: 'root', a1: 'a', a2: 'a' };
    const ids = ['root', ...Object.keys(parents)];
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

async function templateEngine(page: Page): Promise<string | undefined> {
  const doc = (await currentDocument(page)) as unknown as { settings: { templateEngine?: string } | null };
  return doc.settings?.templateEngine;
}

async function positions(page: Page): Promise<Positions> {
  const doc = await currentDocument(page);
  return Object.fromEntries(doc.nodes.map((n) => [n.data.id, n.position]));
}

async function chooseTemplate(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Map settings' }).click();
  const panel = page.getByRole('region', { name: 'Map settings' });
  // Covers are drawn by the engine off screen; every card gets one, the new structures too.
  await expect(panel.locator('[data-testid="template-card"] img')).toHaveCount(13, { timeout: 60_000 });
  await panel.getByRole('button', { name }).click();
  await expect(panel).toBeHidden();
}

test('choosing the timeline, then the fishbone, in Map settings lays the map out by each', async ({
  page,
}) => {
  await signUp(page, 'Tim Line', uniqueEmail('structures'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await addTree(page);

  await chooseTemplate(page, /^timeline/i);
  // Events along the spine to the right of the root, alternating above and below; details away from the spine.
  await expect
    .poll(async () => {
      const p = await positions(page);
      return p.a.y < p.root.y && p.b.y > p.root.y && p.c.y < p.root.y;
    })
    .toBe(true);
  let p = await positions(page);
  expect(p.root.x).toBeLessThan(p.a.x);
  expect(p.a.x).toBeLessThan(p.b.x);
  expect(p.b.x).toBeLessThan(p.c.x);
  expect(p.a1.y).toBeLessThan(p.a.y);
  expect(await templateEngine(page)).toBe('TimelineTemplate');

  await chooseTemplate(page, /^fishbone/i);
  // Causes left of the head, alternating above and below the spine; sub-causes between their cause and it.
  await expect
    .poll(async () => {
      const q = await positions(page);
      return q.a.x < q.root.x && q.b.x < q.root.x && q.a1.y > q.a.y && q.a1.y < q.root.y;
    })
    .toBe(true);
  p = await positions(page);
  expect(p.a.y).toBeLessThan(p.root.y);
  expect(p.b.y).toBeGreaterThan(p.root.y);
  expect(p.a2.y).toBeGreaterThan(p.a1.y);
  expect(p.a2.y).toBeLessThan(p.root.y);
  expect(await templateEngine(page)).toBe('FishboneTemplate');
});
