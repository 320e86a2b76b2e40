import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A value global-setup set for this Playwright worker (`<name>_<slot>`, the slot being TEST_PARALLEL_INDEX): each
 * worker has its own production server and AI test server.
 */
export function workerSetting(name: string): string {
  const slot = process.env.TEST_PARALLEL_INDEX ?? '0';
  const value = process.env[`${name}_${slot}`];
  if (!value) throw new Error(`${name}_${slot} is not set: global-setup did not start this worker's server`);
  return value;
}

/** Base URL of this worker's production server, started by global-setup. */
export function baseURL(): string {
  return workerSetting('MAPA_BASE_URL');
}

/** A node as a test seeds it: a position and whatever node data the test needs (at least an id). */
export interface SeedNode {
  position: { x: number; y: number };
  data: { id: string } & Record<string, unknown>;
}

/**
 * Creates a map titled `title` as the signed-in user of `request` and adds `nodes` to it through the save route
 * (one `node.created` transaction each, on revision 0); returns the map's id. `base` is the server (the shared one
 * unless a test starts its own).
 */
export async function seedMap(
  request: APIRequestContext,
  title: string,
  nodes: SeedNode[],
  base = baseURL(),
): Promise<string> {
  const created = await request.post(`${base}/api/maps`, { data: { title } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await request.post(`${base}/api/documents/transactions`, {
    data: {
      id,
      baseVersion: 0,
      transactions: nodes.map((node, i) => ({
        id: `seed_${i}_${id}`,
        label: 'node.created',
        source: 'user',
        ops: [{ type: 'node.add', node }],
      })),
    },
  });
  expect(saved.status()).toBe(200);
  return id;
}

let counter = 0;
/** A fresh e-mail for each test user. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}@example.com`;
}

/**
 * Signs a new user up and waits for the maps list. The account is made through the sign-up route (what the form
 * sends, in English), which takes a fraction of the form's time on a busy machine; `{ form: true }` fills the
 * sign-up page instead, for the tests that walk through it (editor.spec, languages.spec).
 */
export async function signUp(
  page: Page,
  name: string,
  email: string,
  password = 'correct horse 42',
  options: { form?: boolean } = {},
): Promise<void> {
  if (options.form) {
    await page.goto(`${baseURL()}/signup`);
    await page.getByLabel(/^name/i).fill(name);
    await page.getByLabel(/^e-?mail/i).fill(email);
    await page.getByLabel(/^password/i).fill(password);
    await page.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(page).toHaveURL(/\/maps$/);
  } else {
    // page.request shares the page's cookies: the session cookie the route sets signs the page in.
    const created = await page.request.post(`${baseURL()}/api/auth/signup`, {
      data: { name, email, password, language: 'en' },
    });
    expect(created.status()).toBe(201);
  }
  // A new account has no preferred view and has not seen the onboarding tour, so every editor would ask for a view
  // 2 s after loading and then start the tour (spec §2.22), covering what the test works on; the first-run test
  // signs up without this.
  const chosen = await page.request.patch(`${baseURL()}/api/auth/me`, {
    data: { default_view_mode: 'mindmap', onboarding: 'skipped' },
  });
  expect(chosen.status()).toBe(200);
  await page.goto(`${baseURL()}/maps`);
  await expect(page).toHaveURL(/\/maps$/);
}

/** The parts of a map document the browser tests read. */
export interface TestDocument {
  nodes: {
    position: { x: number; y: number };
    data: { id: string; label?: string; description?: string; image?: string };
  }[];
  edges: { data: { id: string; source: string; target: string } }[];
}

interface EditorHook {
  engine: {
    graphToScreen(p: { x: number; y: number }): { x: number; y: number };
    isCameraAnimating(): boolean;
    getViewport(): { zoom: number };
    getViewBox(): { minX: number; maxX: number };
  };
  documentStore: {
    state: { getNode(id: string): TestDocument['nodes'][number]; toDocument(): TestDocument };
  };
}

/**
 * Screen position (page coordinates) of a node's centre, through the editor's test hook, once the camera is at
 * rest: selecting a node can start a glide that brings it into view, and a click aimed at where the node was
 * mid-glide misses it when the machine is busy.
 */
export async function nodeCentre(page: Page, id: string): Promise<{ x: number; y: number }> {
  // At rest, and sized to the canvas as it is now: a panel that just opened or closed resizes the canvas, and
  // until the engine has followed, its screen positions are those of the old size.
  await page.waitForFunction(() => {
    const { engine } = (window as unknown as { __mapa: EditorHook }).__mapa;
    const canvas = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    const box = engine.getViewBox();
    const drawn = (box.maxX - box.minX) * engine.getViewport().zoom;
    // A hidden canvas (another view shows) keeps the engine's last size.
    return !engine.isCameraAnimating() && (canvas.width === 0 || Math.abs(drawn - canvas.width) < 2);
  });
  return page.evaluate((nodeId) => {
    const hook = (window as unknown as { __mapa: EditorHook }).__mapa;
    const node = hook.documentStore.state.getNode(nodeId);
    const p = hook.engine.graphToScreen(node.position);
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    return { x: rect.left + p.x, y: rect.top + p.y };
  }, id);
}

/** The current document as the editor holds it. */
export async function currentDocument(page: Page): Promise<TestDocument> {
  return page.evaluate(() =>
    (window as unknown as { __mapa: EditorHook }).__mapa.documentStore.state.toDocument(),
  );
}
