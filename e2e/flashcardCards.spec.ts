import { expect, test, type Page } from '@playwright/test';
import { baseURL, nodeCentre } from './helpers';
import { openSeededMap, storedDocument, waitSaved, expectStored } from './canvasEditingHelpers';

interface Hook {
  engine: {
    hitTest(p: { x: number; y: number }): { kind: string; id?: string };
    getViewport(): { zoom: number };
    isCameraAnimating(): boolean;
    nextFrame(): Promise<void>;
  };
}

const NODES = [
  { id: 'fr', label: 'Capital of France', x: 0, y: 0, description: '<p>Paris</p>' },
  { id: 'pt', label: 'Capital of Portugal', x: 300, y: 200, description: '<p>Lisbon</p>' },
  { id: 'br', label: 'Capital of Brazil', x: -300, y: 200, description: '<p>Brasília</p>' },
];

/** The card at the canvas centre (where the current card is focused) and at `dx` screen px to its right. */
async function cardAt(page: Page, dx = 0): Promise<string | null> {
  return page.evaluate((offset) => {
    const { engine } = (window as unknown as { __mapa: Hook }).__mapa;
    const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    const y = rect.height / 2;
    const idAt = (x: number) => {
      const hit = engine.hitTest({ x, y });
      return hit.kind === 'node' ? hit.id! : null;
    };
    // Offsets are from the focused card's centre: the camera centres it in the part of the canvas the floating
    // bars leave uncovered, which is not the canvas's own centre. Its edges are found along the middle row.
    let from = rect.width / 2;
    const under = idAt(from);
    if (under) {
      let left = from;
      let right = from;
      while (left > 0 && idAt(left - 2) === under) left -= 2;
      while (right < rect.width && idAt(right + 2) === under) right += 2;
      from = (left + right) / 2;
    }
    return idAt(from + offset);
  }, dx);
}

/** Waits until the camera rests on a card at zoom 1 (spec §4.8) and returns that card. */
async function focusedCard(page: Page): Promise<string> {
  await page.waitForFunction(() => {
    const { engine } = (window as unknown as { __mapa: Hook }).__mapa;
    return !engine.isCameraAnimating() && engine.getViewport().zoom === 1;
  });
  const id = await cardAt(page);
  expect(id).not.toBeNull();
  return id!;
}

/** RGB on screen `dy` px below the canvas centre (inside the focused card, below its title). */
async function colourBelowCentre(page: Page, dy: number): Promise<number[]> {
  await page.evaluate(() => (window as unknown as { __mapa: Hook }).__mapa.engine.nextFrame());
  const canvas = page.getByTestId('map-canvas');
  const box = (await canvas.boundingBox())!;
  const png = await page.screenshot({
    clip: { x: box.x + box.width / 2, y: box.y + box.height / 2 + dy, width: 1, height: 1 },
  });
  return page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
    const bitmap = await createImageBitmap(blob);
    const g = new OffscreenCanvas(1, 1).getContext('2d')!;
    g.drawImage(bitmap, 0, 0);
    return [...g.getImageData(0, 0, 1, 1).data].slice(0, 3);
  }, png.toString('base64'));
}

const isGreen = ([r, g, b]: number[]) => g > r + 40 && g > b + 40;
const isRed = ([r, g, b]: number[]) => r > g + 40 && r > b + 40;
const isNeutral = ([r, g, b]: number[]) => Math.min(r, g, b) > 240;

async function enterFlashcards(page: Page): Promise<void> {
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label')
    .filter({ hasText: 'Flashcards' })
    .click();
}

