import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

interface ServerCard {
  due: string;
  state: number;
  reps: number;
  lastReview: string | null;
  scheduledDays: number;
}
interface DueList {
  cards: { nodeId: string; due: string | null; state: number; card: ServerCard | null }[];
}

/** The signed-in user's cards as the server stores them. */
async function serverCards(page: Page, mapId: string): Promise<Record<string, ServerCard | null>> {
  const res = await page.request.get(`${baseURL()}/api/maps/${mapId}/reviews/due`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as DueList;
  return Object.fromEntries(body.cards.map((c) => [c.nodeId, c.card]));
}

const minutesBetween = (card: ServerCard) => (Date.parse(card.due) - Date.parse(card.lastReview!)) / 60_000;

test('a study session graded by keys (issue #13): cue, reveal, intervals, undo, the server’s schedule, stats, show on map', async ({
  page,
}) => {
  const { id } = await openSeededMap(
    page,
    [
      { id: 'bio', label: 'Biology', x: 0, y: 0 },
      { id: 'cell', label: 'Cell', x: 400, y: 0, description: '<p>The unit of life</p>' },
      { id: 'atp', label: 'ATP', x: 800, y: 0 },
      { id: 'enzyme', label: 'Enzyme', x: 400, y: 300 },
    ],
    ['bio>cell', 'cell>atp', 'bio>enzyme'],
  );
  // Every titled node is a card to study: the count shows on the view switch.
  await expect(page.getByTestId('study-due-badge')).toHaveText('4');
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label')
    .filter({ hasText: 'Flashcards' })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Flashcards sections' })
    .getByText('Study', { exact: true })
    .click();

  const session = page.getByRole('region', { name: 'Flashcards' });
  const card = session.getByTestId('study-card');
  const grades = session.getByRole('group', { name: 'How well did you remember?' });
  await expect(card.getByRole('heading', { name: 'Biology' })).toBeVisible();
  await expect(session.getByText('4 cards to study')).toBeVisible();
  await expect(grades).toHaveCount(0);

  // Space reveals; each button shows the interval a new card gets.
  await page.keyboard.press('Space');
  await expect(card.getByTestId('study-answer')).toHaveText('This node has no description.');
  await expect(grades.getByRole('button')).toHaveText([
    'Again1 min · 1',
    'Hard6 min · 2',
    'Good10 min · 3',
    /^Easy\d+ days · 4$/,
  ]);
  await page.keyboard.press('3');

  // The cue is the path of ancestors; Space reveals the description, Space again grades Good.
  await expect(card.getByRole('heading', { name: 'Cell' })).toBeVisible();
  await expect(card.getByLabel('Where this card sits in the map')).toHaveText('Biology');
  await page.keyboard.press('Space');
  await expect(card.getByTestId('study-answer')).toHaveText('The unit of life');
  await page.keyboard.press('Space');

  await expect(card.getByRole('heading', { name: 'ATP' })).toBeVisible();
  await expect(card.getByLabel('Where this card sits in the map')).toHaveText(/^Biology.*Cell$/);
  await page.keyboard.press('Space');
  const easyLabel = await grades.getByTestId('interval-4').textContent();
  await page.keyboard.press('4');

  await expect(card.getByRole('heading', { name: 'Enzyme' })).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  // Nothing new is left: Biology (Good: 10 minutes) is within the learn-ahead limit and comes back first.
  await expect(card.getByRole('heading', { name: 'Biology' })).toBeVisible();
  // Ctrl+Z takes the last grade back: Enzyme shows again, unrevealed, and is graded Hard instead.
  await page.keyboard.press('Control+z');
  await expect(card.getByRole('heading', { name: 'Enzyme' })).toBeVisible();
  await expect(grades).toHaveCount(0);
  await expect(session.getByText('1 card to study')).toBeVisible();
  await page.keyboard.press('Space');
  await page.keyboard.press('2');
  await expect(session.getByText('0 cards to study')).toBeVisible();
  await expect(page.getByTestId('study-due-badge')).toHaveCount(0);
  // Hard gave Enzyme 6 minutes: the soonest learning card, it shows next.
  await expect(card.getByRole('heading', { name: 'Enzyme' })).toBeVisible();

  // The server holds the schedule the buttons announced (the undone Good is gone).
  const cards = await serverCards(page, id);
  expect(cards.bio).toMatchObject({ state: 1, reps: 1 });
  expect(minutesBetween(cards.bio!)).toBe(10);
  expect(cards.cell).toMatchObject({ state: 1, reps: 1 });
  expect(minutesBetween(cards.cell!)).toBe(10);
  expect(cards.atp).toMatchObject({ state: 2, reps: 1 });
  expect(easyLabel).toBe(`${cards.atp!.scheduledDays} days · 4`);
  expect(minutesBetween(cards.atp!)).toBe(cards.atp!.scheduledDays * 24 * 60);
  expect(cards.enzyme).toMatchObject({ state: 1, reps: 1 });
  expect(minutesBetween(cards.enzyme!)).toBe(6);

  // Statistics: the four grades that stand (the undone one is gone).
  await page.getByRole('radiogroup', { name: 'Flashcards sections' }).getByText('Statistics').click();
  await expect(page.getByTestId('stats-reviews')).toHaveText('4');
  await expect(page.getByTestId('stats-retention')).toHaveText('—');
  await expect(page.getByRole('img', { name: /last 90 days: 4 reviews/ })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Flashcards sections' })
    .getByText('Study', { exact: true })
    .click();

  // 'Show on map' opens the card's node on the canvas.
  await expect(card.getByRole('heading', { name: 'Enzyme' })).toBeVisible();
  await session.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('radio', { name: 'Mind map', exact: true })).toBeChecked();
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __mapa: { documentStore: { selection: { nodes: string[] } } } }).__mapa
            .documentStore.selection.nodes,
      ),
    )
    .toEqual(['enzyme']);
});

