import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { baseURL, currentDocument, seedMap, signUp, uniqueEmail } from './helpers';
import { clickEmptyCanvas, waitSaved } from './canvasEditingHelpers';

// The app runs under a Content-Security-Policy with `script-src 'self'`: the editor must load and work with no
// violation at all (Vite's scripts, Mantine's inline styles, PixiJS's blob workers, the layout worker, images).
// Only the embed address may be framed by another site.

// A 2×2 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYGD4z8DAwMDEwMDAAAAhAAMBrQ3sUQAAAABJRU5ErkJggg==',
  'base64',
);

// Prepended to the layout worker's script (a self-contained file): a violation inside a worker is reported to the
// worker's own global scope, out of the page's reach, so the worker tells it on its console.
const WORKER_WATCH = `self.addEventListener('securitypolicyviolation', (event) =>
  console.error('CSP violation in a worker: ' + event.effectiveDirective + ' blocked ' + event.blockedURI));\n`;

/**
 * Collects every CSP violation the page and its workers report: the DOM event of the page, the same event inside
 * the app's workers, and the console.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  const listen = (message: ConsoleMessage) => {
    if (
      /Content Security Policy|CSP violation|Refused to (load|execute|evaluate|apply|create|connect|frame)/i.test(
        message.text(),
      )
    )
      fromConsole.push(message.text());
  };
  page.on('console', listen);
  page.on('worker', (worker) => worker.on('console', listen));
  await page.route(/\/assets\/layout\.worker-[^/]*\.js$/, async (route) => {
    const original = await route.fetch();
    await route.fulfill({ response: original, body: WORKER_WATCH + (await original.text()) });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

/** A solid 400×300 PNG, drawn by the page (canvas pixels are not scripts: nothing the policy refuses). */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2f9e44';
    ctx.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

/**
 * Signs a new user up, stores a map of two linked nodes and opens it. PixiJS starts on SwiftShader here, which
 * takes long on a busy machine: the canvas gets a minute.
 */
