import { expect, test, type Page } from '@playwright/test';
import { baseURL, nodeCentre, seedMap, signUp, uniqueEmail } from './helpers';

// The left sidebar (spec §2.7): a rail of tabs whose panels open at their own widths, resize by dragging the
// edge, close under 60 px and on Escape; readers get only the info tab; hidden on mobile.

async function openMap(page: Page, id: string): Promise<void> {
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 45_000 });
}

const sidebarWidth = async (page: Page) => (await page.getByTestId('left-sidebar').boundingBox())!.width;

/** Drags the open tab's edge to page x = `x`. */
async function dragEdgeTo(page: Page, x: number): Promise<void> {
  const box = (await page.getByTestId('sidebar-resizer').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(x, box.y + 200, { steps: 5 });
  await page.mouse.up();
}

test('tabs open at their widths, resize by drag, close under 60 px and with Escape', async ({ page }) => {
  await signUp(page, 'Sara', uniqueEmail('sara'));
  const id = await seedMap(page.request, 'Sidebar map', [
    { position: { x: 0, y: 0 }, data: { id: 'root', label: 'Root' } },
  ]);
  await openMap(page, id);
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  const rail = sidebar.getByRole('navigation', { name: 'Sidebar tabs' });
  // Info, messages (AI), presentation, download, import, share, settings, version history: icons only.
  await expect(rail.getByRole('button')).toHaveText(['', '', '', '', '', '', '', '']);
  expect(await sidebarWidth(page)).toBe(46);
  // The drawing toolbar (the editor's tool row) is shown while no tab is open.
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();

  for (const [name, title, width] of [
    ['Map info', 'Map info', 420],
    ['Presentation', 'Presentation', 420],
    ['Download', 'Download', 820],
    ['Import', 'Import', 420],
    ['Share', 'Share and embed', 860],
    ['Map settings', 'Map settings', 906],
  ] as const) {
    await rail.getByRole('button', { name }).click();
    await expect(sidebar.getByRole('region', { name: title })).toBeVisible();
    await expect(rail.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => sidebarWidth(page)).toBe(width);
    await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toHaveCount(0);
    await page.screenshot({
      path: `test-results/frame/sidebar-${name.replace(/\s/g, '-').toLowerCase()}.png`,
    });
  }

  // Escape closes the open tab and gives the focus back to its button.
  await sidebar.getByRole('tab', { name: 'Layout Settings' }).click();
  await page.keyboard.press('Escape');
  await expect(sidebar.getByRole('region')).toHaveCount(0);
  await expect(rail.getByRole('button', { name: 'Map settings' })).toBeFocused();
  expect(await sidebarWidth(page)).toBe(46);
  await expect(page.getByRole('toolbar', { name: 'Drawing tools' })).toBeVisible();

  // Dragging the edge resizes; the width is kept when the tab opens again.
  await rail.getByRole('button', { name: 'Map info', exact: true }).click();
  await dragEdgeTo(page, 600);
  await expect.poll(() => sidebarWidth(page)).toBe(600);
  await rail.getByRole('button', { name: 'Map info', exact: true }).click();
  expect(await sidebarWidth(page)).toBe(46);
  await rail.getByRole('button', { name: 'Map info', exact: true }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(600);

  // Dragged under 60 px it closes.
  await dragEdgeTo(page, 40);
  await expect(sidebar.getByRole('region')).toHaveCount(0);
  expect(await sidebarWidth(page)).toBe(46);
});

test('a tab opening, resized or closed leaves the map where it was on the page', async ({ page }) => {
  await signUp(page, 'Sara', uniqueEmail('sara'));
  const id = await seedMap(page.request, 'Steady map', [
    { position: { x: 0, y: 0 }, data: { id: 'left', label: 'Left' } },
    { position: { x: 600, y: 120 }, data: { id: 'right', label: 'Right' } },
  ]);
  await openMap(page, id);
  const rail = page.getByRole('navigation', { name: 'Sidebar tabs' });
  const at = await nodeCentre(page, 'right');
  const stays = () =>
    expect
      .poll(async () => {
        const now = await nodeCentre(page, 'right');
        return Math.max(Math.abs(now.x - at.x), Math.abs(now.y - at.y));
      })
      .toBeLessThan(1);

  await rail.getByRole('button', { name: 'Map info', exact: true }).click();
  await expect.poll(() => sidebarWidth(page)).toBe(420);
  await stays();

  await dragEdgeTo(page, 560);
  await expect.poll(() => sidebarWidth(page)).toBe(560);
  await stays();

  await page.keyboard.press('Escape');
  await expect.poll(() => sidebarWidth(page)).toBe(46);
  await stays();
});
