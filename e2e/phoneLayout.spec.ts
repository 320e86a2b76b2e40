import { expect, test, type Page } from '@playwright/test';
import { closePeople, open, person, sharedMap } from './collaborators';
import { baseURL, nodeCentre } from './helpers';
import { boxFaults, TOP_BAR_CONTROLS } from './layoutBoxes';

test.afterEach(closePeople);

// Issue #34: on a phone (390 px) every control of the top bar, the node panel's tabs and the flashcards view's
// switch, score and tool bar are inside the window and clear of each other, in both languages, with one or two
// others present.

const PHONE = { width: 390, height: 844 };

async function setLanguage(page: Page, language: 'en' | 'pt-BR'): Promise<void> {
  const res = await page.request.patch(`${baseURL()}/api/auth/me`, { data: { language } });
  expect(res.status()).toBe(200);
}

async function switchTo(page: Page, index: number): Promise<void> {
  await page.getByRole('radiogroup').first().locator('label').nth(index).click();
}

for (const language of ['en', 'pt-BR'] as const) {
  test(`phone (${language}): top bar, node panel tabs and flashcards fit with a collaborator present`, async ({
    browser,
  }) => {
    test.setTimeout(180_000); // two people sign up and open the map
    const owner = await person(browser, 'Ana');
    const other = await person(browser, 'Carla');
    const { id, nodes } = await sharedMap(owner, other);
    await open(other, id);
    // In Portuguese two others are present: they fold into one '+2'.
    const third = language === 'pt-BR' ? await person(browser, 'Rui') : null;
    if (third) {
      const shared = await owner.page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
        data: { id, members: { [other.email]: 'editor', [third.email]: 'editor' } },
      });
      expect(shared.status()).toBe(200);
      await open(third, id);
    }
    await setLanguage(owner.page, language);
    await owner.page.setViewportSize(PHONE);
    await open(owner, id);
    const { page } = owner;
    // Soft: one run lists every screen's faults.
    if (third) await expect.soft(page.getByTestId('presence-more')).toHaveText('+2');
    else await expect(page.getByTestId('presence-avatar')).toHaveCount(1);
    await expect(page.getByTestId('save-status')).toBeAttached();
    await page.screenshot({ path: `test-results/phone/top-bar-${language}.png` });
    expect.soft(await boxFaults(page, TOP_BAR_CONTROLS), 'top bar').toEqual([]);

    // The node panel: all its tabs on screen, Actions among them.
    const at = await nodeCentre(page, nodes[0]);
    await page.mouse.click(at.x, at.y);
    const panel = page
      .locator('aside')
      .filter({ has: page.getByRole('tablist') })
      .last();
    await expect(panel.getByRole('tab')).toHaveCount(5);
    await page.screenshot({ path: `test-results/phone/node-panel-${language}.png` });
    expect
      .soft(await boxFaults(page, [...TOP_BAR_CONTROLS, 'aside [role="tab"]', 'aside button']), 'node panel')
      .toEqual([]);
    await page.getByRole('button', { name: language === 'en' ? 'Close node panel' : /Fechar/ }).click();

    // Flashcards: 'View only' in the top bar, the mode switch above the Session Score.
    await switchTo(page, 2);
    await page.getByRole('button', { name: language === 'en' ? 'Start' : 'Começar' }).click();
    const score = page.getByRole('region', { name: language === 'en' ? 'Session Score' : /Pontuação/ });
    await expect(score).toBeVisible();
    await page.screenshot({ path: `test-results/phone/flashcards-${language}.png` });
    expect
      .soft(
        await boxFaults(page, [
          ...TOP_BAR_CONTROLS,
          'section[aria-label] button',
          'section[aria-label]',
          '.mantine-SegmentedControl-root',
          '[role="toolbar"]',
          '[role="toolbar"] button',
        ]),
        'flashcards',
      )
      .toEqual([]);
  });
}
