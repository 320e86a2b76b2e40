import { expect, test, type Page } from '@playwright/test';
import { check } from './axeCheck';
import { baseURL, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue #12, accessibility: axe-core finds no serious or critical WCAG 2 A/AA violation on each screen a user
// reaches. Each screen is checked softly so one run lists every failing screen, not only the first.

const seed = [
  { id: 'root', label: 'Biology', x: 0, y: 0, description: '<p>The study of life.</p>' },
  { id: 'cell', label: 'Cell', x: 400, y: 0 },
  { id: 'dna', label: 'DNA', x: 800, y: 0 },
];

async function switchTo(page: Page, name: 'Mind map' | 'Text' | 'Flashcards'): Promise<void> {
  await page.getByRole('radiogroup', { name: 'View' }).locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

// axe judges what is shown, not a tooltip half-way through its fade-in (seen once: a contrast failure on a fading
// Mantine tooltip); with reduced motion Mantine's transitions are instant (theme respectReducedMotion). Two tests
// of about six axe passes each: one pass takes up to 20 s on a busy machine.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('axe: sign-in, the editor, the node panel and its tabs, the navigator, presentation', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${baseURL()}/signin`);
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await check(page, 'sign-in');
  await page.screenshot({ path: 'test-results/a11y-signin.png' });

  await openSeededMap(page, seed, ['root>cell', 'cell>dna']);
  await check(page, 'editor');

  const root = await nodeCentre(page, 'root');
  await page.mouse.click(root.x, root.y);
  await expect(page.getByRole('complementary', { name: 'Node panel' })).toBeVisible();
  await check(page, 'node panel');
  await page.screenshot({ path: 'test-results/a11y-node-panel.png' });
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  for (const tab of ['Appearance', 'Attachments']) {
    await panel.getByRole('tab', { name: tab }).click();
    await expect(panel.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await check(page, `node panel ${tab} tab`);
  }
  await panel.getByRole('tab', { name: 'Node' }).click();
  await page.keyboard.press('Escape');

  // The navigator (the map's miniature in the canvas corner).
  const navigatorButton = page.getByRole('button', { name: 'Navigator', exact: true });
  if ((await navigatorButton.getAttribute('aria-pressed')) !== 'true') await navigatorButton.click();
  await expect(page.getByRole('region', { name: 'Map navigator' })).toBeVisible();
  await check(page, 'navigator');

  // Presentation mode (its first step opens the node panel read-only).
  await page.goto(`${page.url().split('?')[0]}?presentationMode=true`);
  await expect(
    page
      .getByRole('toolbar', { name: 'Presentation tools' })
      .getByRole('button', { name: 'abort presentation' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Node title')).toHaveValue('Biology');
  await check(page, 'presentation');
});

test('axe: every sidebar tab, the text view, flashcards and My maps', async ({ page }) => {
  test.slow();
  await openSeededMap(page, seed, ['root>cell', 'cell>dna']);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const rail = sidebar.getByRole('navigation', { name: 'Sidebar tabs' });
  const tabs = await rail
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(tabs.length).toBeGreaterThan(4);
  for (const name of tabs) {
    await rail.getByRole('button', { name, exact: true }).click();
    await expect(rail.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(sidebar.getByRole('region')).toBeVisible();
    await check(page, `sidebar tab ${name}`);
    await rail.getByRole('button', { name, exact: true }).click();
    await expect(sidebar.getByRole('region')).toHaveCount(0);
  }

  await switchTo(page, 'Text');
  await page.getByRole('complementary', { name: 'Pages' }).getByRole('button', { name: 'Cell' }).click();
  await expect(page.getByLabel('Page Title')).toHaveValue('Cell');
  await check(page, 'text view');

  await switchTo(page, 'Flashcards');
  await check(page, 'flashcards');

  await page.goto(`${baseURL()}/maps`);
  await expect(page.getByText('Canvas editing')).toBeVisible();
  await check(page, 'My maps');
});

test('axe: Map settings with the Theme category open, its cards drawn', async ({ page }) => {
  await openSeededMap(page, seed, ['root>cell', 'cell>dna']);
  await page.getByRole('button', { name: 'Map settings', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Map settings' });
  await panel.getByRole('tab', { name: 'Theme' }).click();
  await expect(panel.getByRole('radiogroup', { name: 'Theme' }).locator('img')).toHaveCount(13, {
    timeout: 60_000,
  });
  await check(page, 'settings: Theme');
  await panel.getByRole('radio', { name: 'Midnight', exact: true }).click();
  await expect(panel.getByRole('radio', { name: 'Midnight', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await check(page, 'settings: Theme, Midnight chosen');
});

// A spinner shown while something loads is a named status (Mantine's Loader is a bare span: a name alone on it is
// an ARIA attribute axe forbids there). The Share tab's members request is held so its spinner is what axe sees.
test('axe: a panel still loading shows a named status', async ({ page }) => {
  await openSeededMap(page, seed, ['root>cell']);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/getDocumentMembers**', async (route) => {
    await held;
    await route.continue();
  });
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await sidebar
    .getByRole('navigation', { name: 'Sidebar tabs' })
    .getByRole('button', { name: 'Share', exact: true })
    .click();
  await expect(sidebar.getByRole('status', { name: 'Loading sharing settings' })).toBeVisible();
  await check(page, 'share tab loading');
  release();
  await expect(sidebar.getByRole('status', { name: 'Loading sharing settings' })).toHaveCount(0);
});

interface Mapa {
  __mapa: { documentStore: { selection: { nodes: string[] } } };
}
const selectedNodes = (page: Page) =>
  page.evaluate(() => (window as unknown as Mapa).__mapa.documentStore.selection.nodes);

test('the canvas has an accessible twin: a tree that follows the selection both ways and a live region', async ({
  page,
}) => {
  await openSeededMap(
    page,
    [...seed, { id: 'loose', label: 'Loose idea', x: 0, y: 400 }],
    ['root>cell', 'cell>dna'],
  );
  const tree = page.getByRole('tree', { name: 'Map nodes' });
  const items = tree.getByRole('treeitem');
  await expect(items).toHaveCount(4);
  expect(
    await items.evaluateAll((rows) =>
      rows.map((r) =>
        ['aria-label', 'aria-level', 'aria-posinset', 'aria-setsize', 'aria-expanded']
          .map((a) => r.getAttribute(a))
          .join(' · '),
      ),
    ),
  ).toEqual([
    'Biology, 1 child · 1 · 1 · 2 · true',
    'Cell, 1 child · 2 · 1 · 1 · true',
    'DNA, 0 children · 3 · 1 · 1 · ',
    'Loose idea, 0 children · 1 · 2 · 2 · ',
  ]);
  const announcer = page.getByTestId('canvas-announcer');

  // Canvas → tree: selecting on the canvas makes that row the tree's active one, and it is told.
  const cell = await nodeCentre(page, 'cell');
  await page.mouse.click(cell.x, cell.y);
  await expect(announcer).toHaveText('Cell selected');
  await expect(tree.locator('[tabindex="0"]')).toHaveAttribute('data-node-id', 'cell');
  await expect(tree.getByRole('treeitem', { name: /^Cell,/ })).toHaveAttribute('aria-selected', 'true');

  // Tree → canvas: arrows in the tree select on the canvas; the focus stays on the selected row.
  await tree.locator('[tabindex="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedNodes(page)).toEqual(['dna']);
  await expect(tree.getByRole('treeitem', { name: /^DNA,/ })).toBeFocused();
  await expect(announcer).toHaveText('DNA selected');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => selectedNodes(page)).toEqual(['cell']);
  await page.keyboard.press('End');
  await expect.poll(() => selectedNodes(page)).toEqual(['loose']);
  await expect(tree.getByRole('treeitem', { name: /^Loose idea,/ })).toBeFocused();

  // A deletion on the canvas is told.
  const loose = await nodeCentre(page, 'loose');
  await page.mouse.click(loose.x, loose.y);
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('Delete');
  await expect(announcer).toHaveText('1 node deleted');
  await expect(items).toHaveCount(3);
});
