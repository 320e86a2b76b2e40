import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { currentDocument, nodeCentre, baseURL } from './helpers';
import { openSeededMap, storedDocument, waitSaved } from './canvasEditingHelpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGNgYGD4z8DAwMDEwMDAAAAhAAMBrQ3sUQAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a tab of the left sidebar by its rail button (spec §2.7: download and upload are tabs there). */
async function openSidebarTab(page: Page, name: string): Promise<void> {
  const rail = page.getByRole('navigation', { name: 'Sidebar tabs' });
  await rail.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

async function openNodePanel(page: Page, id: string): Promise<void> {
  const n = await nodeCentre(page, id);
  await page.mouse.click(n.x, n.y);
  await expect(page.getByRole('complementary', { name: 'Node panel' })).toBeVisible();
}

test('attachments: upload with progress, list with preview and size, download in a new tab, delete after confirming', async ({
  page,
  context,
}) => {
  await openSeededMap(page, [{ id: 'n1', label: 'Report', x: 0, y: 0 }]);
  // The list held on its way: 'Loading attachments...'; then a server error: 'Failed to load attachments'.
  let answerList!: () => void;
  const listHeld = new Promise<void>((resolve) => (answerList = resolve));
  await page.route('**/api/nodes/attachments/list?*', async (route) => {
    await listHeld;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
  });
  await openNodePanel(page, 'n1');
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await panel.getByRole('tab', { name: 'Attachments' }).click();
  await expect(panel.getByText('Loading attachments...')).toBeVisible();
  answerList();
  await expect(panel.getByText('Failed to load attachments')).toBeVisible();
  await expect(panel.getByText('No attachments yet')).toHaveCount(0);
  await page.unroute('**/api/nodes/attachments/list?*');
  // Opened again, the list loads.
  await panel.getByRole('button', { name: 'Close node panel' }).click();
  await expect(panel).toBeHidden();
  await openNodePanel(page, 'n1');
  await panel.getByRole('tab', { name: 'Attachments' }).click();
  await expect(panel.getByText('No attachments yet')).toBeVisible();
  await expect(panel.getByText('PDF, Word, Excel, CSV, text and image files, up to 10 MB')).toBeVisible();

  // A 3 MB PDF over a throttled upload (1 MB/s): the progress bar shows on the way.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1024 * 1024,
  });
  await panel
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'Relatório.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(panel.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute('aria-valuenow', /\d+/);
  await expect(panel.getByText(/Uploading… \d+%/)).toBeVisible();
  await expect(panel.getByText('Attachment uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const row = panel.getByRole('listitem', { name: 'Relatório.pdf' });
  await expect(row).toContainText('3 MB');
  // The upload date, in the page's locale ("Nov 24, 2026, 3:40 PM").
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date()),
  );
  await expect(row).toContainText(today);
  await panel
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
  const image = panel.getByRole('listitem', { name: 'dot.png' });
  await expect(image.locator('img')).toBeVisible();
  await expect(image).toContainText(`${PNG.length} B`);

  // The status message goes away when clicked.
  await panel.getByRole('status').click();
  await expect(panel.getByRole('status')).toHaveCount(0);

  // A file the server judges by content: a script named .pdf is refused with the spec's message.
  await panel
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'evil.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\u0090\u0000') });
  await expect(
    panel.getByText('File type not allowed. Supported formats: PDF, Word, Excel, CSV, Text, and Image files'),
  ).toBeVisible();

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    row.getByRole('button', { name: 'Download Relatório.pdf' }).click(),
  ]);
  await expect.poll(() => tab.url()).toContain('/api/blobs/');
  const downloaded = await page.request.get(tab.url());
  expect(downloaded.headers()['content-type']).toContain('application/pdf');
  expect((await downloaded.body()).length).toBe(pdf.length);
  await tab.close();

  await row.getByRole('button', { name: 'Delete Relatório.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete attachment' });
  await expect(dialog).toContainText('Are you sure you want to delete "Relatório.pdf"?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete Relatório.pdf' }).click();
  await page
    .getByRole('dialog', { name: 'Delete attachment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(panel.getByText('Attachment deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(image).toBeVisible();
});

