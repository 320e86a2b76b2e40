// A big map in the product: it streams into the canvas with the progress card, then the card goes and the whole
// map is on screen, in the editor and in the embed view (`?hideNavbar=true`).
import { test, expect, type Page } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from './helpers';

const SIZE = 30_000;

/** A grid of SIZE small nodes, each linked to the next: 59,999 records, above the engine's streaming threshold. */
function bigDocument() {
  const cols = 150;
  return {
    nodes: Array.from({ length: SIZE }, (_, i) => ({
      position: { x: (i % cols) * 160, y: Math.floor(i / cols) * 60 },
      locked: false,
      data: {
        id: `n${i}`,
        label: `Node ${i}`,
        type: 'default',
        dimensions: { width: 120, height: 30 },
        backgroundColor: '#e7f5ff',
        borderColor: '#1c7ed6',
        textSize: 12,
      },
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

async function seedBigMap(page: Page): Promise<string> {
  const owner = uniqueEmail('big');
  await signUp(page, 'Big Map', owner);
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Big map' } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '"0"' },
    data: bigDocument(),
  });
  expect(saved.ok()).toBe(true);
  return id;
}

/** Counts canvas pixels that are not the background: the map is drawn. */
function drawnPixels(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const hook = (window as unknown as { __mapa: { engine: { exportImage(o: object): Promise<Blob> } } })
      .__mapa;
    const bitmap = await createImageBitmap(await hook.engine.exportImage({ format: 'jpeg', maxWidth: 400 }));
    const c = document.createElement('canvas');
    c.width = bitmap.width;
    c.height = bitmap.height;
    const g = c.getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] < 235 || d[i + 1] < 235) n++;
    return n;
  });
}

/** Records every text the loading card shows, from the first paint on (the card may live for a fraction of a second). */
async function watchProgressCard(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __progressTexts: seen });
    new MutationObserver(() => {
      const card = document.querySelector('[role="progressbar"][aria-label="Loading the map"]');
      const text = card?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('a 30,000-node map streams in with a progress card, in the editor and the embed view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await seedBigMap(page);
  await watchProgressCard(page);
  for (const path of [`/maps/${id}`, `/maps/${id}?hideNavbar=true`]) {
    await page.goto(`${baseURL()}${path}`);
    await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa, undefined, {
      timeout: 60_000,
    });
    // The card went away once the map was complete, after showing how far it was.
    await expect(page.getByRole('progressbar', { name: 'Loading the map' })).toBeHidden({ timeout: 60_000 });
    const texts = await page.evaluate(
      () => (window as unknown as { __progressTexts: string[] }).__progressTexts,
    );
    expect(texts.length).toBeGreaterThan(0);
    expect(texts[0]).toMatch(/^Loading the map… \d+% \([\d,]+ of 59,999 nodes and edges\)$/);
    expect(await drawnPixels(page)).toBeGreaterThan(1000);
  }
});
