import { expect, test } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre } from './helpers';
import { openSeededMap, storedDocument } from './canvasEditingHelpers';
import { enqueueAi, releaseAi, resetAi } from './aiHelpers';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

test('a streamed completion grows in the description, Stop keeps what arrived, and undo takes it back in one step', async ({
  page,
}) => {
  await resetAi(page.request);
  const { id, owner } = await openSeededMap(page, [
    { id: 'lions', label: 'Lions', x: 0, y: 0, description: '<p>Big cats.</p>' },
  ]);
  const lions = await nodeCentre(page, 'lions');
  await page.mouse.click(lions.x, lions.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Lions');
  const content = page.getByLabel('Node content');

  // A stream the test lets through one piece at a time: each piece shows in the description as it arrives.
  const pieces = Array.from({ length: 10 }, (_, i) => `Fact${i} `).join('');
  await enqueueAi(page.request, { content: pieces, chunks: 10, gated: true });
  await page.getByRole('button', { name: 'Write more with AI' }).click();
  await expect(page.getByTestId('completion-streaming')).toBeVisible();
  // The global loader says the AI is at work (spec §2.22).
  const loader = page.getByRole('status').filter({ hasText: 'Expanding Knowledge...' });
  await expect(loader).toBeVisible();
  // Nothing is in the map while it streams, and the editor cannot be typed into.
  await expect(content).toHaveAttribute('contenteditable', 'false');
  await releaseAi(page.request);
  await expect(content).toContainText('Fact0');
  await expect(content).not.toContainText('Fact1');
  // While streaming: the original text, an empty line, then the completion so far (spec §4.10).
  await expect(content.locator('p').first()).toHaveText('Big cats.');
  await releaseAi(page.request, 2);
  await expect(content).toContainText('Fact2');
  await expect(content).not.toContainText('Fact3');
  expect((await currentDocument(page)).nodes[0].data.description).toBe('<p>Big cats.</p>');
  await page.screenshot({ path: 'test-results/ai-completion-streaming.png' });
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('completion-streaming')).toBeHidden();
  await expect(loader).toBeHidden();

  const kept = (await currentDocument(page)).nodes.find((n) => n.data.id === 'lions')!.data.description!;
  expect(kept).toBe('<p>Big cats.</p><p><br /></p><p>Fact0 Fact1 Fact2 </p>');
  await expect(content).toContainText('Fact2');
  // Saved like any edit.
  await expect.poll(async () => (await storedDocument(page, id, owner)).nodes[0].data.description).toBe(kept);
  // The credit was taken.
  const me = await page.request.get(`${baseURL()}/api/auth/me`);
  expect((await me.json()).user.credits).toBe(99);

  // One undo step takes the whole completion back.
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press(`${mod}+z`);
  await expect
    .poll(async () => (await currentDocument(page)).nodes[0].data.description)
    .toBe('<p>Big cats.</p>');
});

test('a completion that runs to the end lands whole; with no credits left the upgrade button shows', async ({
  page,
}) => {
  await resetAi(page.request);
  await openSeededMap(page, [{ id: 'tigers', label: 'Tigers', x: 0, y: 0 }]);
  const tigers = await nodeCentre(page, 'tigers');
  await page.mouse.click(tigers.x, tigers.y);
  await enqueueAi(page.request, { content: 'Tigers are striped.\nThey swim well.', chunks: 4, delayMs: 50 });
  // What it costs is said before it is spent.
  await page.getByRole('button', { name: 'Write more with AI' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Costs 1 AI credit');
  await page.getByRole('button', { name: 'Write more with AI' }).click();
  await expect
    .poll(async () => (await currentDocument(page)).nodes[0].data.description)
    .toBe('<p>Tigers are striped.</p><p>They swim well.</p>');

  // Spend the rest of the credits through the API, then ask again.
  const me = await (await page.request.get(`${baseURL()}/api/auth/me`)).json();
  for (let i = 0; i < me.user.credits; i++) await enqueueAi(page.request, { content: 'x' });
  const mapId = page.url().split('/maps/')[1].split(/[/?]/)[0];
  for (let i = 0; i < me.user.credits; i++) {
    const res = await page.request.post(`${baseURL()}/api/ai/completeText?id=${mapId}`, {
      data: { documentName: 'M', node: 'n', content: '', outputLanguage: 'english' },
    });
    expect(res.status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Write more with AI' }).click();
  await expect(page.getByTestId('completion-error')).toHaveAttribute('data-code', 'INSUFFICIENT_CREDITS');
  await expect(page.getByTestId('completion-error')).toContainText('You have no AI credits left');
  await expect(page.getByTestId('completion-error').getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
    'href',
    '/plans',
  );
});
