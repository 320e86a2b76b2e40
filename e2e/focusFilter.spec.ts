import { expect, test, type Page } from '@playwright/test';
import { nodeCentre } from './helpers';
import { clickEmptyCanvas, openSeededMap } from './canvasEditingHelpers';

// Focus on a branch and the map filter (issue 36): views of the map, never saved in it. Focus has its address
// (?focus=), which a reload keeps, breadcrumbs and Escape to leave; the filter shows as chips, dims (or hides) the
// nodes it leaves out and is cleared in one click.

interface Hook {
  __mapa: {
    engine: {
      getViewFilter(): readonly string[] | null;
      getDimmedNodes(): readonly string[];
      isCameraAnimating(): boolean;
      nextFrame(): Promise<void>;
    };
  };
}

const seed = [
  { id: 'root', label: 'Project', x: 0, y: 0 },
  { id: 'plan', label: 'Plan', x: 400, y: -150 },
  { id: 'draft', label: 'Draft', x: 800, y: -250, markers: ['task-done', 'priority-1'] },
  { id: 'review', label: 'Review', x: 800, y: -50, markers: ['task-50'] },
  { id: 'notes', label: 'Notes', x: 400, y: 150, markers: ['task-done'] },
];
const edges = ['root>plan', 'plan>draft', 'plan>review', 'root>notes'];

const viewFilter = (page: Page) =>
  page.evaluate(() => {
    const filter = (window as unknown as Hook).__mapa.engine.getViewFilter();
    return filter ? [...filter].sort() : null;
  });
const dimmed = (page: Page) =>
  page.evaluate(() => [...(window as unknown as Hook).__mapa.engine.getDimmedNodes()].sort());
const focusParam = (page: Page) => new URL(page.url()).searchParams.get('focus');
/** The pixels of the middle of a node's box on the canvas, once a frame has been drawn. */
async function nodePixels(page: Page, id: string): Promise<Buffer> {
  await page.evaluate(() => (window as unknown as Hook).__mapa.engine.nextFrame());
  const centre = await nodeCentre(page, id);
  return page.screenshot({ clip: { x: centre.x - 30, y: centre.y - 12, width: 60, height: 24 } });
}

test('focus on a branch: context menu, its own address kept by a reload, breadcrumbs, Escape and F', async ({
  page,
}) => {
  await openSeededMap(page, seed, edges);
  const plan = await nodeCentre(page, 'plan');
  await page.mouse.click(plan.x, plan.y, { button: 'right' });
  await page
    .getByRole('menu', { name: 'Node menu' })
    .getByRole('menuitem', { name: 'Focus on this branch' })
    .click();
  await expect.poll(() => viewFilter(page)).toEqual(['draft', 'plan', 'review']);
  await expect.poll(() => focusParam(page)).toBe('plan');
  const crumbs = page.getByRole('navigation', { name: 'Focused branch' });
  await expect(crumbs.getByRole('button', { name: 'Whole map' })).toBeVisible();
  await expect(crumbs.getByRole('button', { name: 'Project' })).toBeVisible();
  await expect(crumbs.locator('[aria-current="location"]')).toHaveText('Plan');

  // A reload (or the link shared) opens the branch focused; nothing of it was saved in the map.
  await page.reload();
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: { engine?: unknown } }).__mapa?.engine);
  await expect.poll(() => viewFilter(page)).toEqual(['draft', 'plan', 'review']);
  await expect(crumbs.locator('[aria-current="location"]')).toHaveText('Plan');

  // Up one level through the breadcrumbs, then Escape leaves.
  await crumbs.getByRole('button', { name: 'Project' }).click();
  await expect.poll(() => focusParam(page)).toBe('root');
  await expect.poll(() => viewFilter(page)).toEqual(['draft', 'notes', 'plan', 'review', 'root']);
  await clickEmptyCanvas(page);
  await page.keyboard.press('Escape');
  await expect.poll(() => viewFilter(page)).toBeNull();
  await expect.poll(() => focusParam(page)).toBeNull();
  await expect(crumbs).toHaveCount(0);

  // F focuses on the selected node's branch; the shortcuts list says so.
  const notes = await nodeCentre(page, 'notes');
  await page.mouse.click(notes.x, notes.y);
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('f');
  await expect.poll(() => viewFilter(page)).toEqual(['notes']);
  await expect.poll(() => focusParam(page)).toBe('notes');
  await crumbs.getByRole('button', { name: 'Whole map' }).click();
  await expect.poll(() => viewFilter(page)).toBeNull();
  await clickEmptyCanvas(page);
  await page.keyboard.press('?');
  await expect(page.locator('[data-action="focusBranch"]')).toContainText(
    "Focus on the selected node's branch",
  );
});

test('a filter by task state dims the other nodes, shows as chips and is cleared in one click', async ({
  page,
}) => {
  await openSeededMap(page, seed, edges);
  const rootDrawn = await nodePixels(page, 'root');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const menu = page.getByRole('group', { name: 'Filter the map' });
  // A chip's input is visually hidden: its label takes the click.
  await menu.getByText('Done', { exact: true }).click();
  await expect(menu.getByRole('checkbox', { name: 'Done', exact: true })).toBeChecked();
  const chips = page.getByRole('list', { name: 'Active filter' });
  await expect(chips.getByRole('listitem')).toHaveText(['Done']);
  await expect.poll(() => dimmed(page)).toEqual(['plan', 'review', 'root']);
  // Dimmed on the canvas: the node is drawn in other colours than before.
  await expect.poll(async () => (await nodePixels(page, 'root')).equals(rootDrawn)).toBe(false);
  // A marker narrows it further; the markers offered are those of the map, task states apart.
  await menu.getByText('Priority 1', { exact: true }).click();
  await expect(chips.getByRole('listitem')).toHaveText(['Done', 'Priority 1']);
  await expect.poll(() => dimmed(page)).toEqual(['notes', 'plan', 'review', 'root']);
  // Hidden instead of dimmed: the match and its parents stay.
  await menu.getByRole('switch', { name: /Hide what does not match/ }).check();
  await expect.poll(() => viewFilter(page)).toEqual(['draft', 'plan', 'root']);
  await expect.poll(() => dimmed(page)).toEqual([]);
  await menu.getByRole('switch', { name: /Hide what does not match/ }).uncheck();
  await expect.poll(() => viewFilter(page)).toBeNull();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expect(chips).toHaveCount(0);
  await expect.poll(() => dimmed(page)).toEqual([]);
  await expect.poll(() => viewFilter(page)).toBeNull();

  // Text in titles and content: the chip removes it on its own.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await menu.getByRole('textbox', { name: 'Text' }).fill('view');
  await expect.poll(() => dimmed(page)).toEqual(['draft', 'notes', 'plan', 'root']);
  await page.keyboard.press('Escape');
  await chips.getByRole('button', { name: 'Remove view' }).click();
  await expect.poll(() => dimmed(page)).toEqual([]);
});
