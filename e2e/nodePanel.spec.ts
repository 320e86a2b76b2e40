import { expect, test, type Page } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// The node panel (spec §2.9, issue #11): the rich-text toolbar on desktop and its reduced mobile set, Enter in the
// title, and the panel on a phone (full width, Actions tab, a bottom bar that fits).

const DESKTOP_BUTTONS = [
  'Bold',
  'Underline',
  'Italic',
  'Strikethrough',
  'Font size',
  'Text color',
  'Highlight',
  'Text style',
  'Outdent',
  'Indent',
  'Alignment',
  'Numbered list',
  'Bulleted list',
  'Horizontal rule',
  'Link',
  'Image',
  'Video',
  'Table',
  'Code view',
  'Print',
];

async function description(page: Page, id: string): Promise<string> {
  const doc = await currentDocument(page);
  return doc.nodes.find((node) => node.data.id === id)?.data.description ?? '';
}

async function openNode(page: Page, id: string) {
  const centre = await nodeCentre(page, id);
  await page.mouse.click(centre.x, centre.y);
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await expect(panel).toBeVisible();
  return panel;
}

test('the content toolbar has every button of the spec; rule, table and code view write the content', async ({
  page,
}) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Photosynthesis', x: 0, y: 0, description: '<p>Light reactions</p>' },
  ]);
  const panel = await openNode(page, 'a');
  for (const name of DESKTOP_BUTTONS)
    await expect(panel.getByRole('button', { name, exact: true })).toBeVisible();

  const content = panel.getByLabel('Node content');
  await content.click();
  await page.keyboard.press('End');
  await panel.getByRole('button', { name: 'Horizontal rule' }).click();
  await expect.poll(() => description(page, 'a')).toContain('<hr>');
  await panel.getByRole('button', { name: 'Table' }).click();
  await expect.poll(() => description(page, 'a')).toMatch(/<table[^>]*>.*<td data-row=/);
  await page.screenshot({ path: 'test-results/newcomer/node-panel-desktop.png' });

  // Code view: the HTML as text; what is typed there is cleaned and stored when the rich editor comes back.
  await panel.getByRole('button', { name: 'Code view' }).click();
  const source = panel.getByLabel('HTML source');
  await expect(source).toHaveValue(/<hr>/);
  await expect(content).toBeHidden();
  await source.fill('<p>Edited <strong>in code</strong></p><img src=x onerror="window.__hacked=1">');
  await panel.getByRole('button', { name: 'Code view' }).click();
  await expect(content).toBeVisible();
  await expect
    .poll(() => description(page, 'a'))
    .toBe('<p>Edited <strong>in code</strong></p><p><img src="x"></p>');
  expect(await page.evaluate(() => (window as unknown as { __hacked?: number }).__hacked)).toBeUndefined();

  // Print: the content alone, in a frame of its own.
  await panel.getByRole('button', { name: 'Print' }).click();
  const printed = page.frameLocator('#mapa-print-frame');
  await expect(printed.locator('h1')).toHaveText('Photosynthesis');
  await expect(printed.locator('strong')).toHaveText('in code');
});

test('Enter in the title commits it and gives the focus back to the canvas; Shift+Enter is a new line', async ({
  page,
}) => {
  await openSeededMap(page, [{ id: 'a', label: 'Leaf', x: 0, y: 0 }]);
  const panel = await openNode(page, 'a');
  const title = panel.getByLabel('Node title');
  await title.click();
  await title.press('ControlOrMeta+a');
  await page.keyboard.type('Light');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('reactions');
  await expect(title).toHaveValue('Light\nreactions');
  await page.keyboard.press('Enter');
  // Committed at once (no wait for the typing pause), and the canvas has the keyboard again.
  expect((await currentDocument(page)).nodes[0].data.label).toBe('Light\nreactions');
  await expect(page.getByTestId('map-canvas')).toBeFocused();
  await expect(title).toHaveValue('Light\nreactions');
});