/** How many grades the page keeps queued for map `mapId` in IndexedDB. */
function keptGrades(page: Page, mapId: string): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('mapa-reviews');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('queuedGrades').objectStore('queuedGrades').get(key);
          get.onsuccess = () => {
            resolve((get.result as { grades: unknown[] } | undefined)?.grades.length ?? 0);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    mapId,
  );
}

/** Opens the map's flashcards view at 'Study'. */
async function openStudy(page: Page): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label')
    .filter({ hasText: 'Flashcards' })
    .click();
  await page
    .getByRole('radiogroup', { name: 'Flashcards sections' })
    .getByText('Study', { exact: true })
    .click();
}

test('grades given offline are kept, the next card shows at once, and they are sent in order when back online (issue #13)', async ({
  page,
  context,
}) => {
  const { id } = await openSeededMap(
    page,
    [
      { id: 'bio', label: 'Biology', x: 0, y: 0 },
      { id: 'cell', label: 'Cell', x: 400, y: 0 },
      { id: 'atp', label: 'ATP', x: 800, y: 0 },
    ],
    ['bio>cell', 'cell>atp'],
  );
  await openStudy(page);
  const session = page.getByRole('region', { name: 'Flashcards' });
  const card = session.getByTestId('study-card');
  const queued = session.getByTestId('study-queued');
  await expect(card.getByRole('heading', { name: 'Biology' })).toBeVisible();

  const offlineAt = Date.now();
  await context.setOffline(true);
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
  // No error: the next card at once, and a calm note that the grade waits.
  await expect(card.getByRole('heading', { name: 'Cell' })).toBeVisible();
  await expect(queued).toHaveText('1 grade kept on this device: it will be sent when you are back online.');
  await expect(session.getByRole('alert')).toHaveCount(0);
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(card.getByRole('heading', { name: 'ATP' })).toBeVisible();
  await expect(queued).toHaveText(
    '2 grades kept on this device: they will be sent when you are back online.',
  );
  const onlineAt = Date.now();
  await context.setOffline(false);
  await expect(queued).toHaveCount(0);

  // Stored once each, in order, scheduled when they were given (Again: 1 min, Good: 10 min after).
  const cards = await serverCards(page, id);
  expect(cards.bio).toMatchObject({ state: 1, reps: 1 });
  expect(minutesBetween(cards.bio!)).toBe(1);
  expect(cards.cell).toMatchObject({ state: 1, reps: 1 });
  expect(minutesBetween(cards.cell!)).toBe(10);
  for (const c of [cards.bio!, cards.cell!]) {
    expect(Date.parse(c.lastReview!)).toBeGreaterThanOrEqual(offlineAt);
    expect(Date.parse(c.lastReview!)).toBeLessThanOrEqual(onlineAt);
  }
  expect(Date.parse(cards.bio!.lastReview!)).toBeLessThan(Date.parse(cards.cell!.lastReview!));

  // A grade kept by a page closed while offline is sent on the next visit.
  await context.setOffline(true);
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  await expect(queued).toHaveText('1 grade kept on this device: it will be sent when you are back online.');
  // Written to IndexedDB before the page goes (the store's database exists: the study session opened it).
  await expect.poll(() => keptGrades(page, id)).toBe(1);
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto(`${baseURL()}/maps/${id}`);
  await expect.poll(async () => (await serverCards(next, id)).atp?.reps ?? 0).toBe(1);
  expect((await serverCards(next, id)).atp).toMatchObject({ state: 2 });
});
