import { expect, test, type Page } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre } from './helpers';
import { openSeededMap, storedDocument } from './canvasEditingHelpers';
import { chatReply, enqueueAi, releaseAi, resetAi } from './aiHelpers';

const mod = process.platform === 'darwin' ? 'Meta' : 'Control';

/** Opens the left sidebar's messages tab (spec §2.7, §2.14). */
async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Messages' }).click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
}

/** Reads the engine's change preview through the editor's test hook. */
function previewOf(page: Page) {
  return page.evaluate(() => {
    const hook = (window as unknown as { __mapa: { engine: { getChangePreview(): unknown } } }).__mapa;
    return hook.engine.getChangePreview() as {
      added: { label: string }[];
      changed: { id: string; label: string }[];
      removed: string[];
    } | null;
  });
}

test('ask, see the diff on the canvas, accept part of it, undo it, and find the conversation after a reload', async ({
  page,
}) => {
  // Two page loads and many steps (the diff, a deletion and its undo, accept, undo, the held list): over a minute on
  // a busy machine.
  test.setTimeout(180_000);
  await resetAi(page.request);
  const { id, owner } = await openSeededMap(
    page,
    [
      { id: 'zoo', label: 'Zoo', x: 0, y: 0 },
      { id: 'cats', label: 'Cats', x: -300, y: 250 },
      { id: 'old', label: 'Old exhibit', x: 300, y: 250 },
    ],
    ['zoo>cats', 'zoo>old'],
  );
  await openChat(page);
  await expect(page.getByTestId('chat-credits')).toHaveText('100 credits');
  await expect(page.getByText('Hi! I can add, change or remove nodes')).toBeVisible();
  // No conversation yet: the selector says so and says how to start one.
  await page.getByTestId('conversation-select').click();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByText('Start a new conversation to begin')).toBeVisible();
  await expect(page.getByTestId('conversation-item')).toHaveCount(0);
  // Escape closes the menu, not the chat panel behind it.
  await page.keyboard.press('Escape');
  await expect(page.getByText('No conversations yet')).toBeHidden();
  await expect(page.getByTestId('chat-panel')).toBeVisible();

  await enqueueAi(
    page.request,
    chatReply('I added lions under Cats, renamed the zoo and removed the old exhibit.', {
      concepts_to_add: [{ id: 'new-1', label: 'Lions', description: 'Big cats that live in prides.' }],
      relations_to_add: [{ source: 'cats', target: 'new-1' }],
      concepts_to_modify: [{ id: 'zoo', label: 'City Zoo', description: '' }],
      concepts_to_remove: [{ id: 'old' }],
    }),
  );
  const input = page.getByLabel('Message to the AI assistant');
  await input.fill('Add lions, rename the zoo, drop the old exhibit');
  await input.press('Enter');
  await expect(page.getByText('I added lions under Cats')).toBeVisible();

  // The diff: a list with checkboxes, and the same changes drawn on the canvas; the map itself is untouched.
  const changes = page.getByTestId('chat-change');
  await expect(changes).toHaveCount(4);
  await expect(page.getByText('Change "Zoo" to "City Zoo"')).toBeVisible();
  await expect(page.getByText('Remove "Old exhibit"')).toBeVisible();
  await expect(page.getByText('Add "Lions"')).toBeVisible();
  await expect(page.getByText('Connect "Cats" → "Lions"')).toBeVisible();
  await expect.poll(async () => (await previewOf(page))?.added.map((a) => a.label)).toEqual(['Lions']);
  expect((await previewOf(page))!.removed).toEqual(['old']);
  expect((await previewOf(page))!.changed).toEqual([{ id: 'zoo', label: 'City Zoo' }]);
  expect((await currentDocument(page)).nodes).toHaveLength(3);
  await page.screenshot({ path: 'test-results/ai-chat-diff.png' });

  // The old exhibit is deleted on the map meanwhile: its removal no longer applies (struck through, not tickable);
  // undoing the deletion makes it apply again.
  const removal = page.getByRole('checkbox', { name: 'Remove "Old exhibit"' });
  // The canvas went to the ghost; Fit brings the whole map beside the panel (waiting for the view to settle).
  await page.getByRole('button', { name: 'Fit' }).click();
  const panelRight = (await page.getByTestId('left-sidebar').boundingBox())!;
  let last = '';
  await expect
    .poll(async () => {
      const at = await nodeCentre(page, 'old');
      const settled = JSON.stringify(at) === last && at.x > panelRight.x + panelRight.width;
      last = JSON.stringify(at);
      return settled;
    })
    .toBe(true);
  const old = await nodeCentre(page, 'old');
  await page.mouse.click(old.x, old.y);
  await expect(page.getByLabel('Node title')).toHaveValue('Old exhibit');
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);
  await expect(removal).toBeDisabled();
  await expect(page.getByText('Not applicable: no longer on the map')).toHaveCount(1);
  await expect(page.getByText('Remove "Old exhibit"')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByRole('checkbox', { name: 'Add "Lions"' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/ai-chat-not-applicable.png' });
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);
  await expect(removal).toBeEnabled();
  await expect(page.getByText('Not applicable: no longer on the map')).toHaveCount(0);

  // Accept only the addition (untick the rename and the removal).
  await page.getByRole('checkbox', { name: 'Change "Zoo" to "City Zoo"' }).uncheck();
  await page.getByRole('checkbox', { name: 'Remove "Old exhibit"' }).uncheck();
  await expect.poll(async () => (await previewOf(page))?.removed).toEqual([]);
  await page.getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByTestId('chat-changes')).toBeHidden();
  await expect.poll(() => previewOf(page)).toBeNull();

  let doc = await currentDocument(page);
  const lions = doc.nodes.find((n) => n.data.label === 'Lions')!;
  expect(lions).toBeDefined();
  expect(lions.data.description).toBe('<p>Big cats that live in prides.</p>');
  expect(lions.position.y).toBe(250 + 400); // 400 below its source (spec §4.9)
  expect(Math.abs(lions.position.x - -300)).toBeLessThanOrEqual(500);
  expect(doc.edges.some((e) => e.data.source === 'cats' && e.data.target === lions.data.id)).toBe(true);
  expect(doc.nodes.find((n) => n.data.id === 'zoo')!.data.label).toBe('Zoo');
  expect(doc.nodes.some((n) => n.data.id === 'old')).toBe(true);
  await expect.poll(async () => (await storedDocument(page, id, owner)).nodes.length).toBe(4);
  await expect(page.getByTestId('chat-credits')).toHaveText('99 credits');

  // One undo takes the whole accepted change back.
  await page.getByTestId('map-canvas').focus();
  await page.keyboard.press(`${mod}+z`);
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);
  doc = await currentDocument(page);
  expect(doc.edges).toHaveLength(2);
  await expect.poll(async () => (await storedDocument(page, id, owner)).nodes.length).toBe(3);

  // After a reload the conversation is listed with its title and count, and its messages come back. While the list
  // is on its way (held here), the selector says it is loading.
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  await page.route('**/api/documents/chatbot?**', async (route) => {
    if (route.request().method() === 'POST') await listHeld;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await openChat(page);
  await page.getByTestId('conversation-select').click();
  await expect(page.getByText('Loading conversations...')).toBeVisible();
  await expect(page.getByText('No conversations yet')).toHaveCount(0);
  releaseList();
  const item = page.getByTestId('conversation-item');
  await expect(page.getByText('Loading conversations...')).toBeHidden();
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Add lions, rename the zoo, drop the old exhibit');
  await expect(item).toContainText('2 messages');
  await item.click();
  await expect(page.getByText('I added lions under Cats')).toBeVisible();
  await expect(page.getByTestId('chat-user-message')).toHaveText(/Add lions, rename the zoo/);
});

