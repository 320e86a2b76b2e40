import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { baseURL, nodeCentre, signUp, uniqueEmail, seedMap } from './helpers';
import { storedDocument } from './canvasEditingHelpers';

// The account page's custom domain in the share panel's public link (spec §2.1), the template flag filling the
// maps sidebar's Templates section, cards without a tag editor for readers, and the 'Saving Changes...' loader
// while leaving the map waits for a pending save (spec §2.22).

/** The contexts a test opened, closed after it (an editor left open keeps drawing for the rest of the run). */
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newUser(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const context = await browser.newContext();
  contexts.push(context);
  const page = await context.newPage();
  const email = uniqueEmail(name.toLowerCase());
  await signUp(page, name, email);
  return { page, email };
}

async function createMap(page: Page, title: string): Promise<string> {
  return seedMap(page.request, title, [
    {
      position: { x: 0, y: 0 },
      data: { id: 'root', label: 'Root', dimensions: { width: 250, height: 100 } },
    },
  ]);
}

async function openMap(page: Page, id: string): Promise<void> {
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
}

test('custom domain from the account page shapes the public link; a template fills the sidebar', async ({
  browser,
}) => {
  const owner = await newUser(browser, 'Tess');
  const reader = await newUser(browser, 'Remy');
  const id = await createMap(owner.page, 'Quarterly plan');
  const shared = await owner.page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, members: { [reader.email]: 'reader' } },
  });
  expect(shared.status()).toBe(200);

  // Account page: a bad domain is refused with the reason, a bare host is stored as its https origin.
  const page = owner.page;
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const domain = page.getByLabel('Custom domain');
  await domain.fill('http://maps.tess.dev');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'https' })).toBeVisible();
  await domain.fill('Maps.Tess.dev');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account saved')).toBeVisible();
  await expect(domain).toHaveValue('https://maps.tess.dev');
  await page.screenshot({ path: 'test-results/account-page.png' });
  const me = await page.request.get(`${baseURL()}/api/auth/me`);
  expect(((await me.json()) as { user: { customDomain: string } }).user.customDomain).toBe(
    'https://maps.tess.dev',
  );

  // Share panel: the public link and embed snippet use the custom domain; the template switch saves at once.
  await openMap(page, id);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByLabel('Public link')).toHaveValue(`https://maps.tess.dev/maps/${id}`);
  await expect(page.getByLabel('Embed code')).toHaveValue(
    new RegExp(`src="https://maps\\.tess\\.dev/maps/${id}\\?hideNavbar=true"`),
  );
  const templateSwitch = page.getByRole('switch', { name: 'Use as a template' });
  await expect(templateSwitch).not.toBeChecked();
  await templateSwitch.check({ force: true });
  await expect
    .poll(async () => {
      const trees = await page.request.get(`${baseURL()}/api/getAvailableTrees`);
      return ((await trees.json()) as Record<string, { template: boolean }>)[id]?.template;
    })
    .toBe(true);
  await page.screenshot({ path: 'test-results/share-template.png' });
  await page.keyboard.press('Escape');

  // The owner's sidebar lists it under Templates, with a tag editor.
  await page.getByRole('button', { name: 'Maps', exact: true }).click();
  const templates = page.getByRole('region', { name: 'Templates' });
  await expect(templates.getByRole('button', { name: 'Open Quarterly plan' })).toBeVisible();
  await expect(templates.getByRole('button', { name: 'Edit tags of Quarterly plan' })).toBeVisible();

  // The reader sees it under Templates too, may favourite it, but gets no tag editor.
  await openMap(reader.page, id);
  await reader.page.getByRole('button', { name: 'Maps', exact: true }).click();
  const readerTemplates = reader.page.getByRole('region', { name: 'Templates' });
  await expect(readerTemplates.getByRole('button', { name: 'Open Quarterly plan' })).toBeVisible();
  await expect(reader.page.getByRole('button', { name: 'Edit tags of Quarterly plan' })).toHaveCount(0);
  await readerTemplates.getByRole('button', { name: 'Add Quarterly plan to favorites' }).click();
  await expect(
    reader.page
      .getByRole('region', { name: 'Favorites' })
      .getByRole('button', { name: 'Open Quarterly plan' }),
  ).toBeVisible();
  await reader.page.screenshot({ path: 'test-results/sidebar-reader.png' });
});

test("leaving the map waits for a pending save behind 'Saving Changes...'", async ({ browser }) => {
  const owner = await newUser(browser, 'Lea');
  const id = await createMap(owner.page, 'Leaving');
  const page = owner.page;
  await openMap(page, id);
  // Hold the save until the loader has been seen (however slow the machine); it then reaches the real server.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/documents/transactions', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  const centre = await nodeCentre(page, 'root');
  await page.mouse.click(centre.x, centre.y);
  await page.getByLabel('Node title').fill('Renamed before leaving');
  await page.getByLabel('Node title').blur();
  await expect(page.getByTestId('save-status')).not.toHaveAttribute('data-status', 'saved');
  await page.getByRole('link', { name: 'Mapa home' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saving Changes...' })).toBeVisible();
  await page.screenshot({ path: 'test-results/saving-changes.png' });
  release();
  await expect(page).toHaveURL(/\/maps$/, { timeout: 15_000 });
  const stored = await storedDocument(page, id, owner.email);
  expect(stored.nodes.find((n) => n.data.id === 'root')?.data.label).toBe('Renamed before leaving');
});
