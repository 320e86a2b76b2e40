import { expect, test, type Page } from '@playwright/test';
import { closePeople, person } from './collaborators';
import { baseURL, seedMap } from './helpers';

test.afterEach(closePeople);

// The editor's top bar holds on laptop widths (1280–1440 px): no item wraps or is clipped, whatever the role,
// the language (pt-BR strings are the longer) or who else has the map open.

/**
 * Every top-bar item that leaves the bar, is cut (its content wider than its box, or squeezed to nothing) or whose
 * text wraps onto a second line. Only the title may be cut, with an ellipsis.
 */
async function topBarFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('header')!;
    const barBox = bar.getBoundingClientRect();
    const faults: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
    if (bar.scrollWidth > bar.clientWidth + 1)
      faults.push(`the bar overflows: ${bar.scrollWidth} > ${bar.clientWidth}`);
    for (const el of bar.querySelectorAll<HTMLElement>('*')) {
      // Inputs are the title (cut with an ellipsis) and the view switch's visually hidden radios.
      if (el.tagName === 'INPUT' || !el.checkVisibility()) continue;
      // Names kept for screen readers only (visually hidden: clipped to nothing on purpose).
      if (getComputedStyle(el).clip.startsWith('rect')) continue;
      const box = el.getBoundingClientRect();
      const text = (el.textContent ?? '').trim();
      if (text !== '' && (box.width < 1 || box.height < 1)) faults.push(`${name(el)} is squeezed to nothing`);
      if (box.width < 1 || box.height < 1) continue;
      if (box.left < barBox.left - 1 || box.right > barBox.right + 1 || box.bottom > barBox.bottom + 1)
        faults.push(`${name(el)} leaves the bar`);
      if (el.scrollWidth > el.clientWidth + 1)
        faults.push(`${name(el)} is cut: ${el.scrollWidth} > ${el.clientWidth}`);
      // A text on one line has one line box.
      if (el.children.length === 0 && text !== '') {
        const range = document.createRange();
        range.selectNodeContents(el);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) faults.push(`${name(el)} wraps onto ${lines.size} lines`);
      }
    }
    return faults;
  });
}

const TITLE = 'Biologia celular e molecular: revisão para a prova final do semestre';

test('the top bar holds at 1280 px in Portuguese for a reader with collaborators present', async ({
  browser,
}) => {
  test.setTimeout(180_000); // three people sign up and open the map
  const owner = await person(browser, 'Ana');
  const reader = await person(browser, 'Rui');
  const others = [await person(browser, 'Carla')];
  // Twelve titled nodes: twelve cards due, a two-digit count on the view switch.
  const nodes = Array.from({ length: 12 }, (_, i) => ({
    position: { x: (i % 4) * 320, y: Math.floor(i / 4) * 200 },
    data: { id: `n${i}-${Date.now()}`, label: `Conceito ${i + 1}`, type: 'default' },
  }));
  const id = await seedMap(owner.page.request, TITLE, nodes);
  const members = Object.fromEntries([[reader.email, 'reader'], ...others.map((p) => [p.email, 'editor'])]);
  const shared = await owner.page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, members },
  });
  expect(shared.status()).toBe(200);
  const language = await reader.page.request.patch(`${baseURL()}/api/auth/me`, {
    data: { language: 'pt-BR' },
  });
  expect(language.status()).toBe(200);

  // The others only need the editor open to be present; their canvases are not looked at.
  for (const p of [owner, ...others]) {
    await p.page.goto(`${baseURL()}/maps/${id}`);
    // Loading an editor while others render theirs can take a while on a busy machine.
    await expect(p.page.getByLabel('Map title')).toHaveValue(TITLE, { timeout: 45_000 });
  }
  await reader.page.setViewportSize({ width: 1280, height: 800 });
  const { page } = reader;
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByLabel('Título do mapa')).toHaveValue(TITLE, { timeout: 45_000 });
  await expect(page.getByText('Somente leitura')).toBeAttached();
  await expect(page.getByTestId('presence-avatar')).toHaveCount(2);
  await expect(page.getByTestId('study-due-badge')).toHaveText('12');
  expect(await topBarFaults(page)).toEqual([]);
});
