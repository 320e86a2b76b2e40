import { expect, test, type Page } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// The first minutes of a new user (issue #11, defects 1, 2 and 5): where focus goes after adding a node, what the
// camera does when a node opens, and a right-click that leaves the canvas where it is.

async function nodeCount(page: Page): Promise<number> {
  return (await currentDocument(page)).nodes.length;
}

/** The active node's centre and right edge, the node panel's left edge (page px), and whether the camera glides. */
async function activeNodeAndPanel(page: Page) {
  return page.evaluate(() => {
    type Hook = {
      engine: {
        graphToScreen(p: { x: number; y: number }): { x: number; y: number };
        isCameraAnimating(): boolean;
      };
      documentStore: {
        activeNodeId: string | null;
        state: {
          getNode(id: string): {
            position: { x: number; y: number };
            data: { dimensions?: { width: number } };
          };
        };
      };
    };
    const hook = (window as unknown as { __mapa: Hook }).__mapa;
    const node = hook.documentStore.state.getNode(hook.documentStore.activeNodeId!);
    const canvas = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    const centre = hook.engine.graphToScreen(node.position);
    const width = node.data.dimensions?.width ?? 250;
    const right = hook.engine.graphToScreen({ x: node.position.x + width / 2, y: node.position.y });
    const panel = document.querySelector('aside[aria-label="Node panel"]')!.getBoundingClientRect();
    return {
      x: canvas.left + centre.x,
      y: canvas.top + centre.y,
      right: canvas.left + right.x,
      panelLeft: panel.left,
      animating: hook.engine.isCameraAnimating(),
    };
  });
}

test('after Add node the title field has the focus, even with an edge selected; typing never adds nodes', async ({
  page,
}) => {
  await openSeededMap(
    page,
    [
      { id: 'a', label: 'Alpha', x: -250, y: 0 },
      { id: 'b', label: 'Beta', x: 250, y: 0 },
    ],
    ['a>b'],
  );
  const a = await nodeCentre(page, 'a');
  const b = await nodeCentre(page, 'b');
  await page.mouse.click((a.x + b.x) / 2, (a.y + b.y) / 2);
  await expect(page.getByRole('toolbar', { name: 'Edge tools' })).toBeVisible();

  await page.getByRole('button', { name: 'Add node' }).click();
  const title = page.getByLabel('Node title');
  await expect(title).toBeFocused();
  await page.keyboard.type('nine new notes');
  await expect(title).toHaveValue('nine new notes');
  await expect.poll(() => nodeCount(page)).toBe(3);
  await expect
    .poll(async () => (await currentDocument(page)).nodes.map((n) => n.data.label).sort())
    .toEqual(['Alpha', 'Beta', 'nine new notes']);
});

test("'+ Add child' with the panel on Appearance: the Node tab opens with the title focused", async ({
  page,
}) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Photosynthesis', x: -300, y: 0 },
    { id: 'b', label: 'Chlorophyll', x: -300, y: 250 },
  ]);
  const a = await nodeCentre(page, 'a');
  await page.mouse.click(a.x, a.y);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');

  const b = await nodeCentre(page, 'b');
  await page.mouse.move(b.x, b.y);
  await page.getByRole('button', { name: '+ Add child' }).click();
  const title = page.getByLabel('Node title');
  await expect(title).toBeFocused();
  await page.keyboard.type('Light reactions');
  await expect(title).toHaveValue('Light reactions');
  await expect
    .poll(async () => (await currentDocument(page)).nodes.map((n) => n.data.label).sort())
    .toEqual(['Chlorophyll', 'Light reactions', 'Photosynthesis']);
  const doc = await currentDocument(page);
  const child = doc.nodes.find((n) => n.data.label === 'Light reactions');
  expect(child).toBeTruthy();
  expect(doc.edges.map((e) => `${e.data.source}>${e.data.target}`)).toEqual([`b>${child!.data.id}`]);
});

test('a new child far right is brought into view: never under the node panel', async ({ page }) => {
  // A chain reaching the right edge of the window: each Tab adds a child further right.
  await openSeededMap(page, [{ id: 'root', label: 'Root', x: 0, y: 0 }]);
  const root = await nodeCentre(page, 'root');
  await page.mouse.click(root.x, root.y);
  const title = page.getByLabel('Node title');
  for (const name of ['One', 'Two', 'Three']) {
    // Back on the canvas with the last node selected, Tab adds its child.
    const at = await activeNodeAndPanel(page);
    await page.mouse.click(at.x, at.y);
    await expect(title).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(title).toBeFocused();
    await page.keyboard.type(name);
    await expect(title).toHaveValue(name);
    // The camera settles with the active node clear of the panel and left of 62% of the window. Settled means the
    // glide has ended too: the node passes those marks mid-glide, and the next click, aimed at where it was then,
    // would miss it once the glide goes on (CI failed so on a busy machine).
    await expect
      .poll(async () => {
        const box = await activeNodeAndPanel(page);
        return !box.animating && box.right <= box.panelLeft && box.x <= 0.62 * 1440;
      })
      .toBe(true);
  }
  // The selection bar of the new node never reaches over the panel.
  const bar = page.getByRole('toolbar', { name: 'Selection tools' });
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const panelBox = (await page.getByRole('complementary', { name: 'Node panel' }).boundingBox())!;
  expect(barBox.x + barBox.width).toBeLessThanOrEqual(panelBox.x);
});

test('opening the panel on a node near the left edge does not shift the canvas', async ({ page }) => {
  await openSeededMap(page, [
    { id: 'left', label: 'Left', x: -420, y: 0 },
    { id: 'right', label: 'Right', x: 420, y: 0 },
  ]);
  const before = await nodeCentre(page, 'left');
  await page.mouse.click(before.x, before.y);
  await expect(page.getByRole('complementary', { name: 'Node panel' })).toBeVisible();
  // Wait until the engine has taken the narrower canvas (its drawing buffer follows the container).
  await page.waitForFunction(() => {
    const container = document.querySelector<HTMLElement>('[data-testid="map-canvas"]')!;
    return container.querySelector('canvas')!.clientWidth === container.clientWidth;
  });
  const after = await nodeCentre(page, 'left');
  expect(Math.abs(after.x - before.x)).toBeLessThan(2);
  expect(Math.abs(after.y - before.y)).toBeLessThan(2);
});

test('right-click on a node opens its menu there without selecting it or moving the canvas', async ({
  page,
}) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Alpha', x: 0, y: 0 },
    { id: 'b', label: 'Beta', x: 420, y: 120 },
  ]);
  const b = await nodeCentre(page, 'b');
  await page.mouse.click(b.x, b.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Node menu' });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Node panel' })).toHaveCount(0);
  const after = await nodeCentre(page, 'b');
  expect(Math.abs(after.x - b.x)).toBeLessThan(2);
  expect(Math.abs(after.y - b.y)).toBeLessThan(2);
  const box = (await menu.boundingBox())!;
  // The menu opens at the pointer, on the node.
  expect(Math.abs(box.x - b.x)).toBeLessThan(10);
  expect(Math.abs(box.y - b.y)).toBeLessThan(10);
  // Its commands act on that node.
  await menu.getByRole('menuitem', { name: 'Clone' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);
});
