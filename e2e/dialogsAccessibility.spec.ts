import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { baseURL, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Issue #34: axe finds no serious or critical violation with each dialog, menu and panel open in turn (search,
// the view-mode question, the shortcuts help, Maps, the account and '…' menus, the node and canvas menus, every
// sidebar tab with what it opens, My maps with a card's menu, rename and delete), in English and in Portuguese.
// WCAG 2.0 and 2.1 A/AA, with 'label in name' (label-content-name-mismatch, off by default in axe) switched on.

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 90)}`).join(' | ')}`);
}

async function check(page: Page, screen: string): Promise<void> {
  expect.soft(await seriousViolations(page), screen).toEqual([]);
}

type Language = 'en' | 'pt-BR';
const WORDS: Record<Language, Record<string, string>> = {
  en: {
    maps: 'Maps',
    account: 'Account menu',
    more: 'More',
    actionsFor: 'Actions for Biology',
    rename: 'Rename',
    delete: 'Delete',
    download: 'Download',
    json: 'Export document as JSON',
  },
  'pt-BR': {
    maps: 'Mapas',
    account: 'Menu da conta',
    more: 'Mais',
    actionsFor: 'Ações de Biology',
    rename: 'Renomear',
    delete: 'Excluir',
    download: 'Baixar',
    json: 'Exportar documento como JSON',
  },
};

const seed = [
  { id: 'root', label: 'Biology', x: 0, y: 0, description: '<p>The study of life.</p>' },
  { id: 'cell', label: 'Cell', x: 400, y: 0 },
];

/** Opens the seeded map as a new user who reads the interface in `language`; the map is titled 'Biology'. */
async function openIn(page: Page, language: Language): Promise<string> {
  const { id } = await openSeededMap(page, seed, ['root>cell']);
  const set = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language } });
  expect(set.status()).toBe(200);
  const renamed = await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, treeTitle: 'Biology' },
  });
  expect(renamed.status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
  return id;
}

/** Presses Escape until no dialog or menu is open. */
/**
 * Escape until no dialog or menu is open: a menu that has just opened may not hold the focus yet on a busy
 * machine, and an Escape pressed before it does reaches the page instead.
 */
async function closeAll(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"], [role="menu"]');
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const language of ['en', 'pt-BR'] as const) {
  const w = WORDS[language];

  test(`axe (${language}): search, shortcuts help, Maps, account and '…' menus, node and canvas menus, view-mode question`, async ({
    page,
  }) => {
    test.slow();
    await openIn(page, language);
    await check(page, 'editor');

    await page.getByTestId('map-canvas').focus();
    await page.keyboard.press('Control+f');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'search dialog');
    await closeAll(page);

    await page.getByTestId('map-canvas').focus();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'shortcuts help');
    await closeAll(page);

    await page.getByRole('button', { name: w.maps, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'Maps sidebar');
    await closeAll(page);

    for (const [name, screen] of [
      [w.account, 'account menu'],
      [w.more, "'…' menu"],
    ]) {
      await page.getByRole('button', { name, exact: true }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await check(page, screen);
      await closeAll(page);
    }

    const root = await nodeCentre(page, 'root');
    await page.mouse.click(root.x, root.y);
    await page.getByTestId('map-canvas').focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'node menu');
    await closeAll(page);
    await page.getByTestId('map-canvas').click({ button: 'right', position: { x: 60, y: 200 } });
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'canvas menu');
    await closeAll(page);

    // An account that has not chosen a view is asked which it prefers.
    const unset = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { default_view_mode: null } });
    expect(unset.status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 30_000 });
    await check(page, 'view-mode question');
  });

  test(`axe (${language}): every sidebar tab, a download category, the node panel`, async ({ page }) => {
    test.slow();
    await openIn(page, language);
    const sidebar = page.locator('aside').first();
    const rail = sidebar.getByRole('navigation');
    const tabs = await rail
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
    expect(tabs.length).toBeGreaterThan(4);
    for (const name of tabs) {
      await rail.getByRole('button', { name, exact: true }).click();
      await expect(sidebar.getByRole('region')).toBeVisible();
      // A panel that loads (share's members, the versions, the chat) is judged once it has.
      await expect(
        sidebar.getByRole('status').filter({ has: page.locator('.mantine-Loader-root') }),
      ).toHaveCount(0);
      if (name === w.download) {
        await sidebar.getByRole('tab', { name: w.json }).click();
        await expect(sidebar.getByRole('tab', { name: w.json })).toHaveAttribute('aria-selected', 'true');
      }
      await check(page, `sidebar tab ${name}`);
      await rail.getByRole('button', { name, exact: true }).click();
      await expect(sidebar.getByRole('region')).toHaveCount(0);
    }
    const root = await nodeCentre(page, 'root');
    await page.mouse.click(root.x, root.y);
    await expect(page.locator('aside').last().getByRole('tab').first()).toBeVisible();
    await check(page, 'node panel');
  });

  test(`axe (${language}): My maps, a card's menu, rename and delete`, async ({ page }) => {
    test.slow();
    await openIn(page, language);
    await page.goto(`${baseURL()}/maps`);
    await expect(page.getByText('Biology').first()).toBeVisible();
    await check(page, 'My maps');
    const actions = page.getByRole('button', { name: w.actionsFor, exact: true });
    await actions.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'map card menu');
    for (const item of [w.rename, w.delete]) {
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, `${item} dialog`);
      await closeAll(page);
      await actions.click();
      await expect(page.getByRole('menu')).toBeVisible();
    }
    await closeAll(page);
  });
}
