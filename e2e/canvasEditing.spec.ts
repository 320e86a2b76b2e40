import { expect, test } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { clickEmptyCanvas, expectStored, openSeededMap, storedDocument } from './canvasEditingHelpers';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

test('keyboard: Tab child, Enter sibling, arrows, n, copy/paste at the pointer, Escape, delete', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(page, [
    { id: 'root', label: 'Root', x: 0, y: 0 },
    { id: 'east', label: 'East', x: 500, y: 0 },
  ]);
  const root = await nodeCentre(page, 'root');
  await page.mouse.click(root.x, root.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Root');

  // Tab adds a connected child; its empty title takes the focus, so typing names it.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Node title')).toBeFocused();
  await page.keyboard.type('Child');
  await expect
    .poll(async () => (await currentDocument(page)).nodes.some((n) => n.data.label === 'Child'))
    .toBe(true);
  let doc = await currentDocument(page);
  const child = doc.nodes.find((n) => n.data.label === 'Child')!;
  expect(doc.edges.some((e) => e.data.source === 'root' && e.data.target === child.data.id)).toBe(true);

  // Enter on the child adds a sibling under the same parent.
  const c = await nodeCentre(page, child.data.id);
  await page.mouse.click(c.x, c.y);
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sibling');
  await expect
    .poll(async () => (await currentDocument(page)).nodes.some((n) => n.data.label === 'Sibling'))
    .toBe(true);
  doc = await currentDocument(page);
  const sibling = doc.nodes.find((n) => n.data.label === 'Sibling')!;
  expect(doc.edges.find((e) => e.data.target === sibling.data.id)!.data.source).toBe('root');

  // Arrows move the selection to the nearest node in that direction.
  let r = await nodeCentre(page, 'root');
  await page.mouse.click(r.x, r.y);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Node title')).not.toHaveValue('Root');
  // The camera glides to show the selected node, which can push the root off the canvas:
  // Fit brings the whole map back before the root is clicked.
  await page.getByRole('button', { name: 'Fit' }).click();
  r = await nodeCentre(page, 'root');
  await page.mouse.click(r.x, r.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Root');

  // Ctrl+C stores copiedElements; Ctrl+V pastes at the pointer.
  await page.keyboard.press(`${mod}+c`);
  const copied = await page.evaluate(() => localStorage.getItem('copiedElements'));
  expect(JSON.parse(copied!)).toEqual({ nodes: ['root'], edges: [], images: [] });
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + box.height - 200);
  await page.keyboard.press(`${mod}+v`);
  await expect
    .poll(async () => (await currentDocument(page)).nodes.filter((n) => n.data.label === 'Root').length)
    .toBe(2);
  const pasted = (await currentDocument(page)).nodes.find(
    (n) => n.data.label === 'Root' && n.data.id !== 'root',
  )!;
  const at = await nodeCentre(page, pasted.data.id);
  expect(Math.abs(at.x - (box.x + 200))).toBeLessThan(3);
  expect(Math.abs(at.y - (box.y + box.height - 200))).toBeLessThan(3);

  // Delete removes the pasted node; Escape clears the selection; 'n' adds a node.
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(4);
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Node title')).toHaveCount(0);
  await page.keyboard.press('n');
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(5);

  await expectStored(page, id, owner, (stored) => {
    expect(stored.nodes.map((n) => n.data.label).sort()).toEqual(['', 'Child', 'East', 'Root', 'Sibling']);
    expect(stored.edges).toHaveLength(2);
  });
});

