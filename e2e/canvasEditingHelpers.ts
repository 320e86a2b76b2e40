import { expect, type Page } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from './helpers';

/** A node as the tests write them: id, label, centre and optional description. */
export interface SeedNode {
  id: string;
  label: string;
  x: number;
  y: number;
  description?: string;
  /** Marker ids (`data.markers`, issue 36). */
  markers?: string[];
}

/**
 * Signs a new user up, creates a map holding `nodes` and `edges` ('a>b') through the API, and opens it.
 * Returns the map id and the owner's e-mail.
 */
export async function openSeededMap(
  page: Page,
  nodes: SeedNode[],
  edges: string[] = [],
): Promise<{ id: string; owner: string }> {
  const owner = uniqueEmail('canvas');
  await signUp(page, 'Canvas Tester', owner);
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Canvas editing' } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  const document = {
    nodes: nodes.map((n) => ({
      position: { x: n.x, y: n.y },
      locked: false,
      data: {
        id: n.id,
        label: n.label,
        type: 'default',
        dimensions: { width: 200, height: 80 },
        backgroundColor: '#e7f5ff',
        borderColor: '#1c7ed6',
        ...(n.description ? { description: n.description } : {}),
        ...(n.markers ? { markers: n.markers } : {}),
      },
    })),
    edges: edges.map((e) => {
      const [source, target] = e.split('>');
      return { data: { id: e, source, target } };
    }),
    version: 0,
    htmlContent: '',
    canvas: null,
    settings: null,
  };
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '"0"' },
    data: document,
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`${baseURL()}/maps/${id}`);
  // The first map of a run loads the whole bundle and starts WebGL: on a shared, busy machine that takes a while.
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
  return { id, owner };
}

/** Waits until the editor reports the map saved. */
export async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
}

/** The document as stored on the server (what a reload would load). */
export async function storedDocument(page: Page, id: string, owner: string): Promise<StoredDocument> {
  const res = await page.request.get(`${baseURL()}/api/documents/download`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as StoredDocument;
}

/** The parts of a stored document these tests read. */
export interface StoredDocument {
  nodes: {
    position: { x: number; y: number };
    locked?: boolean;
    data: Record<string, unknown> & { id: string };
  }[];
  edges: { data: Record<string, unknown> & { id: string; source: string; target: string } }[];
  canvas: { nodesOrder?: string[]; backgroundColor?: string } | null;
}

/** Clicks the canvas where nothing is, so focus leaves any input and the selection clears. */
export async function clickEmptyCanvas(page: Page): Promise<void> {
  await page.getByTestId('map-canvas').click({ position: { x: 40, y: 40 } });
}

/** Waits until the stored document passes `check` (saves are debounced, so a first read may be stale). */
export async function expectStored(
  page: Page,
  id: string,
  owner: string,
  check: (doc: StoredDocument) => void,
): Promise<void> {
  await expect(async () => check(await storedDocument(page, id, owner))).toPass({ timeout: 20_000 });
}