async function openLinkedPair(page: Page, labels: [string, string]): Promise<string> {
  await signUp(page, 'Policy Tester', uniqueEmail('csp'));
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Under a policy' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const saved = await page.request.post(`${baseURL()}/api/documents/transactions`, {
    data: {
      id,
      baseVersion: 0,
      transactions: [
        {
          id: `seed_${id}`,
          label: 'node.created',
          source: 'user',
          ops: [
            { type: 'node.add', node: { position: { x: 0, y: 0 }, data: { id: 'root', label: labels[0] } } },
            {
              type: 'node.add',
              node: { position: { x: -300, y: 200 }, data: { id: 'leaf', label: labels[1] } },
            },
            { type: 'edge.add', edge: { data: { id: 'root-leaf', source: 'root', target: 'leaf' } } },
          ],
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  await page.goto(`${baseURL()}/maps/${id}`);
  await expectEditorReady(page);
  return id;
}

async function expectEditorReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
}

test('the editor loads and works under the Content-Security-Policy without a single violation', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const violations = await watchViolations(page);
  const id = await openLinkedPair(page, ['Root', 'Leaf']);
  const response = await page.request.get(`${baseURL()}/maps/${id}`);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");

  // A node added from the toolbar, its title typed, its rich text (Quill) written.
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByLabel('Node title').pressSequentially('Added');
  await expect
    .poll(async () => (await currentDocument(page)).nodes.map((n) => n.data.label))
    .toContain('Added');
  const content = page.locator('.ql-editor');
  await content.click();
  await page.keyboard.type('Written under a strict policy.');
  await expect
    .poll(
      async () => (await currentDocument(page)).nodes.find((n) => n.data.label === 'Added')?.data.description,
    )
    .toContain('Written under a strict policy.');

  // A node image (through the durable /api/images address) and an icon search (SVG previews).
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await page
    .getByRole('tabpanel', { name: 'Appearance' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
  await expect
    .poll(async () => (await currentDocument(page)).nodes.find((n) => n.data.label === 'Added')?.data)
    .toMatchObject({ image: 'photo.png' });
  await expect
    .poll(() =>
      page.getByRole('img', { name: 'Image preview' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(2);
  await page.getByPlaceholder('Search icons...').fill('rocket');
  await expect(page.getByTestId('icon-results').locator('img').first()).toBeVisible();
  await clickEmptyCanvas(page);

  // A background image from the blob store, drawn by PixiJS (its loader runs in blob: workers).
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('toolbar', { name: 'Drawing tools' })
    .getByRole('button', { name: 'Add Image' })
    .click();
  await (await chooser).setFiles({ name: 'backdrop.png', mimeType: 'image/png', buffer: await photo(page) });
  await expect
    .poll(async () => {
      const doc = (await currentDocument(page)) as unknown as {
        canvas: { backgroundImages?: { url: string }[] } | null;
      };
      return doc.canvas?.backgroundImages?.map((image) => image.url);
    })
    .toEqual([`/api/images/${id}/backdrop.png`]);

  // A layout, computed by elkjs in the layout worker (a file of this origin): the leaf, seeded left of its
  // parent, goes to its right.
  const leafOffset = async () => {
    const doc = await currentDocument(page);
    const at = (nodeId: string) => doc.nodes.find((n) => n.data.id === nodeId)!.position;
    return at('leaf').x - at('root').x;
  };
  expect(await leafOffset()).toBeLessThan(0);
  await page.getByRole('button', { name: 'Map settings' }).click();
  const settings = page.getByRole('region', { name: 'Map settings' });
  await expect(settings.locator('[data-testid="template-card"] img')).toHaveCount(13, { timeout: 30_000 });
  await settings.getByRole('button', { name: /horizontal tree/i }).click();
  await expect.poll(leafOffset, { timeout: 60_000 }).toBeGreaterThanOrEqual(300);
  await waitSaved(page);

  // Reloaded, the map and its images are drawn again from their durable addresses.
  await page.reload();
  await expectEditorReady(page);
  await expect
    .poll(async () => (await currentDocument(page)).nodes.find((n) => n.data.label === 'Added')?.data)
    .toMatchObject({ image: 'photo.png', imageURL: `/api/images/${id}/photo.png` });
  await page.screenshot({ path: 'test-results/csp-editor.png' });
  expect(await violations()).toEqual([]);

  // The public map page, opened by an anonymous visitor (with its link-preview tags), runs clean as well.
  await page.request
    .post(`${baseURL()}/api/s3/updateTreeMetadata`, { data: { id, isPublic: true } })
    .then((r) => expect(r.ok()).toBe(true));
  const visitor = await browser.newPage();
  const visitorViolations = await watchViolations(visitor);
  await visitor.goto(`${baseURL()}/maps/${id}`);
  await expect(visitor.locator('meta[property="og:title"]')).toHaveCount(1);
  await expectEditorReady(visitor);
  await expect
    .poll(async () => (await currentDocument(visitor)).nodes.map((n) => n.data.label))
    .toContain('Added');
  await visitor.screenshot({ path: 'test-results/csp-public-map.png' });
  expect(await visitorViolations()).toEqual([]);
  await visitor.close();
});

test('another site may frame the embed address of a public map, and nothing else', async ({
  page,
  browser,
}) => {
  const embedded = await openLinkedPair(page, ['Embedded', 'Leaf']);
  await page.request
    .post(`${baseURL()}/api/s3/updateTreeMetadata`, { data: { id: embedded, isPublic: true } })
    .then((r) => expect(r.ok()).toBe(true));
  const id = await seedMap(page.request, 'Second', [
    { position: { x: 0, y: 0 }, data: { id: 'n', label: 'N' } },
  ]);
  await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, { data: { id, isPublic: true } });

  const visitor = await browser.newPage();
  const refused: string[] = [];
  visitor.on('console', (message) => {
    if (/frame-ancestors/.test(message.text())) refused.push(message.text());
  });
  // A page of another site with two frames, the embed snippet and the plain editor address. It is served by a
  // server of its own and opened as localhost: another site than 127.0.0.1, and still loopback for the browser.
  const blog = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>Blog</title>
      <iframe id="embed" src="${baseURL()}/maps/${embedded}?hideNavbar=true" width="600" height="400"></iframe>
      <iframe id="plain" src="${baseURL()}/maps/${id}" width="600" height="400"></iframe>`);
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  const { port } = blog.address() as AddressInfo;
  await visitor.goto(`http://localhost:${port}/post`);
  await expect(visitor.frameLocator('#embed').getByTestId('map-canvas').locator('canvas')).toBeVisible({
    timeout: 60_000,
  });
  await expect.poll(() => refused.length).toBe(1);
  expect(refused[0]).toContain("frame-ancestors 'self'");
  await visitor.close();
  await new Promise((resolve) => blog.close(resolve));
});