test('on a phone the panel is full width with an Actions tab, the toolbar is reduced and the bottom bar fits', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSeededMap(page, [
    { id: 'a', label: 'Cell', x: 0, y: 0, description: '<p>Membrane</p>' },
    { id: 'b', label: 'Nucleus', x: 0, y: 150 },
  ]);
  // The bottom bar is whole on screen: SELECT and CONNECT are explicit options.
  const tools = page.getByRole('toolbar', { name: 'Tools', exact: true });
  const box = (await tools.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(tools.getByText('SELECT', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(tools.getByText('CONNECT', { exact: true })).toBeInViewport({ ratio: 1 });
  await expect(tools.getByRole('button', { name: 'Add node' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/newcomer/editor-mobile.png' });

  const panel = await openNode(page, 'a');
  expect((await panel.boundingBox())!.width).toBe(390);
  // The canvas's bars stay with the canvas: nothing of the bottom bar is drawn over the panel, and its tabs fit a row.
  const under = (x: number, y: number) =>
    page.evaluate(
      ([px, py]) => document.elementFromPoint(px, py)?.closest('aside')?.ariaLabel ?? null,
      [x, y],
    );
  expect(await under(60, box.y + box.height / 2)).toBe('Node panel');
  expect(await under(195, box.y + box.height / 2)).toBe('Node panel');
  const tabs = await panel
    .getByRole('tab')
    .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
  expect(new Set(tabs).size).toBe(1);
  // No on-canvas controls on a phone.
  await expect(page.getByRole('toolbar', { name: 'Selection tools' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Bold', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Bulleted list' })).toBeVisible();
  for (const name of ['Table', 'Video', 'Code view', 'Print', 'Font size'])
    await expect(panel.getByRole('button', { name, exact: true })).toHaveCount(0);
  // The AI actions are for desktops only (spec §2.9): the owner sees them below the content on a wide screen.
  for (const name of ['AI assistant', 'Write more with AI'])
    await expect(panel.getByRole('button', { name })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/newcomer/node-panel-mobile.png' });

  await panel.getByRole('tab', { name: 'Actions' }).click();
  await panel.getByRole('button', { name: 'Clone' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);
  await page.screenshot({ path: 'test-results/newcomer/node-actions-mobile.png' });
  const active = await page.evaluate(
    () =>
      (window as unknown as { __mapa: { documentStore: { activeNodeId: string } } }).__mapa.documentStore
        .activeNodeId,
  );
  await panel.getByRole('button', { name: 'Remove' }).click();
  await expect
    .poll(async () => (await currentDocument(page)).nodes.map((node) => node.data.id))
    .not.toContain(active);
});

test('the desktop panel has no Actions tab', async ({ page }) => {
  await openSeededMap(page, [{ id: 'a', label: 'Cell', x: 0, y: 0 }]);
  const panel = await openNode(page, 'a');
  await expect(panel.getByRole('tab', { name: 'Appearance' })).toBeVisible();
  await expect(panel.getByRole('tab', { name: 'Actions' })).toHaveCount(0);
});

test('Default Node Appearance has an IMAGE section: its icon is the image of every node made afterwards', async ({
  page,
}) => {
  await openSeededMap(page, [{ id: 'a', label: 'Before', x: 0, y: 0 }]);
  await page.getByRole('button', { name: 'Map settings' }).click();
  const settings = page.getByRole('region', { name: 'Map settings' });
  await settings.getByRole('tab', { name: 'Default Node Appearance' }).click();
  await expect(settings.getByText('Image', { exact: true })).toBeVisible();
  await settings.getByPlaceholder('Search icons...').fill('rocket');
  await settings.getByRole('button', { name: 'Use icon rocket', exact: true }).click();
  await expect(settings.getByRole('img', { name: 'Image preview' })).toBeVisible();
  await page.screenshot({ path: 'test-results/newcomer/settings-default-image.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add node' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);
  const doc = await currentDocument(page);
  const added = doc.nodes.find((node) => node.data.id !== 'a')!;
  expect((added.data as { image?: string }).image).toBe('icon-rocket.svg');
  expect((doc.nodes.find((node) => node.data.id === 'a')!.data as { image?: string }).image).toBeUndefined();
});
