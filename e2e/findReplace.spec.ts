import { expect, test } from '@playwright/test';
import { currentDocument } from './helpers';
import { clickEmptyCanvas, openSeededMap } from './canvasEditingHelpers';

// Find and replace (issue 36): the count follows match case and whole word, next selects the match's node,
// replace all changes titles and the text of contents (never their tags) in one change one undo reverts.

const seed = [
  { id: 'root', label: 'Cat care', x: 0, y: 0 },
  {
    id: 'food',
    label: 'cat food',
    x: 400,
    y: 0,
    description: '<p>A <a href="https://example.com/cat">cat</a> eats</p>',
  },
  { id: 'toys', label: 'Concatenate', x: 400, y: 200 },
];

const labels = async (page: import('@playwright/test').Page) =>
  Object.fromEntries((await currentDocument(page)).nodes.map((n) => [n.data.id, n.data.label]));

test('replace all is one change that one undo reverts', async ({ page }) => {
  await openSeededMap(page, seed, ['root>food', 'root>toys']);
  const description = async () =>
    (await currentDocument(page)).nodes.find((n) => n.data.id === 'food')!.data.description;
  const before = await description();
  expect(before).toContain('href="https://example.com/cat"');
  await clickEmptyCanvas(page);
  await page.keyboard.press('Control+f');
  await page.getByRole('textbox', { name: 'Search the map' }).fill('cat');
  await page.getByRole('button', { name: 'Replace', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Find and replace' });
  const count = panel.getByTestId('replace-count');
  await expect(count).toHaveText('1 of 4');
  await panel.getByRole('checkbox', { name: 'Whole word' }).check();
  await expect(count).toHaveText('1 of 3');
  await panel.getByRole('checkbox', { name: 'Match case' }).check();
  await expect(count).toHaveText('1 of 2');
  await panel.getByRole('button', { name: 'Next match' }).click();
  await expect(count).toHaveText('2 of 2');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __mapa: { documentStore: { selection: { nodes: string[] } } } }).__mapa
            .documentStore.selection.nodes,
      ),
    )
    .toEqual(['food']);
  await panel.getByRole('checkbox', { name: 'Match case' }).uncheck();
  await panel.getByRole('textbox', { name: 'Replace with' }).fill('dog');
  await panel.getByRole('button', { name: 'Replace all (3)' }).click();
  await expect(count).toHaveText('No matches');
  expect(await labels(page)).toEqual({ root: 'dog care', food: 'dog food', toys: 'Concatenate' });
  // The link's text changed; its address (an attribute) did not.
  expect(await description()).toBe(before!.replace('>cat<', '>dog<'));

  await page.keyboard.press('Escape');
  await clickEmptyCanvas(page);
  await page.keyboard.press('Control+z');
  await expect.poll(() => labels(page)).toEqual({ root: 'Cat care', food: 'cat food', toys: 'Concatenate' });
  expect(await description()).toBe(before);
});
