import { expect, test, type Page } from '@playwright/test';
import { baseURL, nodeCentre, signUp, uniqueEmail, seedMap } from './helpers';

// Query parameters of spec §2.1, Back closing the node panel, and the title sent while typing.

async function mapWithNode(page: Page): Promise<string> {
  return seedMap(page.request, 'Navigation', [
    {
      position: { x: 0, y: 0 },
      data: { id: 'root', label: 'Root', type: 'default', dimensions: { width: 250, height: 100 } },
    },
  ]);
}

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
}

test('Back closes the node panel instead of leaving the map', async ({ page }) => {
  await signUp(page, 'Nina', uniqueEmail('nina'));
  const id = await mapWithNode(page);
  await page.goto(`${baseURL()}/maps`);
  await open(page, `${baseURL()}/maps/${id}`);
  const panelEntry = () =>
    page.waitForFunction(
      () => (history.state as { usr?: { mapaPanel?: boolean } } | null)?.usr?.mapaPanel === true,
    );
  let centre = await nodeCentre(page, 'root');
  await page.mouse.click(centre.x, centre.y);
  await expect(page.getByLabel('Node title')).toBeVisible();
  await panelEntry();

  await page.goBack();
  await expect(page.getByLabel('Node title')).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(`/maps/${id}`);

  // Closed by other means, the panel leaves no extra history entry behind: Back now leaves the map.
  centre = await nodeCentre(page, 'root'); // the canvas grew when the panel closed
  await page.mouse.click(centre.x, centre.y);
  await expect(page.getByLabel('Node title')).toBeVisible();
  await panelEntry();
  await page.getByRole('button', { name: 'Close node panel' }).click();
  await expect(page.getByLabel('Node title')).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/maps$/);
});

test('node= opens that node, hideNavbar=true hides the top bar, and the title is sent while typing', async ({
  page,
}) => {
  await signUp(page, 'Omar', uniqueEmail('omar'));
  const id = await mapWithNode(page);
  await open(page, `${baseURL()}/maps/${id}?node=root&hideNavbar=true&presentationMode=true&onboarding=true`);
  await expect(page.getByLabel('Node title')).toHaveValue('Root');
  await expect(page.getByLabel('Map title')).toHaveCount(0);

  await open(page, `${baseURL()}/maps/${id}`);
  const title = page.getByLabel('Map title');
  await title.fill('Renamed while typing');
  // No blur: the title goes out 1.5 s after the last keystroke (the field keeps the focus throughout, so any wait
  // proves it; MetadataStore.test.ts times the 1.5 s).
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`${baseURL()}/api/maps/${id}`)).json()) as { name: string }).name,
    )
    .toBe('Renamed while typing');
  await expect(title).toBeFocused();
});
