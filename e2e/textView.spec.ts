import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre, signUp } from './helpers';
import { openSeededMap, waitSaved } from './canvasEditingHelpers';

// The view switch and the text view (spec §2.19, §3.5, §4.8), by their visible strings: search, sections,
// '+ Add' for parents, children and standalone pages, breadcrumbs, readers read-only, undo across views.

interface Mapa {
  __mapa: {
    uiStore: { viewMode: string };
    documentStore: { selection: { nodes: string[] } };
    engine: {
      isPaused(): boolean;
      nextFrame(): Promise<void>;
      getViewport(): { zoom: number };
      on(event: 'render', handler: () => void): () => void;
    };
  };
  __framesDrawn: number;
}
const viewMode = (page: Page) => page.evaluate(() => (window as unknown as Mapa).__mapa.uiStore.viewMode);
const selectedNodes = (page: Page) =>
  page.evaluate(() => (window as unknown as Mapa).__mapa.documentStore.selection.nodes);
const enginePaused = (page: Page) =>
  page.evaluate(() => (window as unknown as Mapa).__mapa.engine.isPaused());
/** Frames the engine draws from now on are counted in `window.__framesDrawn`. */
const countFrames = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Mapa;
    w.__framesDrawn = 0;
    w.__mapa.engine.on('render', () => w.__framesDrawn++);
  });
/** The pixels of a node's box on the canvas (seeded nodes are 200×80). */
async function nodePixels(page: Page, id: string): Promise<Buffer> {
  const centre = await nodeCentre(page, id);
  const zoom = await page.evaluate(() => (window as unknown as Mapa).__mapa.engine.getViewport().zoom);
  const [width, height] = [200 * zoom, 80 * zoom];
  return page.screenshot({ clip: { x: centre.x - width / 2, y: centre.y - height / 2, width, height } });
}

