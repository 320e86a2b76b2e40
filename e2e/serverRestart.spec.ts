import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { currentDocument, nodeCentre, uniqueEmail, seedMap } from './helpers';
import { E2E_SERVER_ENV } from './global-setup';

// Chaos: the server process is killed (SIGKILL) while a save is on the wire, and started again on the same data.
// Nothing the user typed may be lost: the editor keeps its changes and sends them once the server is back.

const root = path.resolve(__dirname, '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Our own production server on `port` and `dataDir`, so this test may kill it. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'backend/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** Where the node sits once the camera has stopped moving (selecting a node brings it into view). */
async function settledCentre(page: Page, nodeId: string): Promise<{ x: number; y: number }> {
  let last = await nodeCentre(page, nodeId);
  await expect
    .poll(async () => {
      const now = await nodeCentre(page, nodeId);
      const still = Math.abs(now.x - last.x) < 0.5 && Math.abs(now.y - last.y) < 0.5;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

async function rename(page: Page, nodeId: string, title: string): Promise<void> {
  const centre = await settledCentre(page, nodeId);
  await page.mouse.click(centre.x, centre.y);
  const field = page.getByLabel('Node title');
  await expect(field).toBeVisible();
  await expect(field).toHaveValue(nodeId.replace(/\d+$/, ''));
  await field.fill(title);
  await field.press('Tab');
}

test('the server is killed during a save and restarted: nothing is lost', async ({ browser }) => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mapa-chaos-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const email = uniqueEmail('chaos');
    const signup = await page.request.post(`${base}/api/auth/signup`, {
      data: { email, password: 'correct horse 42', name: 'Chaos' },
    });
    expect(signup.status()).toBe(201);
    // The view-mode modal and then the onboarding tour (spec §2.22) would cover the canvas: as `signUp` does, the
    // view is chosen and the tour skipped first.
    const chosen = await page.request.patch(`${base}/api/auth/me`, {
      data: { default_view_mode: 'mindmap', onboarding: 'skipped' },
    });
    expect(chosen.status()).toBe(200);
    // b sits left of a: selecting a brings it to the middle of the narrowed canvas, and a node to its right
    // would then lie under the canvas controls.
    const nodes = ['a', 'b'].map((label, i) => ({
      position: { x: 210 - i * 420, y: 0 },
      data: { id: `${label}${Date.now()}`, label, type: 'default', dimensions: { width: 250, height: 100 } },
    }));
    const id = await seedMap(page.request, 'Chaos', nodes, base);
    await page.goto(`${base}/maps/${id}`);
    await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
    await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));

    // Kill the server the moment the save leaves the browser.
    const saveSent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/documents/transactions'),
    );
    await rename(page, nodes[0].data.id, 'Typed before the crash');
    await saveSent;
    await killed(server);

    // The first save may or may not have been committed before the kill. While the server is down more edits
    // pile up, and the editor says it is waiting.
    await rename(page, nodes[1].data.id, 'Typed while it was down');
    await expect(page.getByTestId('save-status')).toContainText(
      'You are offline. Changes will be saved when connection is restored.',
      { timeout: 20_000 },
    );

    server = await startServer(port, dataDir);
    await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', {
      timeout: 30_000,
    });

    const stored = await page.request.get(`${base}/api/documents/download`, {
      headers: { 'document-id': id, 'document-owner': email, 'document-path': 'map' },
    });
    const doc = (await stored.json()) as { nodes: { data: { id: string; label: string } }[] };
    const labels = Object.fromEntries(doc.nodes.map((n) => [n.data.id, n.data.label]));
    expect(labels).toEqual({
      [nodes[0].data.id]: 'Typed before the crash',
      [nodes[1].data.id]: 'Typed while it was down',
    });

    // A fresh page shows the same, from the server.
    await page.reload();
    await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
    const reloaded = await currentDocument(page);
    expect(reloaded.nodes.map((n) => n.data.label).sort()).toEqual([
      'Typed before the crash',
      'Typed while it was down',
    ]);
  } finally {
    await context.close();
    await killed(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