test('attachments: a file for a node made a moment ago is kept: the pending save goes first', async ({
  page,
}) => {
  const { id: mapId } = await openSeededMap(page, [{ id: 'b', label: 'Chlorophyll', x: 0, y: 0 }]);
  // Saves are held until the file is chosen, so the new node is not on the server when the upload is asked for
  // (whatever the 2 s debounce did meanwhile on a busy machine).
  let releaseSaves!: () => void;
  const savesHeld = new Promise<void>((resolve) => (releaseSaves = resolve));
  await page.route('**/api/documents/transactions', async (route) => {
    if (route.request().method() === 'POST') await savesHeld;
    await route.continue();
  });
  const b = await nodeCentre(page, 'b');
  await page.mouse.move(b.x, b.y);
  await page.getByRole('button', { name: '+ Add child' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  await panel.getByRole('tab', { name: 'Attachments' }).click();
  await expect(panel.getByText('No attachments yet')).toBeVisible();
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/nodes/attachments/upload')) uploads.push(request.url());
  });
  await panel
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'fresh.png', mimeType: 'image/png', buffer: PNG });
  await expect(panel.getByText('Uploading… 0%')).toBeVisible();
  // The upload waits for the save it needs.
  expect(uploads).toEqual([]);
  releaseSaves();
  await expect(panel.getByText('Attachment uploaded successfully')).toBeVisible();
  await expect(panel.getByRole('listitem', { name: 'fresh.png' })).toBeVisible();
  const child = (await currentDocument(page)).nodes.find((n) => n.data.id !== 'b')!;
  const listed = await page.request.get(
    `${baseURL()}/api/nodes/attachments/list?mapId=${mapId}&nodeId=${child.data.id}`,
  );
  expect(((await listed.json()) as { attachments: { originalName: string }[] }).attachments).toEqual([
    expect.objectContaining({ originalName: 'fresh.png' }),
  ]);
  await waitSaved(page);
});

