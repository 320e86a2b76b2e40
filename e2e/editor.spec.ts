import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre, signUp, uniqueEmail } from './helpers';

async function dragBy(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

async function activeNodeIds(page: Page): Promise<string[]> {
  const doc = await currentDocument(page);
  return doc.nodes.map((n) => n.data.id);
}

async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
}

test('a new user builds a small map, and everything is there after a reload', async ({ page, browser }) => {
  // Through the sign-up page, as a new user does (other specs make their accounts through the route).
  await signUp(page, 'Ada Lovelace', uniqueEmail('ada'), undefined, { form: true });
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
  const mapUrl = page.url();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await expect(page.getByTestId('empty-map-hint')).toContainText('This map is empty');
  // The text view of an empty map says so (spec §2.19), and the switch goes back to the canvas.
  const views = page.getByRole('radiogroup', { name: 'View' });
  await views.locator('label').filter({ hasText: 'Text' }).click();
  await expect(
    page.getByRole('complementary', { name: 'Pages' }).getByText('No pages available'),
  ).toBeVisible();
  await expect(page.getByTestId('count-all')).toHaveText('0');
  await views.locator('label').filter({ hasText: 'Mind map' }).click();
  await expect(page.getByTestId('empty-map-hint')).toBeVisible();

  const mapTitle = page.getByLabel('Map title');
  await mapTitle.fill('Solar system');
  await mapTitle.press('Tab');
  await expect(page).toHaveTitle('Solar system | Mapa');

  // Add three nodes, naming each and writing its content; spread them apart by dragging on the canvas.
  const names = ['Sun', 'Earth', 'Moon'];
  const offsets = [
    [-320, -120],
    [320, -120],
    [0, 180],
  ];
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    await page.getByRole('button', { name: 'Add node' }).click();
    const nodeTitle = page.getByLabel('Node title');
    await expect(nodeTitle).toBeFocused();
    await expect(nodeTitle).toHaveAttribute('placeholder', 'Add Title');
    await expect(page.getByTestId('empty-map-hint')).toHaveCount(0);
    await nodeTitle.pressSequentially(name);
    const content = page.locator('.ql-editor');
    await expect(content).toHaveAttribute('data-placeholder', 'Write something...');
    await content.click();
    await page.keyboard.type(`${name} is part of the solar system.`);
    const newIds = (await activeNodeIds(page)).filter((id) => !ids.includes(id));
    expect(newIds).toHaveLength(1);
    ids.push(newIds[0]);
    await dragBy(page, await nodeCentre(page, newIds[0]), offsets[i][0], offsets[i][1]);
  }

  // Connect Sun -> Earth in CONNECT mode by dragging from one node to the other.
  await page.getByText('CONNECT', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'CONNECT' })).toBeChecked();
  const sun = await nodeCentre(page, ids[0]);
  const earth = await nodeCentre(page, ids[1]);
  await dragBy(page, sun, earth.x - sun.x, earth.y - sun.y);
  await expect.poll(async () => (await currentDocument(page)).edges.length).toBe(1);

  await waitSaved(page);
  await page.screenshot({ path: 'test-results/editor.png' });

  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await expect(page).toHaveTitle('Solar system | Mapa');
  const doc = await currentDocument(page);
  const byId = new Map(doc.nodes.map((n) => [n.data.id, n]));
  for (const [i, id] of ids.entries()) {
    const node = byId.get(id)!;
    expect(node.data.label).toBe(names[i]);
    expect(node.data.description).toContain(`${names[i]} is part of the solar system.`);
  }
  expect(doc.edges).toHaveLength(1);
  expect(doc.edges[0].data).toMatchObject({ source: ids[0], target: ids[1] });

  // Clicking a node on the canvas opens its panel with its title.
  await page.mouse.click((await nodeCentre(page, ids[1])).x, (await nodeCentre(page, ids[1])).y);
  await expect(page.getByLabel('Node title')).toHaveValue('Earth');

  // A second user gets the not-found page for this private map.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, 'Grace Hopper', uniqueEmail('grace'));
  await otherPage.goto(mapUrl);
  await expect(otherPage.getByText(/map not found/i)).toBeVisible();
  await other.close();
});

test('undo and redo with the keyboard and the buttons', async ({ page }) => {
  await signUp(page, 'Alan Turing', uniqueEmail('alan'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();

  // Each title in one input event: typed key by key, a pause over the 500 ms burst on a busy machine split
  // 'Second' into two undo steps ('Secon', then 'd').
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByLabel('Node title').fill('First');
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByLabel('Node title').fill('Second');
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);

  // Focus leaves the inputs, so the shortcuts act on the map.
  await page.getByTestId('map-canvas').click({ position: { x: 30, y: 30 } });
  const mod = process.platform === 'darwin' ? 'Meta' : 'Control';
  await page.keyboard.press(`${mod}+z`);
  await expect
    .poll(async () => (await currentDocument(page)).nodes.map((n) => n.data.label))
    .toEqual(['First', '']);
  await page.keyboard.press(`${mod}+z`);
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(1);
  await page.keyboard.press(`Shift+${mod}+z`);
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);

  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(1);
  await page.getByRole('banner').getByRole('button', { name: 'Redo' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);

  // Delete removes the selected node (the labelled one, so its panel does not grab focus); undo brings it back.
  const first = (await currentDocument(page)).nodes.find((n) => n.data.label === 'First')!.data.id;
  const p = await nodeCentre(page, first);
  await page.mouse.click(p.x, p.y);
  await expect(page.getByLabel('Node title')).toHaveValue('First');
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(1);
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);
  await waitSaved(page);
});

test('signed-out visitors are sent to sign in, and unknown maps show not found', async ({ page }) => {
  await page.goto(`${baseURL()}/maps`);
  await expect(page).toHaveURL(/\/signin/);
  await page.goto(`${baseURL()}/maps/doesNotExist123`);
  await expect(page.getByText(/map not found/i)).toBeVisible();
});
