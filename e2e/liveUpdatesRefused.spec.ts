import { expect, test, type Page } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Past MAX_EVENT_STREAMS_PER_USER the server refuses a tab's live event stream (429 TOO_MANY_EVENT_STREAMS, see
// backend/src/documents/eventStreamSlots.ts). The browser never retries an HTTP error, so the tab used to stay
// without collaborators' changes and nobody knew. The editor now says so and tries again after the wait.
// The refusal is answered here (the cap is per server process, shared by every spec of the worker), with the
// backend's status, body and header.

const REFUSAL = {
  statusCode: 429,
  code: 'TOO_MANY_EVENT_STREAMS',
  message: 'Too many maps open at once (20 live connections); close some tabs or maps and try again',
};

async function refuseStreams(page: Page, retryAfter: string): Promise<() => number> {
  let refused = 0;
  await page.route('**/api/documents/events?*', (route) => {
    refused += 1;
    return route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
      body: JSON.stringify(REFUSAL),
    });
  });
  return () => refused;
}

test('a refused live stream is told in English, and the notice goes once a retry gets the stream', async ({
  page,
}) => {
  // Refused from the first load: the route is set before the map opens.
  const refused = await refuseStreams(page, '1');
  await openSeededMap(page, [{ id: 'a', label: 'Alpha', x: 0, y: 0 }]);
  const notice = page.getByRole('status').filter({ hasText: 'Live updates are off in this tab' });
  await expect(notice).toHaveText(
    'Live updates are off in this tab: too many maps are open at once in this account. Your changes are still saved. Close some tabs; this tab tries again by itself.',
  );
  expect(refused()).toBeGreaterThan(0);
  // The slot is free again (another tab closed): the next try, after Retry-After, opens the stream.
  await page.unroute('**/api/documents/events?*');
  await expect(notice).toHaveCount(0);
});

test('the refused live stream is told in Portuguese', async ({ page }) => {
  await openSeededMap(page, [{ id: 'a', label: 'Alfa', x: 0, y: 0 }]);
  const changed = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language: 'pt-BR' } });
  expect(changed.status()).toBe(200);
  await refuseStreams(page, '30');
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'As atualizações ao vivo' })).toHaveText(
    'As atualizações ao vivo estão desligadas nesta aba: há mapas demais abertos ao mesmo tempo nesta conta. Suas alterações continuam sendo salvas. Feche algumas abas; esta aba tenta de novo sozinha.',
  );
});