test('selection bar, appearance tab and edge toolbar change the saved document', async ({ page }) => {
  const { id, owner } = await openSeededMap(
    page,
    [
      { id: 'a', label: 'Alpha', x: -300, y: 0 },
      { id: 'b', label: 'Beta', x: 300, y: 0 },
    ],
    ['a>b'],
  );
  const a = await nodeCentre(page, 'a');
  await page.mouse.click(a.x, a.y);
  const bar = page.getByRole('toolbar', { name: 'Selection tools' });
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Collapse' }).click();
  await expect
    .poll(async () => (await currentDocument(page)).nodes.find((n) => n.data.id === 'b')!.data)
    .toMatchObject({ visibility: 'hidden' });
  await bar.getByRole('button', { name: 'Expand' }).click();
  await bar.getByRole('button', { name: 'Lock' }).click();
  await expect(bar.getByRole('button', { name: 'Unlock' })).toBeVisible();
  await bar.getByRole('button', { name: 'Clone' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);

  // Appearance: shape, colours stay as they are, text position and font size.
  const a2 = await nodeCentre(page, 'a');
  await page.mouse.click(a2.x, a2.y);
  await bar.getByRole('button', { name: 'Appearance' }).click();
  await page.getByRole('radio', { name: 'Ellipse' }).click();
  await page.getByRole('radio', { name: 'Top' }).check();
  await page.getByRole('combobox', { name: 'Font size' }).click();
  await page.getByRole('option', { name: '30', exact: true }).click();
  await page.screenshot({ path: 'test-results/appearance.png' });

  // The edge toolbar: title (Enter commits), direction, curve, width; Escape reverts a draft.
  await clickEmptyCanvas(page);
  const a3 = await nodeCentre(page, 'a');
  const b = await nodeCentre(page, 'b');
  await page.mouse.click((a3.x + b.x) / 2, (a3.y + b.y) / 2);
  const edgeBar = page.getByRole('toolbar', { name: 'Edge tools' });
  await expect(edgeBar).toBeVisible();
  const title = edgeBar.getByPlaceholder('Edge title...');
  await title.fill('leads to');
  await title.press('Enter');
  await title.fill('abandoned');
  await title.press('Escape');
  await expect(title).toHaveValue('leads to');
  await edgeBar.getByRole('button', { name: 'Direction' }).click();
  await edgeBar.getByRole('combobox', { name: 'Curve' }).click();
  await page.getByRole('option', { name: 'Taxi' }).click();
  await edgeBar.getByLabel('Edge width', { exact: true }).fill('4');
  await page.screenshot({ path: 'test-results/edge-toolbar.png' });

  await expectStored(page, id, owner, (stored) => expect(stored.edges[0].data.width).toBe(4));
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  const stored = await storedDocument(page, id, owner);
  const alpha = stored.nodes.find((n) => n.data.id === 'a')!;
  expect(alpha.locked).toBe(true);
  expect(alpha.data).toMatchObject({ shape: 'ellipse', textPosition: 'top', textSize: 30, collapsed: false });
  expect(stored.nodes.find((n) => n.data.id === 'b')!.data.visibility).toBe('visible');
  const clone = stored.nodes.find((n) => n.data.id !== 'a' && n.data.label === 'Alpha')!;
  expect(clone.position).toEqual({ x: -200, y: 100 });
  expect(stored.edges[0].data).toMatchObject({
    label: 'leads to',
    direction: 'two-way',
    shape: 'taxi',
    width: 4,
  });
});

test('context menus rename, order and recolour; search finds titles and content', async ({ page }) => {
  const { id, owner } = await openSeededMap(page, [
    {
      id: 'p',
      label: 'Planets',
      x: -250,
      y: 0,
      description: '<p>Mercury and Venus are the inner planets.</p>',
    },
    { id: 'm', label: 'Moons', x: 250, y: 0, description: '<p>Venus has none.</p>' },
  ]);
  const p = await nodeCentre(page, 'p');
  await page.mouse.click(p.x, p.y, { button: 'right' });
  const menu = page.getByRole('menu', { name: 'Node menu' });
  await menu.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByPlaceholder('New Name').fill('Worlds');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect
    .poll(async () => (await currentDocument(page)).nodes.find((n) => n.data.id === 'p')!.data.label)
    .toBe('Worlds');
  const p2 = await nodeCentre(page, 'p');
  await page.mouse.click(p2.x, p2.y, { button: 'right' });
  await page.getByRole('menuitem', { name: 'Bring to front' }).click();

  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  await page.mouse.click(box.x + 60, box.y + box.height - 120, { button: 'right' });
  await page
    .getByRole('menu', { name: 'Canvas menu' })
    .getByRole('menuitem', { name: 'Background Color' })
    .click();
  await page.getByRole('button', { name: 'OK' }).click();

  // Search: the label reads Ctrl+F here; content results carry context and the match in bold.
  await clickEmptyCanvas(page);
  await expect(page.getByRole('button', { name: 'Search (Ctrl+F)' })).toBeVisible();
  await page.keyboard.press('Control+f');
  const input = page.getByRole('textbox', { name: 'Search the map' });
  await input.fill('venus');
  // No title matches: the mode switches to content by itself.
  await expect(page.getByRole('button', { name: 'Content (2)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Title (0)' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  await expect(results.locator('strong').first()).toHaveText('Venus');
  await input.fill('moo');
  await expect(page.getByRole('button', { name: 'Title (1)' })).toHaveAttribute('aria-pressed', 'true');
  await results.getByRole('listitem').first().click();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            window as unknown as { __mapa: { engine: { getViewport(): { zoom: number } } } }
          ).__mapa.engine.getViewport().zoom,
      ),
    )
    .toBeCloseTo(1.1, 2);

  await expectStored(page, id, owner, (stored) => {
    expect(stored.nodes.find((n) => n.data.id === 'p')!.data.label).toBe('Worlds');
    expect(stored.canvas?.nodesOrder?.at(-1)).toBe('p');
    expect(stored.canvas?.backgroundColor).toBeTruthy();
  });
});