test('a bad reply costs nothing and says so; Reject applies nothing; New Conversation clears the chat; deleting a conversation asks first', async ({
  page,
}) => {
  await resetAi(page.request);
  const { id, owner } = await openSeededMap(page, [{ id: 'zoo', label: 'Zoo', x: 0, y: 0 }]);
  await openChat(page);
  await enqueueAi(page.request, { content: '{"explanation": "cut' });
  const input = page.getByLabel('Message to the AI assistant');
  await input.fill('Hello');
  await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
  await input.press('Enter');
  await expect(page.getByTestId('chat-thinking')).toBeHidden();
  await expect(page.getByTestId('chat-error')).toHaveAttribute('data-code', 'AI_BAD_REPLY');
  await expect(page.getByTestId('chat-error')).toContainText('no credit was used');
  await expect(page.getByTestId('chat-credits')).toHaveText('100 credits');
  // Nothing was stored: the message is back in the input, ready to send again.
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  await expect(input).toHaveValue('Hello');

  await enqueueAi(
    page.request,
    chatReply('Hello there. Shall I add lions and rename the zoo?', {
      concepts_to_add: [{ id: 'new-1', label: 'Lions', description: '' }],
      relations_to_add: [{ source: 'zoo', target: 'new-1' }],
      concepts_to_modify: [{ id: 'zoo', label: 'Lion Zoo', description: '' }],
    }),
  );
  await input.fill('Hi again');
  await input.press('Enter');
  await expect(page.getByTestId('chat-error')).toBeHidden();
  await expect(page.getByText('Hello there.')).toBeVisible();
  await expect(page.getByTestId('chat-change')).toHaveCount(3);
  await expect.poll(async () => (await previewOf(page))?.added.map((a) => a.label)).toEqual(['Lions']);

  // Reject: the review and the canvas preview go, nothing lands on the map and nothing is saved.
  const revision = async () =>
    (await (await page.request.get(`${baseURL()}/api/documents/transactions?id=${id}&since=0`)).json())
      .revision as number;
  const saveStatus = page.getByTestId('save-status');
  await expect(saveStatus).toHaveAttribute('data-status', 'idle');
  const before = await revision();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByTestId('chat-changes')).toBeHidden();
  await expect.poll(() => previewOf(page)).toBeNull();
  const doc = await currentDocument(page);
  expect(doc.nodes.map((n) => n.data.label)).toEqual(['Zoo']);
  expect(doc.edges).toEqual([]);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Undo' })).toBeDisabled();
  await expect(saveStatus).toHaveAttribute('data-status', 'idle');
  expect(await revision()).toBe(before);
  expect((await storedDocument(page, id, owner)).nodes.map((n) => n.data.label)).toEqual(['Zoo']);
  await expect(page.getByText('Hello there.')).toBeVisible();

  // New Conversation: an empty chat (the welcome again), the earlier one still listed.
  const select = page.getByTestId('conversation-select');
  await expect(select).toHaveText('Hi again');
  await page.getByRole('button', { name: 'New Conversation' }).click();
  await expect(page.getByText('Hello there.')).toBeHidden();
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  await expect(page.getByText('Hi! I can add, change or remove nodes')).toBeVisible();
  await expect(select).toHaveText('New Conversation');
  await select.click();
  await expect(page.getByTestId('conversation-item')).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(page.getByText('Are you sure you want to delete this conversation?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Are you sure you want to delete this conversation?')).toBeHidden();
  await expect
    .poll(async () => (await page.request.post(`${baseURL()}/api/documents/chatbot?id=${id}`)).json())
    .toEqual([]);
  await select.click();
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByText('Start a new conversation to begin')).toBeVisible();
});