test('flashcards cards (spec §2.20, §4.8): Start, Previous/Next, Check, Correct/Wrong, score, reset; a reader too', async ({
  page,
  browser,
}) => {
  test.slow(); // a whole session twice (owner and reader), each step drawn and read back, on a shared machine
  // The camera jumps to each card rather than flying there (the engine honours reduced motion).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { id, owner } = await openSeededMap(page, NODES, ['fr>pt', 'fr>br']);
  await enterFlashcards(page);

  // The intro; no tool bar until the counters exist.
  const intro = page.getByRole('dialog', { name: 'Flashcards' });
  await expect(intro).toBeVisible();
  await page.screenshot({ path: 'test-results/flashcards-intro.png' });
  const toolbar = page.getByRole('toolbar', { name: 'Card tools' });
  await expect(toolbar).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Session Score' })).toHaveCount(0);
  // 'shuffling nodes' shows for a frame while the cards are dealt: the page notes whether it was ever shown.
  await page.evaluate(() => {
    const seen = { shuffling: false };
    Object.assign(window, { __shufflingSeen: seen });
    new MutationObserver((_, observer) => {
      const status = document.querySelector('[role="dialog"] [role="status"]');
      if (status?.textContent === 'shuffling nodes') {
        seen.shuffling = true;
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await intro.getByRole('button', { name: 'Start' }).click();
  await expect(intro).toHaveCount(0);
  expect(
    await page.evaluate(
      () => (window as unknown as { __shufflingSeen: { shuffling: boolean } }).__shufflingSeen.shuffling,
    ),
  ).toBe(true);

  const score = page.getByRole('region', { name: 'Session Score' });
  await expect(score.getByRole('group', { name: 'Correct: 0' })).toBeVisible();
  await expect(score.getByRole('group', { name: 'Wrong: 0' })).toBeVisible();
  await expect(toolbar.getByText('Card 1 of 3')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'PREVIOUS' })).toBeDisabled();

  // One row ordered by x: each NEXT focuses the card to the right of the one before (400 wide + 40 gap).
  const first = await focusedCard(page);
  expect(await cardAt(page, 200 + 20)).toBeNull(); // the gap between cards: 400 px wide at zoom 1
  await toolbar.getByRole('button', { name: 'NEXT' }).click();
  await expect(toolbar.getByText('Card 2 of 3')).toBeVisible();
  const second = await focusedCard(page);
  expect(second).not.toBe(first);
  expect(await cardAt(page, -440)).toBe(first);
  await toolbar.getByRole('button', { name: 'NEXT' }).click();
  const third = await focusedCard(page);
  expect(new Set([first, second, third]).size).toBe(3);
  await expect(toolbar.getByRole('button', { name: 'NEXT' })).toBeDisabled();
  await toolbar.getByRole('button', { name: 'PREVIOUS' }).click();
  await toolbar.getByRole('button', { name: 'PREVIOUS' }).click();
  await expect(toolbar.getByText('Card 1 of 3')).toBeVisible();
  expect(await focusedCard(page)).toBe(first);
  expect(isNeutral(await colourBelowCentre(page, 90))).toBe(true);

  // CHECK opens the card; Correct colours it green, counts it and closes it.
  await toolbar.getByRole('button', { name: 'CHECK' }).click();
  const panel = page.getByRole('complementary', { name: 'Node panel' });
  const { label, description } = NODES.find((n) => n.id === first)!;
  await expect(page.getByLabel('Node title')).toHaveValue(label);
  // The answer: the card's content, read-only.
  await expect(panel.getByText(description.replace(/<[^>]+>/g, ''))).toBeVisible();
  await page.screenshot({ path: 'test-results/flashcards-check.png' });
  await panel.getByRole('button', { name: 'Correct' }).click();
  await expect(panel).toHaveCount(0);
  await expect(score.getByRole('group', { name: 'Correct: 1' })).toBeVisible();
  await expect.poll(() => colourBelowCentre(page, 90).then(isGreen)).toBe(true);

  await toolbar.getByRole('button', { name: 'NEXT' }).click();
  expect(await focusedCard(page)).toBe(second);
  await toolbar.getByRole('button', { name: 'CHECK' }).click();
  await panel.getByRole('button', { name: 'Wrong' }).click();
  await expect(score.getByRole('group', { name: 'Wrong: 1' })).toBeVisible();
  await expect.poll(() => colourBelowCentre(page, 90).then(isRed)).toBe(true);

  // The owner's answers are stored in the document's fields (spec §3.2, §3.4); the map keeps its own layout.
  await waitSaved(page);
  await expectStored(page, id, owner, (doc) => {
    const byId = new Map(doc.nodes.map((n) => [n.data.id, n]));
    expect(byId.get(first)!.data.correct).toBe(true);
    expect(byId.get(second)!.data.correct).toBe(false);
    expect(doc.canvas).toMatchObject({ correctAnswers: 1, wrongAnswers: 1 });
    expect(NODES.map((n) => byId.get(n.id)!.position)).toEqual(NODES.map((n) => ({ x: n.x, y: n.y })));
    expect(doc.edges).toHaveLength(2);
  });

  // Reset session: both counts 0, every card neutral again, the first card focused.
  await score.getByRole('button', { name: 'Reset session' }).click();
  await expect(score.getByRole('group', { name: 'Correct: 0' })).toBeVisible();
  await expect(score.getByRole('group', { name: 'Wrong: 0' })).toBeVisible();
  await expect(toolbar.getByText('Card 1 of 3')).toBeVisible();
  for (let k = 0; k < 3; k++) {
    await focusedCard(page);
    expect(isNeutral(await colourBelowCentre(page, 90))).toBe(true);
    if (k < 2) await toolbar.getByRole('button', { name: 'NEXT' }).click();
  }
  await page.screenshot({ path: 'test-results/flashcards-cards.png' });

  // Under 768 px the cards are 300×200, and CHECK is gone (desktop only).
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(toolbar.getByRole('button', { name: 'CHECK' })).toHaveCount(0);
  await focusedCard(page);
  await expect.poll(() => cardAt(page, 140)).not.toBeNull();
  expect(await cardAt(page, 160)).toBeNull();
  expect(await cardAt(page, 0)).not.toBeNull();
  await page.screenshot({ path: 'test-results/flashcards-cards-narrow.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back in the mind map the nodes are where they were.
  await page
    .getByRole('radiogroup', { name: 'View' })
    .locator('label')
    .filter({ hasText: 'Mind map' })
    .click();
  const fr = await nodeCentre(page, 'fr');
  expect(
    await page.evaluate(({ x, y }) => {
      const { engine } = (window as unknown as { __mapa: Hook }).__mapa;
      const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
      return engine.hitTest({ x: x - rect.left, y: y - rect.top });
    }, fr),
  ).toEqual({ kind: 'node', id: 'fr' });

  // An anonymous reader of the public map plays too; nothing reaches the document.
  const shared = await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, members: {}, isPublic: true },
  });
  expect(shared.ok()).toBe(true);
  // The owner's last change (the session reset) saved first: 'saved' means nothing is left to send.
  await waitSaved(page);
  const before = await storedDocument(page, id, owner);
  const anonymous = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  try {
    const reader = await anonymous.newPage();
    await reader.goto(`${baseURL()}/maps/${id}`);
    await reader.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
    await enterFlashcards(reader);
    await reader.getByRole('dialog', { name: 'Flashcards' }).getByRole('button', { name: 'Start' }).click();
    const readerScore = reader.getByRole('region', { name: 'Session Score' });
    await expect(readerScore.getByRole('group', { name: 'Correct: 0' })).toBeVisible();
    await focusedCard(reader);
    await reader.getByRole('toolbar', { name: 'Card tools' }).getByRole('button', { name: 'CHECK' }).click();
    await reader
      .getByRole('complementary', { name: 'Node panel' })
      .getByRole('button', { name: 'Correct' })
      .click();
    await expect(readerScore.getByRole('group', { name: 'Correct: 1' })).toBeVisible();
    await expect.poll(() => colourBelowCentre(reader, 90).then(isGreen)).toBe(true);
    await reader.screenshot({ path: 'test-results/flashcards-cards-reader.png' });
  } finally {
    await anonymous.close();
  }
  expect(await storedDocument(page, id, owner)).toEqual(before);
});