test('notes export: nodes picked and reordered, Markdown, export.zip with one file per node and an index', async ({
  page,
}) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Alpha', x: 0, y: 0, description: '<p>First <strong>note</strong></p>' },
    { id: 'b', label: 'Beta', x: 300, y: 0, description: '<ul><li>one</li><li>two</li></ul>' },
    { id: 'c', label: 'Gamma', x: 600, y: 0, description: '<p>Third</p><p><img src="/held/pic.png"></p>' },
  ]);
  // Gamma's image is fetched for the zip; held, it keeps 'Exporting Content...' on screen until answered (404:
  // the note keeps the image's address).
  let answerImage!: () => void;
  const imageHeld = new Promise<void>((resolve) => (answerImage = resolve));
  await page.route('**/held/pic.png', async (route) => {
    await imageHeld;
    await route.fulfill({ status: 404, body: '' });
  });
  await openSidebarTab(page, 'Download');
  const drawer = page.getByRole('region', { name: 'Download' });
  await expect(drawer.getByText('Select a category to edit settings')).toBeVisible();
  await drawer.getByText('Export Notes').click();
  await expect(drawer.getByText('No nodes selected')).toBeVisible();
  const download = drawer.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeDisabled();
  await drawer.getByRole('button', { name: 'Add "Gamma"' }).click();
  await drawer.getByText('(+) Select All').click();
  await expect(drawer.getByText('All nodes selected')).toBeVisible();
  const chosen = drawer.getByRole('list', { name: 'Nodes to be exported' });
  await expect(chosen.getByRole('listitem')).toHaveText([/1\.\s*Gamma/, /2\.\s*Alpha/, /3\.\s*Beta/]);
  // Drag Beta up two 40 px rows: it becomes first.
  const handle = chosen.getByRole('button', { name: 'Drag "Beta" to reorder' });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 40, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 80, { steps: 4 });
  await page.mouse.up();
  await expect(chosen.getByRole('listitem')).toHaveText([/1\.\s*Beta/, /2\.\s*Gamma/, /3\.\s*Alpha/]);
  await expect(download).toBeDisabled();
  await drawer.getByLabel('Markdown').check();
  await page.screenshot({ path: 'test-results/files/notes-export.png' });
  const fileEvent = page.waitForEvent('download');
  await download.click();
  await expect(drawer.getByText('Exporting Content...')).toBeVisible();
  answerImage();
  const file = await fileEvent;
  await expect(drawer.getByText('Exporting Content...')).toHaveCount(0);
  expect(file.suggestedFilename()).toBe('export.zip');
  const files = unzipSync(new Uint8Array(readFileSync((await file.path())!)));
  expect(Object.keys(files).sort()).toEqual(['01-beta.md', '02-gamma.md', '03-alpha.md', 'index.md']);
  expect(strFromU8(files['01-beta.md'])).toBe('# Beta\n\n- one\n- two\n');
  expect(strFromU8(files['03-alpha.md'])).toBe('# Alpha\n\nFirst **note**\n');
  expect(strFromU8(files['index.md'])).toBe(
    '1. [Beta](01-beta.md)\n2. [Gamma](02-gamma.md)\n3. [Alpha](03-alpha.md)\n',
  );

  // One node taken out by its row, then all: back to 'No nodes selected' and nothing to download.
  await chosen.getByRole('button', { name: 'Remove "Gamma"' }).click();
  await expect(chosen.getByRole('listitem')).toHaveText([/1\.\s*Beta/, /2\.\s*Alpha/]);
  await expect(drawer.getByRole('button', { name: 'Add "Gamma"' })).toBeVisible();
  await drawer.getByText('(-) Remove All').click();
  await expect(drawer.getByText('No nodes selected')).toBeVisible();
  await expect(chosen.getByRole('listitem')).toHaveCount(0);
  await expect(download).toBeDisabled();
});