test('a reply that arrives while the messages tab is closed shows a badge and a balloon until the tab is opened', async ({
  page,
}) => {
  await resetAi(page.request);
  await openSeededMap(page, [{ id: 'zoo', label: 'Zoo', x: 0, y: 0 }]);
  await openChat(page);
  await enqueueAi(page.request, { ...chatReply('Here is an idea for the zoo.', {}), gated: true });
  const input = page.getByLabel('Message to the AI assistant');
  await input.fill('Any idea?');
  await input.press('Enter');
  await expect(page.getByTestId('chat-thinking')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

  // Close the tab while the model is still thinking, then let the reply come.
  await page.getByRole('button', { name: 'Close Messages' }).click();
  await expect(page.getByTestId('chat-panel')).toBeHidden();
  // With the chat closed, the global loader still says the AI is at work (spec §2.22), until the reply lands.
  const loader = page.getByRole('status').filter({ hasText: 'Expanding Knowledge...' });
  await expect(loader).toBeVisible();
  await releaseAi(page.request);
  const button = page.getByRole('button', { name: 'Messages (1 new)' });
  await expect(button).toBeVisible();
  await expect(loader).toBeHidden();
  await expect(page.getByTestId('sidebar-badge-messages')).toContainText('1');
  const balloon = page.getByTestId('sidebar-balloon');
  await expect(balloon).toHaveText('New message');
  await page.screenshot({ path: 'test-results/ai-chat-balloon.png' });

  // The balloon opens the tab; the reply is there and the badge and balloon are gone.
  await balloon.click();
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.getByText('Here is an idea for the zoo.')).toBeVisible();
  await expect(balloon).toBeHidden();
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A reply that arrives with the tab open is read at once: no badge.
  await enqueueAi(page.request, chatReply('And another.', {}));
  await input.fill('More?');
  await input.press('Enter');
  await expect(page.getByText('And another.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Messages', exact: true })).toBeVisible();
  await expect(balloon).toBeHidden();
});