async function switchTo(page: Page, name: 'Mind map' | 'Text' | 'Flashcards'): Promise<void> {
  // The label, not its text: under 768 px the text is only for screen readers.
  await page.getByRole('radiogroup', { name: 'View' }).locator('label').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

const pageList = (page: Page) => page.getByRole('complementary', { name: 'Pages' });
const pageRow = (page: Page, label: string) =>
  pageList(page).getByRole('button', { name: label, exact: true });

const seed = [
  { id: 'root', label: 'Biology', x: 0, y: 0 },
  { id: 'cell', label: 'Cell', x: 400, y: 0, description: '<p>The unit of life.</p>' },
  { id: 'nucleus', label: 'Nucleus', x: 800, y: 0 },
  { id: 'dna', label: 'DNA', x: 1200, y: 0 },
  { id: 'loose', label: 'Loose idea', x: 0, y: 400 },
];
const edges = ['root>cell', 'cell>nucleus', 'nucleus>dna'];

test('text view: search, sections, breadcrumbs and editing a page the canvas then shows', async ({
  page,
}) => {
  await openSeededMap(page, seed, edges);
  await page.evaluate(() => (window as unknown as Mapa).__mapa.engine.nextFrame());
  const looseDrawn = await nodePixels(page, 'loose');
  // Selecting on the canvas, then switching to text, clears the selection (spec §4.8).
  const cell = await nodeCentre(page, 'cell');
  await page.mouse.click(cell.x, cell.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Cell');
  expect(await enginePaused(page)).toBe(false);
  await switchTo(page, 'Text');
  expect(await viewMode(page)).toBe('text');
  await expect.poll(() => selectedNodes(page)).toEqual([]);
  await expect(page.getByLabel('Node title')).toHaveCount(0);
  // The text view covers the canvas: the engine draws nothing and PixiJS's ticker stops until it is left.
  await expect.poll(() => enginePaused(page)).toBe(true);
  await countFrames(page);

  // Empty state, only All pages.
  await expect(page.getByRole('heading', { name: 'Select a page' })).toBeVisible();
  await expect(
    page.getByText('Choose a page from the left panel to view and edit its content.'),
  ).toBeVisible();
  await expect(pageList(page).getByRole('heading')).toHaveText(['All pages']);
  await expect(page.getByTestId('count-all')).toHaveText('5');

  // Search is case-insensitive on the label.
  await page.getByPlaceholder('Search nodes...').fill('nUC');
  await expect(
    pageList(page).getByRole('button', { name: /^(Biology|Cell|Nucleus|DNA|Loose idea)$/ }),
  ).toHaveText(['Nucleus']);
  await page.getByPlaceholder('Search nodes...').fill('zebra');
  await expect(pageList(page).getByText('No pages match “zebra”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByPlaceholder('Search nodes...')).toHaveValue('');
  await expect(page.getByTestId('count-all')).toHaveText('5');

  // A page: parents, children, all pages; breadcrumbs up to the root, each crumb opens its page.
  await pageRow(page, 'Nucleus').click();
  await expect(pageList(page).getByRole('heading')).toHaveText(['Parent pages', 'Child pages', 'All pages']);
  // Each section's relationship badge.
  for (const badge of ['Links in', 'Links out', 'Map'])
    await expect(pageList(page).getByText(badge, { exact: true })).toBeVisible();
  await expect(page.getByTestId('count-parents')).toHaveText('1');
  await expect(page.getByTestId('count-children')).toHaveText('1');
  await expect(page.getByLabel('Page Title')).toHaveValue('Nucleus');
  const crumbs = page.getByRole('navigation', { name: 'Path to this page' });
  await expect(crumbs).toContainText('Biology');
  await expect(crumbs).toContainText('Cell');
  await crumbs.getByRole('button', { name: 'Cell' }).click();
  await expect(page.getByLabel('Page Title')).toHaveValue('Cell');
  await expect(page.locator('.mapa-page-content .ql-editor')).toHaveText('The unit of life.');
  await page.screenshot({ path: 'test-results/text-view-desktop.png' });
  // The text view and the view switch pass axe's WCAG A/AA rules.
  const axe = await new AxeBuilder({ page })
    .include('section[aria-label="Text view"]')
    .include('[role="radiogroup"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

  // A root has no breadcrumbs and 'No parent pages'.
  await pageRow(page, 'Loose idea').click();
  await expect(crumbs).toHaveCount(0);
  await expect(pageList(page).getByText('No parent pages')).toBeVisible();
  await expect(pageList(page).getByText('No child pages')).toBeVisible();
  // A page without content invites writing.
  const editor = page.locator('.mapa-page-content .ql-editor');
  await expect(editor).toHaveAttribute('data-placeholder', 'Start writing...');
  await expect(editor).toHaveClass(/ql-blank/);

  // Editing the title and the content goes into the document; the canvas shows it back in mind-map view.
  await page.getByLabel('Page Title').fill('Settled idea');
  await editor.click();
  await page.keyboard.type('Written in the text view');
  await expect(pageRow(page, 'Settled idea')).toBeVisible();
  await expect
    .poll(async () => (await currentDocument(page)).nodes.find((n) => n.data.id === 'loose')?.data)
    .toMatchObject({ label: 'Settled idea', description: '<p>Written in the text view</p>' });
  // Two animation frames later (the engine's frame for an edit is asked for as it is applied) none was drawn.
  const framesDrawn = await page.evaluate(async () => {
    for (let i = 0; i < 2; i++) await new Promise(requestAnimationFrame);
    return (window as unknown as Mapa).__framesDrawn;
  });
  expect(framesDrawn).toBe(0);
  await waitSaved(page);
  await switchTo(page, 'Mind map');
  expect(await enginePaused(page)).toBe(false);
  // Back on the canvas the node shows its new title, not the picture left from before the text view.
  await expect.poll(async () => (await nodePixels(page, 'loose')).equals(looseDrawn)).toBe(false);
  const loose = await nodeCentre(page, 'loose');
  await page.mouse.click(loose.x, loose.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Settled idea');
});

test("text view: '+ Add' makes a parent, a child and a standalone page; undo works across views", async ({
  page,
}) => {
  await openSeededMap(page, seed, edges);
  await switchTo(page, 'Text');
  await pageRow(page, 'Cell').click();

  // A parent: new node and an edge new → Cell.
  await page.getByRole('button', { name: 'Add parent page' }).click();
  await expect(page.getByLabel('Page Title')).toBeFocused();
  await page.keyboard.type('Life');
  await expect(page.getByRole('navigation', { name: 'Path to this page' })).toHaveCount(0);
  await pageRow(page, 'Cell').first().click();
  await expect(page.getByTestId('count-parents')).toHaveText('2');
  // Two parents: the path goes through the first, the other is 'Also under'.
  await expect(page.getByTestId('also-under')).toHaveText(/Also under:\s*Life/);
  await page.getByTestId('also-under').getByRole('button', { name: 'Life' }).click();
  await expect(page.getByLabel('Page Title')).toHaveValue('Life');
  await pageRow(page, 'Cell').first().click();

  // A child: an edge Cell → new.
  await page.getByRole('button', { name: 'Add child page' }).click();
  await page.keyboard.type('Membrane');
  const crumbs = page.getByRole('navigation', { name: 'Path to this page' });
  await expect(crumbs).toContainText('Cell');

  // A standalone page: no edge. Until it has a title the list shows it as 'Untitled'.
  await page.getByRole('button', { name: 'Add page', exact: true }).click();
  await expect(pageRow(page, 'Untitled')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Page Title')).toBeFocused();
  await page.keyboard.type('Alone');
  await expect(pageRow(page, 'Untitled')).toHaveCount(0);
  await expect(page.getByTestId('count-all')).toHaveText('8');
  await expect(pageList(page).getByText('No parent pages')).toBeVisible();

  await expect
    .poll(async () => {
      const doc = await currentDocument(page);
      const id = (label: string) => doc.nodes.find((n) => n.data.label === label)?.data.id;
      const edgesOf = (doc as unknown as { edges: { data: { source: string; target: string } }[] }).edges.map(
        (e) => `${e.data.source}>${e.data.target}`,
      );
      return {
        parent: edgesOf.includes(`${id('Life')}>cell`),
        child: edgesOf.includes(`cell>${id('Membrane')}`),
        alone: edgesOf.some((e) => e.split('>').includes(id('Alone') ?? '?')),
        count: edgesOf.length,
      };
    })
    .toEqual({ parent: true, child: true, alone: false, count: 5 });
  await waitSaved(page);

  // Undo in mind-map view removes the standalone page; the text view follows.
  await switchTo(page, 'Mind map');
  const undo = page.getByRole('banner').getByRole('button', { name: 'Undo' });
  // The title typed last, then the node itself.
  await undo.click();
  await undo.click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(7);
  await switchTo(page, 'Text');
  await expect(page.getByTestId('count-all')).toHaveText('7');
  await expect(pageRow(page, 'Alone')).toHaveCount(0);
  // And Ctrl+Z in the text view (outside a field) undoes the child's title on the canvas's history too.
  await pageRow(page, 'Membrane').click();
  await pageList(page).getByRole('heading', { name: 'All pages' }).click();
  await page.keyboard.press('Control+z');
  await expect(page.getByLabel('Page Title')).toHaveValue('');
});

test('text view: a reader reads, nothing to add or edit; the map can open in text view', async ({
  page,
  browser,
}) => {
  const { id, owner } = await openSeededMap(page, seed, edges);
  // defaultViewMode 'text' (spec §3.5) opens the map in the text view.
  await page.getByRole('radiogroup', { name: 'View' }).waitFor();
  const doc = await (
    await page.request.get(`${baseURL()}/api/documents/download`, {
      headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map' },
    })
  ).json();
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '*' },
    data: { ...doc, settings: { defaultViewMode: 'text' } },
  });
  expect(saved.ok()).toBe(true);
  await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, members: { 'reader.of.text@example.com': 'reader' } },
  });
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signUp(reader, 'Rui', 'reader.of.text@example.com');
  await reader.goto(`${baseURL()}/maps/${id}`);
  await expect(reader.getByRole('radio', { name: 'Text', exact: true })).toBeChecked();
  await expect(reader.getByRole('heading', { name: 'Select a page' })).toBeVisible();
  await expect(reader.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await pageRow(reader, 'Cell').click();
  await expect(reader.getByRole('heading', { name: 'Cell', level: 1 })).toBeVisible();
  await expect(reader.getByLabel('Page Title')).toHaveCount(0);
  const content = reader.locator('.mapa-page-content .ql-editor');
  await expect(content).toHaveText('The unit of life.');
  await expect(content).toHaveAttribute('contenteditable', 'false');
  await expect(reader.locator('.mapa-page-content .ql-toolbar')).toHaveCount(0);
  await context.close();
});

test('text view on a phone: one side at a time, the switch shows icons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSeededMap(page, seed, edges);
  await switchTo(page, 'Text');
  await expect(page.getByPlaceholder('Search nodes...')).toBeVisible();
  await page.screenshot({ path: 'test-results/text-view-mobile-list.png' });
  await pageRow(page, 'Nucleus').click();
  await expect(page.getByPlaceholder('Search nodes...')).toHaveCount(0);
  await expect(page.getByLabel('Page Title')).toHaveValue('Nucleus');
  await page.screenshot({ path: 'test-results/text-view-mobile-page.png' });
  await page.getByRole('button', { name: 'All pages' }).click();
  await expect(pageRow(page, 'Nucleus')).toHaveAttribute('aria-current', 'page');
});

test('the view switch: flashcards resets the counts and every correct, and disables editing', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(page, seed, edges);
  const stored = await (
    await page.request.get(`${baseURL()}/api/documents/download`, {
      headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map' },
    })
  ).json();
  stored.canvas = { correctAnswers: 2, wrongAnswers: 1 };
  stored.nodes[0].data.correct = true;
  stored.nodes[1].data.correct = false;
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '*' },
    data: stored,
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Mind map', exact: true })).toBeChecked();
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();
  await switchTo(page, 'Flashcards');
  expect(await viewMode(page)).toBe('flashcards');
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const doc = (await currentDocument(page)) as unknown as {
        canvas: { correctAnswers?: number; wrongAnswers?: number };
        nodes: { data: { correct?: boolean | null } }[];
      };
      return [
        doc.canvas.correctAnswers,
        doc.canvas.wrongAnswers,
        doc.nodes.map((n) => n.data.correct ?? null),
      ];
    })
    .toEqual([0, 0, [null, null, null, null, null]]);
  await switchTo(page, 'Mind map');
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();
});

