import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue #34: Tab adds a child only on the canvas itself. Everywhere else (the canvas's accessible tree, the node
// panel's toolbar pickers and rich-text field, the top bar, the sidebar's panels, the canvas controls) it moves the
// focus on, and no key pressed on a control there creates a node.

const nodeCount = async (page: Page) => (await currentDocument(page)).nodes.length;

/** What has the focus, for the test's messages: tag, role and name. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const e = document.activeElement as HTMLElement;
    return `${e.tagName.toLowerCase()}[${e.getAttribute('role') ?? ''}] ${e.getAttribute('aria-label') ?? e.textContent?.trim().slice(0, 30) ?? ''}`;
  });

interface Walk {
  __walkStart: Element;
  __walkLast: Element | null;
}

/**
 * Presses Tab from `start` (focused first) until the focus comes back to it, at most `limit` times, and returns
 * what had the focus along the way. Each press must move the focus: staying put is a trap.
 */
async function tabAround(page: Page, start: Locator, limit = 300): Promise<string[]> {
  await start.focus();
  await start.evaluate((e) => {
    const w = window as unknown as Walk;
    w.__walkStart = e;
    w.__walkLast = e;
  });
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    const before = await focused(page);
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const w = window as unknown as Walk;
      const moved = document.activeElement !== w.__walkLast;
      w.__walkLast = document.activeElement;
      return { moved, back: document.activeElement === w.__walkStart };
    });
    expect(where.moved, `Tab on ${before} left the focus there`).toBe(true);
    if (where.back) return seen;
    seen.push(await focused(page));
  }
  throw new Error(
    `Tab never came back to where it started in ${limit} presses: ${seen.slice(-5).join(' → ')}`,
  );
}

/** Presses Tab from `start` until the focus leaves `region`; returns what had the focus inside it. */
async function tabThrough(page: Page, start: Locator, region: Locator, limit = 200): Promise<string[]> {
  await start.focus();
  const seen: string[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const inside = await region.evaluate((r) => r.contains(document.activeElement));
    if (!inside) return seen;
    seen.push(await focused(page));
  }
  throw new Error(`Tab never left the region in ${limit} presses: ${seen.slice(-5).join(' → ')}`);
}

const seed = [
  { id: 'a', label: 'Alpha', x: 0, y: 0 },
  { id: 'b', label: 'Beta', x: 400, y: 0 },
];

test('Tab goes round the whole editor and back without adding a node; on the canvas it still adds a child', async ({
  page,
}) => {
  test.slow(); // a few hundred key presses
  await openSeededMap(page, seed, ['a>b']);
  const a = await nodeCentre(page, 'a');
  await page.mouse.click(a.x, a.y);
  const title = page.getByLabel('Node title');
  await expect(title).toHaveValue('Alpha');

  // From the node's title round the page: the node panel (its toolbar pickers and content), the top bar, the rail,
  // the canvas's tree, the canvas controls, the selection and bottom tool bars.
  const seen = await tabAround(page, title);
  expect(seen).toContain('span[button] Font size');
  expect(seen).toContain('div[textbox] Node content');
  expect(seen.some((s) => s.startsWith('div[treeitem] Alpha'))).toBe(true);
  expect(seen).toContain('button[] Zoom In');
  expect(await nodeCount(page)).toBe(2);

  // Shift+Tab moves back from the tree; Enter on a picker opens it; neither adds a node.
  const row = page.getByRole('tree', { name: 'Map nodes' }).locator('[tabindex="0"]');
  await row.focus();
  await page.keyboard.press('Tab');
  await expect(row).not.toBeFocused();
  await row.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(row).not.toBeFocused();
  const fontSize = page.getByRole('button', { name: 'Font size' });
  await fontSize.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ql-size.ql-expanded')).toHaveCount(1);
  await page.keyboard.press('Escape');
  expect(await nodeCount(page)).toBe(2);

  // The node panel's Appearance tab, from its tab to the end of the panel.
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await panel.getByRole('tab', { name: 'Appearance' }).click();
  const appearance = await tabThrough(page, panel.getByRole('tab', { name: 'Appearance' }), panel);
  expect(appearance.length).toBeGreaterThan(5);
  expect(await nodeCount(page)).toBe(2);

  // On the canvas itself Tab is still 'add a child': its title takes the focus.
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('Tab');
  await expect(title).toBeFocused();
  await expect.poll(() => nodeCount(page)).toBe(3);
});

test('Tab goes through every sidebar panel and out of it without adding a node', async ({ page }) => {
  test.slow();
  await openSeededMap(page, seed, ['a>b']);
  const a = await nodeCentre(page, 'a');
  await page.mouse.click(a.x, a.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Alpha');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const rail = sidebar.getByRole('navigation', { name: 'Sidebar tabs' });
  const tabs = await rail
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  expect(tabs.length).toBeGreaterThan(4);
  for (const name of tabs) {
    const button = rail.getByRole('button', { name, exact: true });
    await button.click();
    const region = sidebar.getByRole('region');
    await expect(region).toBeVisible();
    // From the panel's first control to past its last one.
    const inside = await tabThrough(page, region.locator('button, input, [tabindex="0"]').first(), region);
    expect(inside.length, `${name}: Tab went through its panel`).toBeGreaterThan(0);
    expect(await nodeCount(page), `${name}: no node added`).toBe(2);
    await button.click();
    await expect(region).toHaveCount(0);
  }
});
