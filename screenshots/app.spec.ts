// The application, for docs/images/ (issue 34 §5): My maps, the editor and the Theme category of Map settings in
// the light and the dark scheme, and a 390 × 844 phone, in English and in Portuguese. Against the production build
// (e2e/global-setup.ts), 1280 × 800, with reduced motion so no picture catches a transition half way.
import { expect, test, type Page } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from '../e2e/helpers';
import { expectBackground } from '../e2e/themeHelpers';

const OUT = 'docs/images';

/** The words of each language: the controls the spec presses and the maps it seeds. */
const WORDS = {
  en: {
    settings: 'Map settings',
    theme: 'Theme',
    addNode: 'Add node',
    undo: 'Undo',
    plan: 'Launch plan',
    notes: 'Reading notes',
    trip: 'Summer trip',
    topics: [
      'Launch',
      'Goals',
      'Team',
      'Budget',
      'Risks',
      'Scope',
      'Dates',
      'Roles',
      'Hiring',
      'Costs',
      'Funding',
      'Delays',
    ],
  },
  'pt-BR': {
    settings: 'Configurações do mapa',
    theme: 'Tema',
    addNode: 'Adicionar nó',
    undo: 'Desfazer',
    plan: 'Plano de lançamento',
    notes: 'Notas de leitura',
    trip: 'Viagem de verão',
    topics: [
      'Lançamento',
      'Metas',
      'Equipe',
      'Orçamento',
      'Riscos',
      'Escopo',
      'Datas',
      'Papéis',
      'Contratação',
      'Custos',
      'Verba',
      'Atrasos',
    ],
  },
} as const;
type Language = keyof typeof WORDS;

/**
 * A map titled `title` in `theme`: a central topic, four branches, two sub-topics on each, placed by hand as a
 * two-sided mind map (no style of their own: everything drawn is the theme's).
 */
async function seedMap(page: Page, owner: string, title: string, theme: string, topics: readonly string[]) {
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title, theme } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const place: [string, number, number, string?][] = [
    ['c', 0, 0],
    ['a', 360, -150, 'c'],
    ['b', 360, 150, 'c'],
    ['d', -360, -150, 'c'],
    ['e', -360, 150, 'c'],
    ['a1', 660, -210, 'a'],
    ['a2', 660, -90, 'a'],
    ['b1', 660, 90, 'b'],
    ['b2', 660, 210, 'b'],
    ['d1', -660, -210, 'd'],
    ['d2', -660, -90, 'd'],
    ['e1', -660, 150, 'e'],
  ];
  const document = {
    nodes: place.map(([nodeId, x, y], i) => ({ position: { x, y }, data: { id: nodeId, label: topics[i] } })),
    edges: place
      .filter(([, , , parent]) => parent)
      .map(([nodeId, , , parent]) => ({
        data: { id: `${parent}-${nodeId}`, source: parent, target: nodeId },
      })),
    version: 0,
    htmlContent: '',
    canvas: { nodesOrder: place.map(([nodeId]) => nodeId) },
    settings: { templateEngine: 'No Template', theme },
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
  await page.getByRole('button', { name: WORDS[lng].settings, exact: true }).click();
  const panel = page.getByRole('region', { name: WORDS[lng].settings });
  await panel.getByRole('tab', { name: WORDS[lng].theme }).click();
  await expect(panel.getByRole('radiogroup', { name: WORDS[lng].theme }).locator('img')).toHaveCount(13, {
    timeout: 60_000,
  });
}

/**
 * Gives the map its My maps preview the way the editor makes one: after a save (here of Add node, then of its
 * Undo, so the map is as seeded). The editor uploads after about a third of saves, chosen by Math.random, which the
 * spec's pages answer with 0 (see the test), so each of these saves uploads one, one at a time.
 */
async function makePreview(page: Page, lng: Language, id: string): Promise<void> {
  const uploaded = () =>
    page.waitForResponse((r) => r.url().includes('/api/s3/uploadImage') && r.request().method() === 'POST');
  await openMap(page, id);
  let upload = uploaded();
  await page.getByRole('button', { name: WORDS[lng].addNode, exact: true }).click();
  expect((await upload).ok()).toBe(true);
  upload = uploaded();
  await page.getByRole('button', { name: WORDS[lng].undo, exact: true }).first().click();
  expect((await upload).ok()).toBe(true);
}

/** My maps with its four maps' previews drawn. */
async function openMyMaps(page: Page, lng: Language): Promise<void> {
  await page.goto(`${baseURL()}/maps`);
  await expect(page.getByText(WORDS[lng].plan, { exact: true })).toBeVisible();
  await expect(page.getByTestId('map-preview')).toHaveCount(4);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="map-preview"]')].every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );
}

for (const lng of Object.keys(WORDS) as Language[]) {
  test(`the application in ${lng}: light and dark, desktop and phone`, async ({ page }) => {
    const words = WORDS[lng];
    const shot = async (name: string) => {
      // A scheme switch fades colours (CSS transitions): the picture is taken once they have ended.
      await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      // No tooltip of whatever the last click left the pointer on.
      const view = page.viewportSize()!;
      await page.mouse.move(view.width - 1, view.height / 3);
      await page.screenshot({ path: `${OUT}/app-${lng}-${name}.png` });
    };
    // Every save uploads the map's preview (PreviewUploader draws lots with Math.random), so My maps shows them.
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    const owner = uniqueEmail('gallery');
    await signUp(page, lng === 'en' ? 'Ada Lovelace' : 'Clarice Lispector', owner);
    const language = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: lng } });
    expect(language.ok()).toBe(true);
    const maps = [
      await seedMap(page, owner, words.trip, 'pastel', words.topics),
      await seedMap(page, owner, words.notes, 'paper', words.topics),
      await seedMap(page, owner, words.plan, 'mapa', words.topics),
      await seedMap(page, owner, `${words.plan} (Midnight)`, 'midnight', words.topics),
    ];
    const [, , plan, night] = maps;
    for (const id of maps) await makePreview(page, lng, id);

    await openMyMaps(page, lng);
    await expectBackground(page, 'body', false);
    await shot('my-maps-light');
    await openMap(page, plan);
    await expectBackground(page, 'header', false);
    await shot('editor-light');
    await openThemeCategory(page, lng);
    await shot('theme-light');

    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await expectBackground(page, 'header', true);
    await shot('theme-dark');
    await openMap(page, night);
    await expectBackground(page, 'header', true);
    await shot('editor-dark');
    await openMyMaps(page, lng);
    await expectBackground(page, 'body', true);
    await shot('my-maps-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await openMyMaps(page, lng);
    await shot('phone-my-maps-dark');
    await openMap(page, night);
    await shot('phone-editor-dark');
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
    await openMap(page, plan);
    await expectBackground(page, 'header', false);
    await shot('phone-editor-light');
  });
}