test("the node panel's AI assistant button opens the messages tab asking for more details on the node", async ({
  page,
}) => {
  // Two page loads and 200 API calls to spend the credits: close to the default limit on a busy machine.
  test.setTimeout(180_000);
  await resetAi(page.request);
  await openSeededMap(page, [{ id: 'lions', label: 'Lions', x: 0, y: 0 }]);
  await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-open-tab', '');
  const lions = await nodeCentre(page, 'lions');
  await page.mouse.click(lions.x, lions.y);
  await page.getByRole('button', { name: 'AI assistant' }).click();
  await expect(page.getByTestId('left-sidebar')).toHaveAttribute('data-open-tab', 'messages');
  await expect(page.getByTestId('chat-panel')).toBeVisible();
  await expect(page.getByLabel('Message to the AI assistant')).toHaveValue(
    'Add more details to the node "Lions"',
  );
  await expect(page.getByTestId('chat-hint')).toHaveText('Each message costs 1 credit · 100 credits left');
  await page.screenshot({ path: 'test-results/ai-chat-panel.png' });

  // Dismiss hides the suggestion and leaves the input as it was.
  const banner = page.getByTestId('chat-suggestion');
  await expect(banner).toContainText('The node "Lions" has no description yet. Shall I write one?');
  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toBeHidden();
  const input = page.getByLabel('Message to the AI assistant');
  await expect(input).toHaveValue('Add more details to the node "Lions"');

  // With no credits left the chat says so and offers the upgrade; the message stays in the input.
  const mapId = page.url().split('/maps/')[1].split(/[/?]/)[0];
  const spend = async () =>
    (
      await page.request.post(`${baseURL()}/api/ai/completeText?id=${mapId}`, {
        data: { documentName: 'M', node: 'n', content: '', outputLanguage: 'english' },
      })
    ).status();
  await enqueueAi(page.request, ...Array.from({ length: 100 }, () => ({ content: 'x' })));
  for (let i = 0; i < 100; i++) expect(await spend()).toBe(200);
  await input.press('Enter');
  const error = page.getByTestId('chat-error');
  await expect(error).toHaveAttribute('data-code', 'INSUFFICIENT_CREDITS');
  await expect(error).toContainText('You have no AI credits left');
  await expect(error.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/plans');
  await expect(input).toHaveValue('Add more details to the node "Lions"');
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  await expect(page.getByTestId('chat-credits')).toHaveText('0 credits');
  await page.screenshot({ path: 'test-results/ai-chat-no-credits.png' });

  // A server without OPENAI_BASE_URL: every AI route answers 503, and the panel says how to turn the assistant on.
  const notConfigured = {
    status: 503,
    json: { code: 'AI_NOT_CONFIGURED', message: 'The AI assistant is not configured on this server' },
  };
  await page.route('**/api/documents/chatbot?**', (route) => route.fulfill(notConfigured));
  await page.route('**/api/ai/**', (route) => route.fulfill(notConfigured));
  await page.reload();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await openChat(page);
  await expect(error).toHaveAttribute('data-code', 'AI_NOT_CONFIGURED');
  await expect(error).toHaveText(
    'The AI assistant is not set up on this server. An administrator can turn it on by setting OPENAI_BASE_URL (see the operations guide).',
  );
  await expect(page.getByTestId('chat-suggestion')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/ai-chat-not-configured.png' });
});

test('the input: Shift+Enter adds a line, the box grows up to 184 px; a suggestion fills it; a failed delete says so', async ({
  page,
}) => {
  await resetAi(page.request);
  // A leaf with no description: the suggestion poll offers to write one.
  await openSeededMap(page, [{ id: 'lions', label: 'Lions', x: 0, y: 0 }]);
  await openChat(page);
  const input = page.getByLabel('Message to the AI assistant');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(input).toHaveAttribute('placeholder', 'Type message...');
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();

  const oneLine = (await input.boundingBox())!.height;
  await input.fill('');
  await input.pressSequentially('first');
  for (let i = 0; i < 12; i++) await input.press('Shift+Enter');
  await input.pressSequentially('last');
  await expect(input).toHaveValue(`first${'\n'.repeat(12)}last`);
  await expect(page.getByTestId('chat-user-message')).toHaveCount(0);
  await expect.poll(async () => (await input.boundingBox())!.height).toBeGreaterThan(oneLine);
  expect((await input.boundingBox())!.height).toBeLessThanOrEqual(184);
  expect(await input.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

  // Yes on the suggestion puts its call to action in the input; the banner goes.
  const banner = page.getByTestId('chat-suggestion');
  await expect(banner).toContainText('The node "Lions" has no description yet. Shall I write one?');
  await banner.getByRole('button', { name: 'Yes' }).click();
  await expect(input).toHaveValue('Add more details to the node "Lions"');
  await expect(banner).toBeHidden();

  await enqueueAi(page.request, chatReply('Lions live in prides.', {}));
  await input.press('Enter');
  await expect(page.getByText('Lions live in prides.')).toBeVisible();
  await expect(input).toHaveValue('');

  // The server refuses the delete: the conversation stays and the user is told.
  await page.route('**/api/documents/chatbot?**', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } })
      : route.continue(),
  );
  await page.getByTestId('conversation-select').click();
  await page.getByRole('button', { name: 'Delete conversation' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Failed to delete conversation. Please try again.')).toBeVisible();
  await expect(page.getByText('Lions live in prides.')).toBeVisible();
});

test('the chat, its diff and its buttons speak Portuguese and fit the panel', async ({ page }) => {
  await resetAi(page.request);
  await openSeededMap(page, [{ id: 'zoo', label: 'Zoo', x: 0, y: 0 }]);
  // The account speaks Portuguese (as if chosen in the account menu); the editor follows after a reload.
  expect((await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } })).ok()).toBe(
    true,
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await page.getByRole('button', { name: 'Mensagens' }).click();
  // The header holds the whole title and the balance.
  await expect(page.getByTestId('chat-credits')).toBeVisible();
  const whole = (el: Element) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight;
  const credits = page.getByTestId('chat-credits').locator('.mantine-Badge-label');
  for (const part of [page.locator('#sidebar-panel-title'), credits])
    expect(await part.evaluate(whole)).toBe(true);
  const panel = page.getByTestId('chat-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mensagens' })).toBeVisible();
  await expect(page.getByTestId('chat-credits')).toHaveText('100 créditos');
  await expect(page.getByTestId('chat-hint')).toHaveText(
    'Cada mensagem custa 1 crédito · restam 100 créditos',
  );
  await enqueueAi(
    page.request,
    chatReply('Renomeei o zoológico e acrescentei os leões.', {
      concepts_to_add: [{ id: 'new-1', label: 'Leões', description: '' }],
      relations_to_add: [{ source: 'zoo', target: 'new-1' }],
      concepts_to_modify: [{ id: 'zoo', label: 'Zoológico', description: '' }],
    }),
  );
  const input = page.getByLabel('Mensagem para o assistente de IA');
  await expect(input).toHaveAttribute('placeholder', 'Digite uma mensagem...');
  await input.fill('Renomeie e acrescente leões');
  await input.press('Enter');
  await expect(page.getByText('Mudanças propostas')).toBeVisible();
  await expect(page.getByText('Alterar "Zoo" para "Zoológico"')).toBeVisible();
  await page.screenshot({ path: 'test-results/ai-chat-diff-pt.png' });
  // Every button of the review is whole inside the panel (nothing cut off by the narrow sidebar).
  const box = (await panel.boundingBox())!;
  for (const name of ['Rejeitar', 'Aceitar selecionadas', 'Aceitar tudo']) {
    const button = page.getByRole('button', { name, exact: true });
    const b = (await button.boundingBox())!;
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width);
    // Mantine cuts a long label inside the button: the label must be whole.
    const label = button.locator('.mantine-Button-label');
    expect(await label.evaluate(whole)).toBe(true);
  }
  await page.getByRole('button', { name: 'Aceitar tudo', exact: true }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);
});
