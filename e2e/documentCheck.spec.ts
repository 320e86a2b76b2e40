// A map is drawn before its document is checked (issue #18), and checked alongside in a worker: a valid big map
// becomes editable once the check passes; one whose document fails it is still drawn but stays read-only, says
// where its data is wrong, and sends nothing to the server.
import { test, expect, type Page } from '@playwright/test';
import { baseURL, nodeCentre, signUp, uniqueEmail } from './helpers';

// 1,200 nodes and 1,199 edges: above the size checked at once, so the check runs in the worker.
const SIZE = 1200;
const BROKEN = 700;

function gridDocument() {
  const cols = 40;
  return {
    nodes: Array.from({ length: SIZE }, (_, i) => ({
      position: { x: (i % cols) * 160, y: Math.floor(i / cols) * 60 },
      data: { id: `n${i}`, label: `Node ${i}`, dimensions: { width: 120, height: 30 }, textSize: 12 },
    })),
    edges: Array.from({ length: SIZE - 1 }, (_, i) => ({
      data: { id: `e${i}`, source: `n${i}`, target: `n${i + 1}` },
    })),
    version: 0,
    htmlContent: '',
    canvas: null,
    settings: null,
  };
}

interface Hook {
  engine: {
    hitTest(p: { x: number; y: number }): { kind: string; id?: string };
    focusNode(id: string, zoom?: number): void;
  };
  documentStore: { state: { nodes: Map<string, unknown> } };
  uiStore: { editingDisabled: boolean; checkingDocument: boolean };
}

/** The editor's state as the tests read it through `window.__mapa`. */
function editorState(page: Page) {
  return page.evaluate(() => {
    const h = (window as unknown as { __mapa: Hook }).__mapa;
    return {
      checking: h.uiStore.checkingDocument,
      disabled: h.uiStore.editingDisabled,
      nodes: h.documentStore.state.nodes.size,
    };
  });
}

/** What lies under node `id`'s centre on the canvas, by the engine's own hit test: the map is drawn there. */
async function nodeUnder(page: Page, id: string): Promise<string | undefined> {
  const centre = await nodeCentre(page, id);
  const rect = (await page.getByTestId('map-canvas').boundingBox())!;
  return page.evaluate((p) => (window as unknown as { __mapa: Hook }).__mapa.engine.hitTest(p).id, {
    x: centre.x - rect.x,
    y: centre.y - rect.y,
  });
}

test('a big map is drawn first and checked alongside; one that fails its check is drawn read-only', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const owner = uniqueEmail('check');
  await signUp(page, 'Check', owner);
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Checked map' } });
  const { id } = (await created.json()) as { id: string };
  const stored = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '"0"' },
    data: gridDocument(),
  });
  expect(stored.ok()).toBe(true);

  // The valid map: drawn, then editable once the worker's check has passed.
  await page.goto(`${baseURL()}/maps/${id}`);
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa, undefined, {
    timeout: 60_000,
  });
  await expect.poll(async () => (await editorState(page)).checking, { timeout: 30_000 }).toBe(false);
  expect(await editorState(page)).toEqual({ checking: false, disabled: false, nodes: SIZE });
  await expect(page.getByRole('button', { name: 'Add node' })).toBeVisible();
  await expect(page.getByTestId('document-check-alert')).toHaveCount(0);

  // The same map as if its stored document were damaged: one node's text size is negative.
  await page.route('**/api/documents/download**', async (route) => {
    const response = await route.fetch();
    const document = (await response.json()) as ReturnType<typeof gridDocument>;
    document.nodes[BROKEN].data.textSize = -3;
    await route.fulfill({ response, json: document });
  });
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && /\/api\/documents\/(transactions|upload)/.test(request.url()))
      writes.push(request.url());
  });
  await page.reload();
  const alert = page.getByTestId('document-check-alert');
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert).toContainText('This map can only be viewed');
  await expect(alert).toContainText(`nodes[${BROKEN}].data.textSize`);
  await expect(page.getByTestId('document-check-detail')).toContainText('>0');

  // Drawn all the same: every node is in the scene, the broken one under its own place on the canvas.
  expect(await editorState(page)).toEqual({ checking: false, disabled: true, nodes: SIZE });
  await page.evaluate(
    (id) => (window as unknown as { __mapa: Hook }).__mapa.engine.focusNode(id, 1),
    `n${BROKEN}`,
  );
  await expect.poll(() => nodeUnder(page, `n${BROKEN}`)).toBe(`n${BROKEN}`);

  // Refused edits: no tool bar to add with, and selecting a node then pressing Delete removes nothing.
  await expect(page.getByRole('button', { name: 'Add node' })).toHaveCount(0);
  const centre = await nodeCentre(page, `n${BROKEN}`);
  await page.mouse.click(centre.x, centre.y);
  await page.keyboard.press('Delete');
  expect((await editorState(page)).nodes).toBe(SIZE);
  expect(writes).toEqual([]);
  await page.screenshot({ path: 'test-results/document-check.png' });
});

test('a big map that opens in the text view is checked there too and becomes editable', async ({ page }) => {
  test.setTimeout(180_000);
  // The text view covers the canvas from the start, so no frame of the map is drawn: the check must not wait
  // for one.
  const owner = uniqueEmail('check-text');
  await signUp(page, 'Check', owner);
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Checked in text' } });
  const { id } = (await created.json()) as { id: string };
  const stored = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '"0"' },
    data: { ...gridDocument(), settings: { defaultViewMode: 'text' } },
  });
  expect(stored.ok()).toBe(true);
  await page.goto(`${baseURL()}/maps/${id}`);
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa, undefined, {
    timeout: 60_000,
  });
  await expect(page.getByPlaceholder('Search nodes...')).toBeVisible();
  await expect.poll(async () => (await editorState(page)).checking, { timeout: 30_000 }).toBe(false);
  expect(await editorState(page)).toEqual({ checking: false, disabled: false, nodes: SIZE });
});
