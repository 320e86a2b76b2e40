import { expect, test, type Page } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from './helpers';
import { expectBackground } from './themeHelpers';

// Issue 34, for the eye: the Theme category in the light and the dark application, My maps and the editor (a
// Midnight map) in dark, and a phone in dark, in English and in Portuguese, written to test-results/ as
// screens-<language>-<screen>.png. Each screen is checked for the scheme it should be in.

const NAMES = {
  en: { settings: 'Map settings', theme: 'Theme', menu: 'Account menu' },
  'pt-BR': { settings: 'Configurações do mapa', theme: 'Tema', menu: 'Menu da conta' },
} as const;
type Language = keyof typeof NAMES;

/** A small unstyled mind map in the Midnight theme: a central topic, four branches, a few sub-topics. */
async function seedMidnightMap(page: Page, owner: string): Promise<string> {
  const created = await page.request.post(`${baseURL()}/api/maps`, {
    data: { title: 'Launch plan', theme: 'midnight' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const place: [string, string, number, number, string?][] = [
    ['c', 'Launch', 0, 0],
    ['a', 'Goals', 420, -200, 'c'],
    ['b', 'Team', 420, 200, 'c'],
    ['d', 'Budget', -420, -200, 'c'],
    ['e', 'Risks', -420, 200, 'c'],
    ['a1', 'Scope', 780, -260, 'a'],
    ['a2', 'Dates', 780, -140, 'a'],
    ['b1', 'Roles', 780, 200, 'b'],
    ['d1', 'Costs', -780, -200, 'd'],
  ];
  const document = {
    nodes: place.map(([nodeId, label, x, y]) => ({ position: { x, y }, data: { id: nodeId, label } })),
    edges: place
      .filter(([, , , , parent]) => parent)
      .map(([nodeId, , , , parent]) => ({
        data: { id: `${parent}-${nodeId}`, source: parent, target: nodeId },
      })),
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: place.map(([nodeId]) => nodeId) },
    settings: { templateEngine: 'No Template', theme: 'midnight' },
  };
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '"0"' },
    data: document,
  });
  expect(saved.ok()).toBe(true);
  return id;
}

async function openMap(page: Page, id: string): Promise<void> {
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
}

async function openThemeCategory(page: Page, lng: Language): Promise<void> {
  await page.getByRole('button', { name: NAMES[lng].settings, exact: true }).click();
  const panel = page.getByRole('region', { name: NAMES[lng].settings });
  await panel.getByRole('tab', { name: NAMES[lng].theme }).click();
  await expect(panel.getByRole('radiogroup', { name: NAMES[lng].theme }).locator('img')).toHaveCount(13, {
    timeout: 60_000,
  });
}

for (const lng of Object.keys(NAMES) as Language[]) {
  test(`screens in ${lng}: the Theme category light and dark, My maps and the editor dark, a phone dark`, async ({
    page,
  }) => {
    test.slow();
    const shot = async (name: string) => {
      // A scheme switch fades colours (CSS transitions): the picture is taken once they have ended.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      // No tooltip of whatever the last click left the pointer on.
      const view = page.viewportSize()!;
      await page.mouse.move(view.width - 1, view.height / 3);
      await page.screenshot({ path: `test-results/screens-${lng}-${name}.png` });
    };
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    const owner = uniqueEmail('screens');
    await signUp(page, 'Screens', owner);
    expect((await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: lng } })).ok()).toBe(
      true,
    );
    const id = await seedMidnightMap(page, owner);

    await openMap(page, id);
    await openThemeCategory(page, lng);
    await expectBackground(page, 'header', false);
    await shot('theme-light');

    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expectBackground(page, 'header', true);
    await shot('theme-dark');
    await page.getByRole('button', { name: NAMES[lng].settings, exact: true }).click();
    await shot('editor-dark');

    await page.goto(`${baseURL()}/maps`);
    await expect(page.getByText('Launch plan')).toBeVisible();
    await expectBackground(page, 'body', true);
    await page.getByRole('button', { name: NAMES[lng].menu }).click();
    await shot('my-maps-dark');
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByText('Launch plan')).toBeVisible();
    await expectBackground(page, 'body', true);
    await shot('phone-my-maps-dark');
    await openMap(page, id);
    await expectBackground(page, 'header', true);
    await shot('phone-editor-dark');
  });
}
