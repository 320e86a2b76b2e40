import { expect, test } from '@playwright/test';
import { closePeople, labelIn, open, person, rename, serverLabel, sharedMap } from './collaborators';

test.afterEach(closePeople);

// Issue 19: two editors each rename a different node through the node panel at the same moment. One of the two
// edits used to stay unsent (the status 'idle', nothing scheduled) in about one trial in seven; each trial here is
// a fresh map, and each must bring both edits to the server within 10 s.

const TRIALS = 20;

test(`simultaneous single edits by two editors reach the server every time (${TRIALS} fresh maps)`, async ({
  browser,
}) => {
  test.setTimeout(TRIALS * 45_000);
  const ada = await person(browser, 'Ada');
  const bob = await person(browser, 'Bob');
  for (let trial = 0; trial < TRIALS; trial++) {
    const map = await sharedMap(ada, bob);
    await open(ada, map.id);
    await open(bob, map.id);
    const titles = [`Ada ${trial}`, `Bob ${trial}`];
    await Promise.all([rename(ada.page, map.nodes[0], titles[0]), rename(bob.page, map.nodes[1], titles[1])]);

    const onServer = () =>
      Promise.all(map.nodes.map((node) => serverLabel(ada.page, map.id, ada.email, node)));
    await expect.poll(onServer, { timeout: 10_000, message: `trial ${trial}` }).toEqual(titles);
    for (const p of [ada, bob])
      await expect
        .poll(() => Promise.all(map.nodes.map((node) => labelIn(p.page, node))), { timeout: 15_000 })
        .toEqual(titles);
  }
});
