import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre, seedMap, signUp, uniqueEmail } from './helpers';

// People editing one map together, each in a real Chromium context (collaboration and simultaneousEdits specs).

export interface Person {
  context: BrowserContext;
  page: Page;
  email: string;
}

/** Contexts `person` opened and `closePeople` has not closed yet. */
const opened = new Set<BrowserContext>();

/** A signed-up person in a context of their own; `closePeople` (a spec's `afterEach`) closes it, pass or fail. */
export async function person(browser: Browser, name: string): Promise<Person> {
  const context = await browser.newContext();
  opened.add(context);
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase());
  await signUp(page, name, email);
  return { context, page, email };
}

/** Closes every context `person` opened: a failing test would otherwise leave its editors drawing to the end. */
export async function closePeople(): Promise<void> {
  const contexts = [...opened];
  opened.clear();
  await Promise.all(contexts.map((context) => context.close()));
}

/** A map with two nodes, shared with `editor` as an editor; returns its id and node ids. */
export async function sharedMap(owner: Person, editor?: Person): Promise<{ id: string; nodes: string[] }> {
  const nodes = ['one', 'two'].map((label, i) => ({
    position: { x: i * 420 - 210, y: 0 },
    data: { id: `n${i}-${Date.now()}`, label, type: 'default', dimensions: { width: 250, height: 100 } },
  }));
  const id = await seedMap(owner.page.request, 'Together', nodes);
  if (editor) {
    const shared = await owner.page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
      data: { id, members: { [editor.email]: 'editor' } },
    });
    expect(shared.status()).toBe(200);
  }
  return { id, nodes: nodes.map((n) => n.data.id) };
}

export async function open(p: Person, id: string): Promise<void> {
  await p.page.goto(`${baseURL()}/maps/${id}`);
  // The first canvas comes after the map's download and the engine's start, which take seconds on a busy machine
  // (seen over 15 s at load 15); the edits under test begin only after it.
  await expect(p.page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await p.page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
}

/** Renames a node through the node panel, as a person does. */
export async function rename(page: Page, nodeId: string, title: string): Promise<void> {
  const centre = await nodeCentre(page, nodeId);
  await page.mouse.click(centre.x, centre.y);
  const field = page.getByLabel('Node title');
  await expect(field).toBeVisible();
  await field.fill(title);
  await field.press('Tab');
}

export async function labelIn(page: Page, nodeId: string): Promise<string | undefined> {
  const doc = await currentDocument(page);
  return doc.nodes.find((n) => n.data.id === nodeId)?.data.label;
}

export async function serverLabel(
  page: Page,
  id: string,
  owner: string,
  nodeId: string,
): Promise<string | undefined> {
  const res = await page.request.get(`${baseURL()}/api/documents/download`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map' },
  });
  const doc = (await res.json()) as { nodes: { data: { id: string; label?: string } }[] };
  return doc.nodes.find((n) => n.data.id === nodeId)?.data.label;
}

export const saved = (page: Page) =>
  expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
