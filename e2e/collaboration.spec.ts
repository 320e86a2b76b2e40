import { expect, test } from '@playwright/test';
import { closePeople, labelIn, open, person, rename, saved, serverLabel, sharedMap } from './collaborators';

test.afterEach(closePeople);

// Two people on one map, each in a real Chromium context: saves are transactions, remote changes arrive by push,
// the same field resolves remote-wins with a notice, and edits made offline survive a reload.

test('two editors change different nodes at once: both edits are saved and shown to both', async ({
  browser,
}) => {
  const ada = await person(browser, 'Ada');
  const bob = await person(browser, 'Bob');
  const map = await sharedMap(ada, bob);
  await open(ada, map.id);
  await open(bob, map.id);

  await Promise.all([
    rename(ada.page, map.nodes[0], 'Ada was here'),
    rename(bob.page, map.nodes[1], 'Bob too'),
  ]);

  for (const p of [ada, bob]) {
    await expect.poll(() => labelIn(p.page, map.nodes[0]), { timeout: 15_000 }).toBe('Ada was here');
    await expect.poll(() => labelIn(p.page, map.nodes[1]), { timeout: 15_000 }).toBe('Bob too');
  }
  await saved(ada.page);
  await saved(bob.page);
  expect(await serverLabel(ada.page, map.id, ada.email, map.nodes[0])).toBe('Ada was here');
  expect(await serverLabel(ada.page, map.id, ada.email, map.nodes[1])).toBe('Bob too');
});

test('both change the same title: the remote value wins and the other editor is told', async ({
  browser,
}) => {
  const ada = await person(browser, 'Ada');
  const bob = await person(browser, 'Bob');
  const map = await sharedMap(ada, bob);
  await open(ada, map.id);
  await open(bob, map.id);

  // Bob's edit waits (offline) while Ada's reaches the server first.
  await bob.context.setOffline(true);
  await rename(bob.page, map.nodes[0], 'Bob title');
  await rename(ada.page, map.nodes[0], 'Ada title');
  await saved(ada.page);
  await bob.context.setOffline(false);

  await expect.poll(() => labelIn(bob.page, map.nodes[0]), { timeout: 20_000 }).toBe('Ada title');
  await expect(bob.page.getByText(/was replaced by a collaborator's edit/)).toBeVisible();
  await saved(bob.page);
  expect(await serverLabel(ada.page, map.id, ada.email, map.nodes[0])).toBe('Ada title');
});

test('edits made offline survive a reload while still offline and are saved when the connection returns', async ({
  browser,
}) => {
  const ada = await person(browser, 'Ada');
  const map = await sharedMap(ada);
  await open(ada, map.id);

  await ada.context.setOffline(true);
  await rename(ada.page, map.nodes[1], 'Written offline');
  await expect(ada.page.getByTestId('save-status')).toContainText(
    'You are offline. Changes will be saved when connection is restored.',
    { timeout: 20_000 },
  );
  await ada.page.reload().catch(() => undefined); // the reload itself fails while offline
  await ada.context.setOffline(false);
  await open(ada, map.id);

  await expect.poll(() => labelIn(ada.page, map.nodes[1]), { timeout: 15_000 }).toBe('Written offline');
  await expect
    .poll(() => serverLabel(ada.page, map.id, ada.email, map.nodes[1]), { timeout: 20_000 })
    .toBe('Written offline');
});
