import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL, currentDocument, seedMap, uniqueEmail } from './helpers';
import { storedDocument } from './canvasEditingHelpers';

// First run (spec §2.22): the view-mode preference modal and the onboarding tour, in both languages.

const STRINGS = {
  en: { title: 'How do you like to see your maps?', views: ['Mind map', 'Text', 'Flashcards'] },
  'pt-BR': { title: 'Como você prefere ver seus mapas?', views: ['Mapa mental', 'Texto', 'Cartões'] },
} as const;

/** Opens a map and waits for the editor to be ready (the first-run timers count from then). */
async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL()}${path}`);
  // WebGL starts in software (SwiftShader): on a busy machine the first canvas takes long, as in other specs.
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
}

/** Signs a new account up in `language` without a preferred view, as a real first visit is. */
async function newAccount(page: Page, language: keyof typeof STRINGS): Promise<string> {
  const email = uniqueEmail('firstrun');
  const res = await page.request.post(`${baseURL()}/api/auth/signup`, {
    data: { email, password: 'correct horse 42', name: 'First Run', language },
  });
  expect(res.status()).toBe(201);
  return email;
}

for (const language of ['en', 'pt-BR'] as const) {
  test(`view-mode modal [${language}]: asks a new account, saves the choice and shows that view`, async ({
    page,
  }) => {
    const s = STRINGS[language];
    await newAccount(page, language);
    const id = await seedMap(page.request, 'First map', [
      { position: { x: 0, y: 0 }, data: { id: 'root', label: 'Root' } },
    ]);
    await openEditor(page, `/maps/${id}`);
    const modal = page.getByRole('dialog', { name: s.title });
    await expect(modal).toBeVisible();
    // Each view is a choice with its own small picture.
    for (const view of s.views) {
      await expect(modal.getByRole('button', { name: view, exact: true }).locator('svg')).toHaveCount(1);
    }
    await page.screenshot({ path: `test-results/firstRun-viewMode-${language}.png` });
    await modal.getByRole('button', { name: s.views[1], exact: true }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('radio', { name: s.views[1], exact: true })).toBeChecked();
    const me = await page.request.get(`${baseURL()}/api/auth/me`);
    expect(((await me.json()) as { user: { default_view_mode: string } }).user.default_view_mode).toBe(
      'text',
    );
  });
}

const TOUR = {
  en: {
    counter: (n: number) => `${n} of 6`,
    titles: [
      'Add a node',
      'Write its content',
      'Ask the AI assistant',
      'Chat with your map',
      'Present your map',
      'Share it',
    ],
    targets: [
      ['button', 'Add node'],
      ['label', 'Node content'],
      ['button', 'AI assistant'],
      ['button', 'Messages'],
      ['button', 'Presentation'],
      ['button', 'Share'],
    ],
    welcome: 'Welcome to Mapa',
    welcomeText: 'This is your first node.',
    next: 'Next',
    back: 'Back',
    skip: 'Skip',
    finish: 'Finish',
    info: 'Map info',
    restart: 'Restart the tour',
  },
  'pt-BR': {
    counter: (n: number) => `${n} de 6`,
    titles: [
      'Adicione um nó',
      'Escreva o conteúdo',
      'Peça ajuda ao assistente de IA',
      'Converse com seu mapa',
      'Apresente seu mapa',
      'Compartilhe',
    ],
    targets: [
      ['button', 'Adicionar nó'],
      ['label', 'Conteúdo do nó'],
      ['button', 'Assistente de IA'],
      ['button', 'Mensagens'],
      ['button', 'Apresentação'],
      ['button', 'Compartilhar'],
    ],
    welcome: 'Boas-vindas ao Mapa',
    welcomeText: 'Este é o seu primeiro nó.',
    next: 'Próximo',
    back: 'Voltar',
    skip: 'Pular',
    finish: 'Concluir',
    info: 'Informações do mapa',
    restart: 'Refazer o tour',
  },
} as const;

async function onboardingOf(page: Page): Promise<string | null> {
  const me = await page.request.get(`${baseURL()}/api/auth/me`);
  return ((await me.json()) as { user: { onboarding: string | null } }).user.onboarding;
}

/** The step's card is beside its control: the ring surrounds the control, the arrow touches the ring. */
async function expectPointsAt(page: Page, card: Locator, control: Locator): Promise<void> {
  await expect(async () => {
    const target = (await control.boundingBox())!;
    const ring = (await page.getByTestId('onboarding-ring').boundingBox())!;
    expect(ring.x).toBeLessThanOrEqual(target.x);
    expect(ring.y).toBeLessThanOrEqual(target.y);
    expect(ring.x + ring.width).toBeGreaterThanOrEqual(target.x + target.width);
    expect(ring.y + ring.height).toBeGreaterThanOrEqual(target.y + target.height);
    const arrow = (await card.locator('.mapa-tour-arrow').boundingBox())!;
    const cx = arrow.x + arrow.width / 2;
    const cy = arrow.y + arrow.height / 2;
    const dx = Math.max(ring.x - cx, 0, cx - (ring.x + ring.width));
    const dy = Math.max(ring.y - cy, 0, cy - (ring.y + ring.height));
    expect(Math.hypot(dx, dy)).toBeLessThan(20);
  }).toPass();
}

for (const language of ['en', 'pt-BR'] as const) {
  test(`onboarding tour [${language}]: starts by itself on a new account's first map with a welcome node, walks its steps, is remembered and restarts`, async ({
    page,
  }) => {
    // One test walks the whole tour (cheaper than one per step on a single-worker CI).
    test.setTimeout(240_000);
    const s = TOUR[language];
    const email = await newAccount(page, language);
    // The view is already chosen, so the view-mode modal does not come first.
    const chosen = await page.request.patch(`${baseURL()}/api/auth/me`, {
      data: { default_view_mode: 'mindmap' },
    });
    expect(chosen.status()).toBe(200);
    const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'My first map' } });
    const { id } = (await created.json()) as { id: string };
    await openEditor(page, `/maps/${id}`);

    const card = page.getByTestId('onboarding-tour');
    await expect(card).toBeVisible();
    // The sample node with its welcome text, made in one transaction and saved like any edit.
    const doc = await currentDocument(page);
    expect(doc.nodes).toHaveLength(1);
    expect(doc.nodes[0].data.label).toBe(s.welcome);
    expect(doc.nodes[0].data.description).toContain(s.welcomeText);
    await expect
      .poll(async () => (await storedDocument(page, id, email)).nodes.map((n) => n.data.label))
      .toEqual([s.welcome]);

    // Six steps, each pointing at its control.
    for (let i = 0; i < 6; i++) {
      await expect(card.getByTestId('onboarding-counter')).toHaveText(s.counter(i + 1));
      await expect(card.getByRole('heading')).toHaveText(s.titles[i]);
      const [role, name] = s.targets[i];
      const control =
        role === 'label'
          ? page.getByLabel(name, { exact: true })
          : page.getByRole(role, { name, exact: true });
      await expectPointsAt(page, card, control);
      await page.screenshot({ path: `test-results/onboarding-${language}-${i + 1}.png` });
      if (i === 1) {
        // The node panel is open on the welcome node.
        await expect(page.getByLabel(s.targets[1][1], { exact: true })).toContainText(s.welcomeText);
        await card.getByRole('button', { name: s.back }).click();
        await expect(card.getByRole('heading')).toHaveText(s.titles[0]);
        await expect(card.getByRole('button', { name: s.back })).toHaveCount(0);
        await card.getByRole('button', { name: s.next }).click();
        await expect(card.getByRole('heading')).toHaveText(s.titles[1]);
      }
      if (i < 5) await card.getByRole('button', { name: s.next }).click();
    }
    await expect(card.getByRole('button', { name: s.next })).toHaveCount(0);
    await card.getByRole('button', { name: s.finish }).click();
    await expect(card).toBeHidden();
    await expect(page.getByTestId('onboarding-ring')).toHaveCount(0);
    await expect.poll(() => onboardingOf(page)).toBe('finished');

    // The intro panel's reset button runs it again at once; the map has a node now, so none is added.
    await page.getByRole('button', { name: s.info, exact: true }).click();
    await page.getByTestId('intro-panel').getByRole('button', { name: s.restart }).click();
    await expect(card.getByTestId('onboarding-counter')).toHaveText(s.counter(1));
    await expect.poll(() => onboardingOf(page)).toBeNull();
    await card.getByRole('button', { name: s.skip }).click();
    await expect(card).toBeHidden();
    await expect.poll(() => onboardingOf(page)).toBe('skipped');
    expect((await currentDocument(page)).nodes).toHaveLength(1);

    // The address asks for it again, whatever the account says.
    await openEditor(page, `/maps/${id}?onboarding=true`);
    await expect(card.getByTestId('onboarding-counter')).toHaveText(s.counter(1));
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect.poll(() => onboardingOf(page)).toBe('skipped');
  });
}
