import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, nodeCentre, signUp, uniqueEmail, seedMap } from './helpers';

// Sharing through the Share tab of the left sidebar: a member added by e-mail opens the map read-only (and lists and
// downloads a node's attachments, but cannot add or delete one); a public map opens for an anonymous visitor; the
// embed snippet and the public link are shown.

interface Person {
  context: BrowserContext;
  page: Page;
  email: string;
}

async function person(browser: Browser, name: string): Promise<Person> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase());
  await signUp(page, name, email);
  return { context, page, email };
}

async function mapWithNode(owner: Person): Promise<string> {
  return seedMap(owner.page.request, 'Shared plan', [
    { position: { x: 0, y: 0 }, data: { id: 'root', label: 'Root' } },
  ]);
}

async function openMap(page: Page, id: string): Promise<void> {
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
}

test('the owner shares with a reader, who opens the map read-only; a public map opens for anyone', async ({
  browser,
}) => {
  const owner = await person(browser, 'Olga');
  const reader = await person(browser, 'Rita');
  const id = await mapWithNode(owner);

  // Before sharing, the reader cannot see the map at all.
  await reader.page.goto(`${baseURL()}/maps/${id}`);
  await expect(reader.page.getByText('Map not found')).toBeVisible();

  await openMap(owner.page, id);
  await owner.page.getByRole('button', { name: 'Share' }).click();
  const panel = owner.page.getByRole('region', { name: 'Share and embed' });
  await expect(panel.getByText('only you', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Embed code')).toHaveValue(
    `<iframe src="${baseURL()}/maps/${id}?hideNavbar=true" width="600" height="400" style="border:0" allowfullscreen></iframe>`,
  );
  await expect(panel.getByRole('link', { name: 'How to embed a map' })).toHaveAttribute('target', '_blank');
  await expect(panel.getByLabel('Public link')).toHaveValue(`${baseURL()}/maps/${id}`);

  const emailField = panel.getByLabel('E-mail to share with');
  await emailField.fill('not-an-email');
  await panel.getByRole('button', { name: 'Add' }).click();
  await expect(panel.getByRole('alert').filter({ hasText: 'Invalid email' })).toBeVisible();

  // Upper case is lower-cased; Enter adds; the role defaults to reader.
  await emailField.fill(reader.email.toUpperCase());
  await emailField.press('Enter');
  await expect(panel.getByRole('group', { name: reader.email })).toBeVisible();
  await expect(panel.getByLabel(`Role of ${reader.email}`)).toHaveValue('Reader');
  await expect(panel.getByText('only you', { exact: true })).toHaveCount(0);
  await expect
    .poll(async () => (await owner.page.request.get(`${baseURL()}/api/getDocumentMembers?id=${id}`)).json())
    .toEqual({ [reader.email]: 'reader' });

  // The reader sees the map, read-only: no Add node, the title disabled, no Share or Map settings (spec §6).
  await openMap(reader.page, id);
  await expect(reader.page.getByText('View only')).toBeVisible();
  await expect(reader.page.getByRole('button', { name: 'Add node' })).toHaveCount(0);
  await expect(reader.page.getByLabel('Map title')).toBeDisabled();
  await expect(reader.page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: 'Map settings' })).toHaveCount(0);

  // A file the owner attached to the node: the reader lists and downloads it, but has no upload and no delete
  // (spec §2.11: readers list and download only).
  const agenda = 'Agenda: budget, garden\n';
  const uploaded = await owner.page.request.post(`${baseURL()}/api/nodes/attachments/upload`, {
    multipart: {
      mapId: id,
      nodeId: 'root',
      file: { name: 'Agenda.txt', mimeType: 'text/plain', buffer: Buffer.from(agenda) },
    },
  });
  expect(uploaded.status()).toBe(201);
  const root = await nodeCentre(reader.page, 'root');
  await reader.page.mouse.click(root.x, root.y);
  const nodePanel = reader.page.getByRole('complementary', { name: 'Node panel' });
  await nodePanel.getByRole('tab', { name: 'Attachments' }).click();
  const attachment = nodePanel.getByRole('listitem', { name: 'Agenda.txt' });
  await expect(attachment).toContainText(`${Buffer.byteLength(agenda)} B`);
  await expect(attachment.getByRole('button', { name: 'Delete Agenda.txt' })).toHaveCount(0);
  await expect(nodePanel.getByRole('button', { name: 'Upload file' })).toHaveCount(0);
  await expect(nodePanel.getByTestId('attachment-input')).toHaveCount(0);
  await expect(nodePanel.getByText('PDF, Word, Excel, CSV, text and image files, up to 10 MB')).toHaveCount(
    0,
  );
  const [download] = await Promise.all([
    reader.context.waitForEvent('page'),
    attachment.getByRole('button', { name: 'Download Agenda.txt' }).click(),
  ]);
  await expect.poll(() => download.url()).toContain('/api/blobs/');
  expect(await (await reader.page.request.get(download.url())).text()).toBe(agenda);
  await download.close();

  // Anonymous visitors cannot open the private map; once public they can, read-only.
  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(`${baseURL()}/maps/${id}`);
  await expect(visitor.getByText('Map not found')).toBeVisible();

  await panel.getByText('Public', { exact: true }).click();
  await expect(panel.getByText('Anyone with the link can view this map (read-only).')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          (await (await owner.page.request.get(`${baseURL()}/api/maps/${id}`)).json()) as {
            isPublic: boolean;
          }
        ).isPublic,
    )
    .toBe(true);

  await openMap(visitor, id);
  await expect(visitor.getByText('View only')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Add node' })).toHaveCount(0);
  await expect(visitor.getByLabel('Map title')).toBeDisabled();

  // The owner changes the member's role, then removes them; the member list ends as 'only you'.
  await panel.getByLabel(`Role of ${reader.email}`).click();
  await owner.page.getByRole('option', { name: 'Editor' }).click();
  await expect
    .poll(async () => (await owner.page.request.get(`${baseURL()}/api/getDocumentMembers?id=${id}`)).json())
    .toEqual({ [reader.email]: 'editor' });
  await owner.page.screenshot({ path: 'test-results/share-panel.png' });
  await panel.getByRole('button', { name: `Remove ${reader.email}` }).click();
  await expect(panel.getByText('only you', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await owner.page.request.get(`${baseURL()}/api/getDocumentMembers?id=${id}`)).json())
    .toEqual({});

  await anonymous.close();
  await owner.context.close();
  await reader.context.close();
});