test('outline: an ARIA tree; Enter, Tab, Shift+Tab and Alt+Shift+↑/↓ edit the map; Ctrl+Z undoes', async ({
  page,
}) => {
  await openSeededMap(page, seed, edges);
  await switchTo(page, 'Text');
  await page
    .getByRole('radiogroup', { name: 'Show pages as' })
    .locator('label')
    .filter({ hasText: 'Outline' })
    .click();
  const tree = page.getByRole('tree', { name: 'Outline of the map' });
  const item = (name: string) => tree.getByRole('treeitem', { name, exact: true });
  await expect(tree.getByRole('treeitem')).toHaveText(['Biology', 'Loose idea']);
  await expect(item('Biology')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('Loose idea')).toHaveAttribute('aria-posinset', '2');
  await expect(item('Loose idea')).toHaveAttribute('aria-setsize', '2');

  await item('Biology').click();
  await expect(page.getByLabel('Page Title')).toHaveValue('Biology');
  await item('Biology').press('ArrowRight');
  await expect(item('Cell')).toHaveAttribute('aria-level', '2');
  await item('Biology').press('ArrowDown');
  await expect(item('Cell')).toBeFocused();

  // Enter: a sibling after Cell, under Biology; its title takes the focus.
  await item('Cell').press('Enter');
  await expect(page.getByLabel('Page Title')).toBeFocused();
  await page.keyboard.type('Tissue');
  await expect(tree.getByRole('treeitem')).toHaveText(['Biology', 'Cell', 'Tissue', 'Loose idea']);
  const parentsOf = async (label: string) => {
    const doc = (await currentDocument(page)) as unknown as {
      nodes: { data: { id: string; label?: string } }[];
      edges: { data: { source: string; target: string; siblingOrder?: number } }[];
    };
    const id = doc.nodes.find((n) => n.data.label === label)?.data.id;
    return doc.edges.filter((e) => e.data.target === id).map((e) => e.data.source);
  };
  await expect.poll(() => parentsOf('Tissue')).toEqual(['root']);
  /** The labels of `id`'s children in their stored sibling order (ordered edges first, then as added). */
  const childrenOf = async (id: string) => {
    const doc = (await currentDocument(page)) as unknown as {
      nodes: { data: { id: string; label?: string } }[];
      edges: { data: { source: string; target: string; siblingOrder?: number } }[];
    };
    return doc.edges
      .filter((e) => e.data.source === id)
      .map((e, index) => ({ e, index, order: e.data.siblingOrder ?? Infinity }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map(({ e }) => doc.nodes.find((n) => n.data.id === e.data.target)?.data.label);
  };

  // Tab: under its previous sibling (Cell), at level 3; Shift+Tab: back under Biology, right after Cell.
  await item('Tissue').click();
  await item('Tissue').press('Tab');
  await expect(item('Tissue')).toHaveAttribute('aria-level', '3');
  await expect(item('Tissue')).toBeFocused();
  await expect.poll(() => parentsOf('Tissue')).toEqual(['cell']);
  await item('Tissue').press('Shift+Tab');
  await expect(item('Tissue')).toHaveAttribute('aria-level', '2');
  await expect.poll(() => parentsOf('Tissue')).toEqual(['root']);
  // Cell stayed expanded from the Tab: Tissue comes after Cell's own child.
  await expect(tree.getByRole('treeitem')).toHaveText(['Biology', 'Cell', 'Nucleus', 'Tissue', 'Loose idea']);

  // Alt+Shift+↑: Tissue before Cell; Ctrl+Z puts it back.
  await item('Tissue').press('Alt+Shift+ArrowUp');
  await expect(tree.getByRole('treeitem').nth(1)).toHaveText('Tissue');
  await expect(item('Tissue')).toBeFocused();
  await page.screenshot({ path: 'test-results/text-view-outline.png' });
  await page.keyboard.press('Control+z');
  await expect(tree.getByRole('treeitem').nth(1)).toHaveText(/^Cell/);
  // Alt+Shift+↓: Cell (with its child) after Tissue, in the stored order too; Ctrl+Z again.
  await item('Cell').click();
  await item('Cell').press('Alt+Shift+ArrowDown');
  await expect(tree.getByRole('treeitem')).toHaveText(['Biology', 'Tissue', 'Cell', 'Nucleus', 'Loose idea']);
  await expect(item('Cell')).toBeFocused();
  await expect.poll(() => childrenOf('root')).toEqual(['Tissue', 'Cell']);
  await page.keyboard.press('Control+z');
  await expect(tree.getByRole('treeitem')).toHaveText(['Biology', 'Cell', 'Nucleus', 'Tissue', 'Loose idea']);

  // Zoom into Cell (its control on the row, then Alt+← / the crumbs back out; Alt+→ from the keys).
  const zoomBar = page.getByRole('navigation', { name: 'Zoomed into' });
  await item('Cell').hover();
  await item('Cell').getByTestId('outline-zoom-in').click();
  await expect(tree.getByRole('treeitem')).toHaveText(['Nucleus']);
  await expect(item('Nucleus')).toHaveAttribute('aria-level', '1');
  await expect(zoomBar).toContainText('Whole map');
  await expect(zoomBar.getByText('Cell')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Page Title')).toHaveValue('Cell');
  await page.screenshot({ path: 'test-results/text-view-outline-zoom.png' });
  await zoomBar.getByRole('button', { name: 'Whole map' }).click();
  await expect(zoomBar).toBeHidden();
  await expect(tree.getByRole('treeitem').first()).toHaveText('Biology');
  await item('Biology').click();
  await item('Biology').press('Alt+ArrowRight');
  await expect(zoomBar.getByText('Biology')).toBeVisible();
  await expect(tree.getByRole('treeitem').first()).toBeFocused();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(zoomBar).toBeHidden();
});
