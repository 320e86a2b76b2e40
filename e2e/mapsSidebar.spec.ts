import { expect, test } from '@playwright/test';
import { baseURL, signUp, uniqueEmail } from './helpers';

// The 'Maps' sidebar of the editor: search, favourites, tags and navigation between maps.

test('search, favourite, tag and open maps from the Maps sidebar', async ({ page }) => {
  await signUp(page, 'Sam', uniqueEmail('sam'));
  const ids: Record<string, string> = {};
  for (const title of ['Garden plan', 'Book notes', 'Trip']) {
    const res = await page.request.post(`${baseURL()}/api/maps`, { data: { title } });
    ids[title] = ((await res.json()) as { id: string }).id;
  }
  await page.goto(`${baseURL()}/maps/${ids['Trip']}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();

  await page.getByRole('button', { name: 'Maps', exact: true }).click();
  const sidebar = page.getByRole('dialog', { name: 'Maps' });
  const myMaps = sidebar.getByRole('region', { name: 'My Maps' });
  await expect(myMaps.getByTestId('sidebar-map-card')).toHaveCount(3);
  await expect(myMaps.locator('[aria-current="page"]')).toContainText('Trip');

  // Search by name; clear it.
  const search = sidebar.getByPlaceholder('Search maps or tags...');
  await search.fill('garden');
  await expect(sidebar.getByTestId('sidebar-map-card')).toHaveCount(1);
  await expect(sidebar.getByTestId('sidebar-map-card')).toContainText('Garden plan');
  await search.fill('nothing like this');
  await expect(sidebar.getByText('No maps found matching your filters')).toBeVisible();
  await sidebar.getByRole('button', { name: 'Clear search' }).click();
  await expect(myMaps.getByTestId('sidebar-map-card')).toHaveCount(3);

  // Favourite a map: it appears under Favorites, and the server keeps it.
  await sidebar.getByRole('button', { name: 'Add Book notes to favorites' }).click();
  const favorites = sidebar.getByRole('region', { name: 'Favorites' });
  await expect(favorites.getByTestId('sidebar-map-card')).toContainText('Book notes');
  await expect
    .poll(async () => {
      const trees = (await (await page.request.get(`${baseURL()}/api/getAvailableTrees`)).json()) as Record<
        string,
        { favorite: boolean }
      >;
      return trees[ids['Book notes']].favorite;
    })
    .toBe(true);

  // Tag two maps; filter by a tag (any-match), searching also finds tags.
  await myMaps.getByRole('button', { name: 'Edit tags of Garden plan' }).click();
  await page.getByRole('textbox', { name: 'Tags of Garden plan' }).fill('home, outdoor, spring');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Tags of Garden plan' })).toHaveCount(0);
  await expect(myMaps.getByTestId('sidebar-map-card').filter({ hasText: 'Garden plan' })).toContainText('+1');
  await myMaps.getByRole('button', { name: 'Edit tags of Trip' }).click();
  await page.getByRole('textbox', { name: 'Tags of Trip' }).fill('outdoor');
  await page.getByRole('textbox', { name: 'Tags of Trip' }).press('Enter');
  await expect(sidebar.getByText('outdoor (2)')).toBeVisible();
  await sidebar.getByText('home (1)').click();
  await expect(myMaps.getByTestId('sidebar-map-card')).toHaveCount(1);
  await sidebar.getByRole('button', { name: 'Clear All Filters' }).click();
  await expect(myMaps.getByTestId('sidebar-map-card')).toHaveCount(3);
  await search.fill('outdoor');
  await expect(myMaps.getByTestId('sidebar-map-card')).toHaveCount(2);
  await search.fill('');
  await page.screenshot({ path: 'test-results/maps-sidebar.png' });

  // Choosing the current map only closes the sidebar; another map is a full navigation.
  await myMaps.getByRole('button', { name: 'Open Trip' }).click();
  await expect(sidebar).toBeHidden();
  expect(page.url()).toContain(ids['Trip']);
  await page.getByRole('button', { name: 'Maps', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Maps' })
    .getByRole('region', { name: 'My Maps' })
    .getByRole('button', { name: 'Open Garden plan' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/maps/${ids['Garden plan']}$`));
  await expect(page.getByLabel('Map title')).toHaveValue('Garden plan');
});
