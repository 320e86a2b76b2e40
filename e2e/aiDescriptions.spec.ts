import { expect, test } from '@playwright/test';
import { baseURL, currentDocument, nodeCentre } from './helpers';
import { openSeededMap, storedDocument } from './canvasEditingHelpers';
import { chatReply, enqueueAi, resetAi } from './aiHelpers';

// Descriptions the assistant writes (issue #34): models answer with HTML although they are asked for plain text.
// The node stores that markup sanitised, so the panel and the exports show formatted text, never `<p>`.

test('a description the assistant wrote in HTML shows formatted in the node and in the Markdown export', async ({
  page,
}) => {
  await resetAi(page.request);
  const { id, owner } = await openSeededMap(page, [{ id: 'zoo', label: 'Zoo', x: 0, y: 0 }]);
  await page.getByRole('button', { name: 'Messages' }).click();
  await enqueueAi(
    page.request,
    chatReply('I added lions.', {
      concepts_to_add: [
        {
          id: 'new-1',
          label: 'Lions',
          description: '<p>Big <strong>cats</strong></p><script>alert(1)</script><p>Prides &amp; cubs</p>',
        },
      ],
      relations_to_add: [{ source: 'zoo', target: 'new-1' }],
      concepts_to_modify: [{ id: 'zoo', label: 'Zoo', description: 'Open daily\nClosed in winter' }],
    }),
  );
  const input = page.getByLabel('Message to the AI assistant');
  await input.fill('Add lions');
  await input.press('Enter');
  await expect(page.getByText('I added lions.')).toBeVisible();
  await page.getByRole('button', { name: 'Accept selected' }).click();
  await expect(page.getByTestId('chat-changes')).toBeHidden();

  const doc = await currentDocument(page);
  const lions = doc.nodes.find((n) => n.data.label === 'Lions')!;
  expect(lions.data.description).toBe('<p>Big <strong>cats</strong></p><p>Prides &amp; cubs</p>');
  expect(doc.nodes.find((n) => n.data.id === 'zoo')!.data.description).toBe(
    '<p>Open daily</p><p>Closed in winter</p>',
  );

  // The node panel shows the text formatted.
  await page.getByRole('button', { name: 'Close Messages' }).click();
  await page.getByRole('button', { name: 'Fit' }).click();
  // The view moves to its fit: the node is clicked once it stands still.
  let last = '';
  await expect
    .poll(async () => {
      const at = JSON.stringify(await nodeCentre(page, lions.data.id));
      const settled = at === last;
      last = at;
      return settled;
    })
    .toBe(true);
  const centre = await nodeCentre(page, lions.data.id);
  await page.mouse.click(centre.x, centre.y);
  const content = page.getByRole('complementary', { name: 'Node panel' }).locator('.ql-editor');
  await expect(content.locator('strong')).toHaveText('cats');
  await expect(content).toHaveText('Big catsPrides & cubs');

  // The Markdown export, once saved, has the note as Markdown.
  await expect.poll(async () => (await storedDocument(page, id, owner)).nodes.length).toBe(2);
  const exported = await page.request.post(`${baseURL()}/api/documents/export`, {
    data: { id, owner, outputFormat: 'md', entitiesToExport: [] },
  });
  expect(exported.ok()).toBe(true);
  const markdown = await exported.text();
  expect(markdown).toContain('Big **cats**');
  expect(markdown).toContain('Open daily');
  expect(markdown).not.toMatch(/<\/?p>|&lt;/);
});