test('download tab: PNG and JPG of the canvas, JSON named by the spec, an outline made on the server', async ({
  page,
}) => {
  await openSeededMap(
    page,
    [
      { id: 'a', label: 'Alpha', x: 0, y: 0, description: '<p>Note of alpha</p>' },
      { id: 'b', label: 'Beta', x: 300, y: 150 },
    ],
    ['a>b'],
  );
  await openSidebarTab(page, 'Download');
  const panel = page.getByRole('region', { name: 'Download' });
  const save = async (category: string, button = 'Download') => {
    await panel.getByText(category, { exact: true }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: button, exact: true }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: readFileSync((await file.path())!) };
  };

  const png = await save('Export Canvas as Image (PNG)');
  expect(png.name).toBe('Canvas editing.png');
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  const [width, height] = [png.bytes.readUInt32BE(16), png.bytes.readUInt32BE(20)];
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThanOrEqual(3200);
  expect(height).toBeLessThanOrEqual(1800);

  const jpg = await save('Export Canvas as Image (JPG)');
  expect(jpg.name).toBe('Canvas editing.jpg');
  expect([...jpg.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  const json = await save('Export document as JSON');
  expect(json.name).toBe('canvas_editing.json');
  const doc = JSON.parse(json.bytes.toString('utf8')) as {
    nodes: { id: string; data: { label: string }; position: { x: number } }[];
    edges: { data: { source: string; target: string } }[];
  };
  expect(doc.nodes.map((n) => [n.id, n.data.label, n.position.x])).toEqual([
    ['a', 'Alpha', 0],
    ['b', 'Beta', 300],
  ]);
  expect(doc.edges.map((e) => [e.data.source, e.data.target])).toEqual([['a', 'b']]);

  const opml = await save('More formats', 'OPML outline');
  expect(opml.name).toBe('canvas_editing.opml');
  const text = opml.bytes.toString('utf8');
  expect(text).toContain('<outline text="Alpha" _note="Note of alpha">');
  expect(text).toMatch(/<outline text="Alpha"[^>]*>\s*<outline text="Beta"/);
});

test('import: another map merged beside the nodes, then a Markdown file, each one undoable change', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(page, [{ id: 'here', label: 'Already here', x: 0, y: 0 }]);
  // A second map of the same user, with a small tree and a note.
  const other = await page.request.post(`${baseURL()}/api/maps/import`, {
    multipart: {
      file: {
        name: 'Garden.md',
        mimeType: 'text/markdown',
        buffer: Buffer.from('# Garden\n\nPlant in *spring*.\n\n## Roses\n## Tulips\n'),
      },
    },
  });
  expect(other.status()).toBe(201);
  await openSidebarTab(page, 'Import');
  const drawer = page.getByRole('region', { name: 'Import' });
  await expect(drawer.getByRole('tab', { name: 'From mind map' })).toHaveAttribute('aria-selected', 'true');
  await expect(drawer.getByText('Import from other map')).toBeVisible();
  await drawer.getByRole('button', { name: 'Import "Garden"' }).click();
  await expect(drawer.getByText('3 nodes imported')).toBeVisible();
  await page.screenshot({ path: 'test-results/files/import-from-map.png' });
  let doc = await currentDocument(page);
  expect(doc.nodes.map((n) => n.data.label)).toEqual(['Already here', 'Garden', 'Roses', 'Tulips']);
  expect(doc.edges).toHaveLength(2);
  const garden = doc.nodes.find((n) => n.data.label === 'Garden')!;
  expect(garden.data.description).toBe('<p>Plant in <em>spring</em>.</p>');
  expect(garden.position.x).toBeGreaterThan(doc.nodes[0].position.x + 200);

  await drawer.getByRole('tab', { name: 'From file' }).click();
  await drawer.getByTestId('import-file-input').setInputFiles({
    name: 'plan.opml',
    mimeType: 'text/x-opml',
    buffer: Buffer.from(
      '<opml version="2.0"><head><title>Plan</title></head><body><outline text="Plan"><outline text="Step 1" _note="Do it"/></outline></body></opml>',
    ),
  });
  await expect(drawer.getByText('2 nodes imported')).toBeVisible();
  doc = await currentDocument(page);
  expect(doc.nodes.map((n) => n.data.label)).toContain('Step 1');

  await drawer.getByRole('tab', { name: 'From file' }).click();
  await drawer.getByTestId('import-file-input').setInputFiles({
    name: 'bad.opml',
    mimeType: 'text/x-opml',
    buffer: Buffer.from('<opml version="2.0">\n<body>'),
  });
  await expect(drawer.getByRole('status')).toContainText('Could not import: bad.opml: line');
  expect((await currentDocument(page)).nodes).toHaveLength(6);

  await drawer.getByRole('tab', { name: 'From web' }).click();
  await drawer.getByLabel('Text to import').fill('mindmap\n  root((Ideas))\n    One\n    Two');
  await drawer.getByRole('button', { name: 'Import text' }).click();
  await expect(drawer.getByText('3 nodes imported')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect
    .poll(async () => (await storedDocument(page, id, owner)).nodes.length, { timeout: 20_000 })
    .toBe(9);
  await waitSaved(page);
  // Undo takes the last import back as a whole.
  await page.getByTestId('controls-undo').click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(6);
});

test('My maps: Import file makes a new map and opens it', async ({ page }) => {
  await openSeededMap(page, []);
  await page.goto(`${baseURL()}/maps`);
  await page.getByTestId('import-map-input').setInputFiles({
    name: 'Trip.mm',
    mimeType: 'application/x-freemind',
    buffer: Buffer.from(
      '<map version="1.0.1"><node TEXT="Trip"><node TEXT="Before"/><node TEXT="After"/></node></map>',
    ),
  });
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]+$/);
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
  await expect
    .poll(async () => (await currentDocument(page)).nodes.map((n) => n.data.label))
    .toEqual(['Trip', 'Before', 'After']);
});
