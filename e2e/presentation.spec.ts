import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectStored, openSeededMap } from './canvasEditingHelpers';
import { baseURL, nodeCentre, signUp, uniqueEmail } from './helpers';

interface Hook {
  __mapa: {
    engine: {
      getPulsingNodes(): readonly string[];
      isCameraAnimating(): boolean;
      getViewport(): { zoom: number };
      getViewFilter(): readonly string[] | null;
      hitTest(p: { x: number; y: number }): { kind: string; id?: string };
      graphToScreen(p: { x: number; y: number }): { x: number; y: number };
    };
    documentStore: { state: { getNode(id: string): { position: { x: number; y: number } } } };
  };
}

/**
 * Whether node `id` is drawn and hit where it lies, asked of the engine (a node filtered out of the view is left
 * out of the spatial index that drawing, hit-testing and the miniature all read).
 */
async function hitAtNode(page: Page, id: string): Promise<boolean> {
  return page.evaluate((nodeId) => {
    const { engine, documentStore } = (window as unknown as Hook).__mapa;
    const hit = engine.hitTest(engine.graphToScreen(documentStore.state.getNode(nodeId).position));
    return hit.kind === 'node' && hit.id === nodeId;
  }, id);
}

/** The view filter the presentation set, sorted (null: every node is shown). */
async function viewFilter(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const filter = (window as unknown as Hook).__mapa.engine.getViewFilter();
    return filter ? [...filter].sort() : null;
  });
}

/** Waits for the canvas of a newly opened editor page. */
async function editorReady(page: Page): Promise<void> {
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
}

/**
 * The nodes `ids` (200 px wide when seeded) lie whole on the canvas beside the node panel once the camera
 * settles, not under the panel.
 */
async function expectBesidePanel(page: Page, ids: string[]): Promise<void> {
  await page.waitForFunction(() => !(window as unknown as Hook).__mapa.engine.isCameraAnimating());
  const zoom = await page.evaluate(() => (window as unknown as Hook).__mapa.engine.getViewport().zoom);
  const canvas = (await page.getByTestId('map-canvas').boundingBox())!;
  const panel = (await page.getByRole('complementary', { name: 'Node panel' }).boundingBox())!;
  for (const id of ids) {
    const centre = await nodeCentre(page, id);
    expect(centre.x - 100 * zoom).toBeGreaterThanOrEqual(canvas.x);
    expect(centre.x + 100 * zoom).toBeLessThanOrEqual(panel.x);
  }
}

async function expectStep(page: Page, step: number, title: string): Promise<void> {
  const bar = page.getByRole('toolbar', { name: 'Presentation tools' });
  await expect(bar.getByText(`Step ${step} of 4`)).toBeVisible();
  await expect(page.getByLabel('Node title')).toHaveValue(title);
  await expect(page).toHaveURL(new RegExp(`[?&]step=${step}(&|$)`));
}

test('a presentation walked by keys, whose step URL reopens the step in a new tab (issue 13)', async ({
  page,
  context,
}) => {
  // Alpha and Beta far to the right of Root: the first step is as wide as the canvas allows.
  const { id } = await openSeededMap(
    page,
    [
      { id: 'root', label: 'Root', x: 0, y: 0 },
      { id: 'a', label: 'Alpha', x: 900, y: -150 },
      { id: 'b', label: 'Beta', x: 900, y: 150 },
      { id: 'c', label: 'Gamma', x: 1300, y: -150 },
    ],
    ['root>a', 'root>b', 'a>c'],
  );
  await page.goto(`${baseURL()}/maps/${id}?presentationMode=true`);
  await editorReady(page);

  // Only 'abort presentation' in the tool bar, and the node panel read-only.
  const bar = page.getByRole('toolbar', { name: 'Presentation tools' });
  await expect(bar.getByRole('button')).toHaveText(['abort presentation']);
  await expect(page.getByRole('toolbar', { name: 'Tools', exact: true })).toHaveCount(0);
  await expectStep(page, 1, 'Root');
  await expect(page.getByLabel('Node title')).not.toBeEditable();
  // The first step opens the node panel: Root and its children are framed in the canvas left beside it.
  await expectBesidePanel(page, ['root', 'a', 'b']);

  // Depth first: Root, Alpha, Gamma, Beta.
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 2, 'Alpha');
  // Drill-in: the path Root → Alpha and Alpha's child Gamma are drawn; Beta, off the path, is neither drawn nor hit.
  await expect.poll(() => viewFilter(page)).toEqual(['a', 'c', 'root']);
  await expect.poll(() => hitAtNode(page, 'b')).toBe(false);
  expect(await hitAtNode(page, 'c')).toBe(true);
  await page.keyboard.press('Space');
  await expectStep(page, 3, 'Gamma');
  await page.keyboard.press('ArrowDown');
  await expectStep(page, 4, 'Beta');
  await page.keyboard.press('PageDown');
  await expectStep(page, 4, 'Beta');
  await page.keyboard.press('Home');
  await expectStep(page, 1, 'Root');
  await page.keyboard.press('End');
  await expectStep(page, 4, 'Beta');
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 3, 'Gamma');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowUp');
  await expectStep(page, 1, 'Root');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageDown');
  await expectStep(page, 3, 'Gamma');

  // The address names the step: opened in a new tab, it starts there. This tab is a 1920×1080 projector: the node
  // panel's title reads from the back of the room; F asks the browser for full screen (stubbed: headless Chromium
  // has no screen to fill).
  const second = await context.newPage();
  await second.setViewportSize({ width: 1920, height: 1080 });
  await second.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { __fullscreenAsked: asked });
    Element.prototype.requestFullscreen = function (this: Element) {
      asked.push(this === document.documentElement ? 'document' : this.tagName);
      return Promise.resolve();
    };
  });
  await second.goto(page.url());
  await editorReady(second);
  await expectStep(second, 3, 'Gamma');
  const title = second.getByLabel('Node title');
  const fontSize = await title.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(32);
  await expectBesidePanel(second, ['c']);
  await second.screenshot({ path: 'test-results/presentation-1920.png' });
  await second.keyboard.press('f');
  await expect
    .poll(() =>
      second.evaluate(() => (window as unknown as { __fullscreenAsked: string[] }).__fullscreenAsked),
    )
    .toEqual(['document']);
  await second.close();

  // '?' lists the presentation's keys (not the editor's, which do nothing now); Escape closes that list, not the talk.
  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('heading', { name: 'While presenting' })).toBeVisible();
  await expect(help.locator('tr[data-action]')).toHaveText([
    /Next step\s*→\s*or\s*↓\s*or\s*Space\s*or\s*PgDn/,
    /Previous step/,
    /First step\s*Home/,
    /Last step\s*End/,
    /Leave the presentation\s*Esc/,
    /Full screen on or off\s*F/,
    /Blank the screen on or off\s*B/,
    /Laser pointer on or off\s*K/,
    /Speaker view on or off\s*S/,
    /Show these keys\s*\?/,
  ]);
  await expect(help.getByText('Add a node')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(bar).toBeVisible();
  await expectStep(page, 3, 'Gamma');

  // Escape leaves: the usual tool bar again, the address without the presentation.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('toolbar', { name: 'Tools', exact: true })).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page).not.toHaveURL(/presentationMode/);
  await expect(page.getByLabel('Node title')).toHaveCount(0);
  // Leaving shows every node again.
  expect(await viewFilter(page)).toBeNull();
  await expect.poll(() => hitAtNode(page, 'b')).toBe(true);
});

/** The steps as the presentation tab lists them (number and title of each row). */
async function expectSteps(page: Page, titles: string[]): Promise<void> {
  const rows = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(rows).toHaveText(titles.map((title, i) => new RegExp(`^${i + 1}${title}$`)));
}

test('the presentation tab edits the steps (undoable), starts the talk; B, K, S (speaker view) and Escape while presenting', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(
    page,
    [
      { id: 'root', label: 'Root', x: 0, y: 0, description: '<p>Welcome to the quarterly review</p>' },
      { id: 'a', label: 'Alpha', x: 900, y: -150 },
      { id: 'b', label: 'Beta', x: 900, y: 150 },
      { id: 'c', label: 'Gamma', x: 1300, y: -150 },
    ],
    ['root>a', 'root>b', 'a>c'],
  );
  await page.getByRole('button', { name: 'Navigator' }).click();
  await expect(page.getByTestId('navigator')).toBeVisible();

  const rail = page.getByRole('navigation', { name: 'Sidebar tabs' });
  await rail.getByRole('button', { name: 'Presentation' }).click();
  const panel = page.getByRole('region', { name: 'Presentation' });
  await expectSteps(page, ['Root', 'Alpha', 'Gamma', 'Beta']);
  await expect(panel.getByText('Generated order')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Add selected node' })).toBeDisabled();

  // Arrows, drag and remove each save the order in the document.
  const rows = panel.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await rows.nth(3).getByRole('button', { name: 'Move step up' }).click();
  await expectSteps(page, ['Root', 'Alpha', 'Beta', 'Gamma']);
  await expect(panel.getByText('Custom order')).toBeVisible();
  await rows.nth(3).dragTo(rows.nth(0));
  await expectSteps(page, ['Gamma', 'Root', 'Alpha', 'Beta']);
  await rows.nth(2).getByRole('button', { name: 'Remove step' }).click();
  await expectSteps(page, ['Gamma', 'Root', 'Beta']);
  await expectStored(page, id, owner, (doc) =>
    expect((doc.canvas as { presentationSteps?: string[] }).presentationSteps).toEqual(['c', 'root', 'b']),
  );

  // The selected node joins at the end; undo takes it out again, redo puts it back.
  const alpha = await nodeCentre(page, 'a');
  await page.mouse.click(alpha.x, alpha.y);
  await panel.getByRole('button', { name: 'Add selected node' }).click();
  await expectSteps(page, ['Gamma', 'Root', 'Beta', 'Alpha']);
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  await expectSteps(page, ['Gamma', 'Root', 'Beta']);
  await page.getByRole('banner').getByRole('button', { name: 'Redo' }).click();
  await expectSteps(page, ['Gamma', 'Root', 'Beta', 'Alpha']);

  // Start: the tab closes, the navigator and 'VIEW ONLY' are not shown, the described node pulses.
  await panel.getByRole('button', { name: 'Start presentation' }).click();
  await expect(panel).toHaveCount(0);
  const bar = page.getByRole('toolbar', { name: 'Presentation tools' });
  await expect(bar.getByText('Step 1 of 4')).toBeVisible();
  await expect(page.getByLabel('Node title')).toHaveValue('Gamma');
  await expect(page.getByTestId('navigator')).toHaveCount(0);
  await expect(page.getByText('View only', { exact: false })).toHaveCount(0);
  const pulsing = () => page.evaluate(() => [...(window as unknown as Hook).__mapa.engine.getPulsingNodes()]);
  await expect.poll(pulsing).toEqual(['root']);

  // Each step is framed beside the open node panel, not under it: Root and its children Alpha and Beta.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByLabel('Node title')).toHaveValue('Root');
  await expectBesidePanel(page, ['root', 'a', 'b']);
  const canvasBox = (await page.getByTestId('map-canvas').boundingBox())!;

  // B blanks the screen and brings it back; a step key also brings it back.
  await page.keyboard.press('b');
  await expect(page.getByTestId('presentation-blank')).toBeVisible();
  await page.keyboard.press('b');
  await expect(page.getByTestId('presentation-blank')).toHaveCount(0);
  await page.keyboard.press('B');
  await expect(page.getByTestId('presentation-blank')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('presentation-blank')).toHaveCount(0);
  await expect(bar.getByText('Step 3 of 4')).toBeVisible();

  // K: a laser dot follows the pointer; K again puts it away.
  await page.keyboard.press('k');
  await page.mouse.move(canvasBox.x + 300, canvasBox.y + 200);
  const laser = page.getByTestId('presentation-laser');
  await expect(laser).toBeVisible();
  await page.mouse.move(canvasBox.x + 500, canvasBox.y + 260);
  await expect
    .poll(async () => {
      const box = (await laser.boundingBox())!;
      return Math.round(box.x + box.width / 2);
    })
    .toBe(Math.round(canvasBox.x + 500));
  await page.keyboard.press('k');
  await expect(laser).toHaveCount(0);

  // S: the speaker view in a second window, with the step's notes, the next step and a timer; its keys drive
  // the talk and it follows the main window.
  const [speaker] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('s')]);
  const notes = speaker.getByTestId('speaker-view');
  await expect(notes.getByRole('heading')).toHaveText('Beta');
  await expect(notes.getByRole('region', { name: 'Next' })).toContainText('Alpha');
  await expect(notes.getByLabel('Time elapsed')).toHaveText(/^\d+:\d\d$/);
  await page.keyboard.press('Home');
  await expect(notes.getByRole('heading')).toHaveText('Gamma');
  await speaker.keyboard.press('ArrowRight');
  await expect(bar.getByText('Step 2 of 4')).toBeVisible();
  await expect(notes.getByRole('heading')).toHaveText('Root');
  await expect(notes.getByRole('region', { name: 'Current step' })).toContainText(
    'Welcome to the quarterly review',
  );
  await page.keyboard.press('s');
  await expect.poll(() => speaker.isClosed()).toBe(true);

  // Escape: the pulse stops, the navigator comes back, editing again.
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect.poll(pulsing).toEqual([]);
  await expect(page.getByTestId('navigator')).toBeVisible();

  // Back to the generated order.
  await rail.getByRole('button', { name: 'Presentation' }).click();
  await panel.getByRole('button', { name: 'Reset to generated order' }).click();
  await expectSteps(page, ['Root', 'Alpha', 'Gamma', 'Beta']);
  await expect(panel.getByText('Generated order')).toBeVisible();
});

/**
 * Opens `url` in `page` (its own context) as someone who may only read the map, walks one step on by key from
 * the URL's step, checks the drill-in hides what is off the path, and leaves with Escape.
 */
async function presentAsViewer(
  page: Page,
  url: string,
  start: number,
  titles: string[],
  atStart: () => Promise<void> = async () => {},
): Promise<void> {
  await page.goto(url);
  await editorReady(page);
  const bar = page.getByRole('toolbar', { name: 'Presentation tools' });
  await expectStep(page, start, titles[start - 1]);
  await expect(page.getByLabel('Node title')).not.toBeEditable();
  await atStart();
  await page.keyboard.press('ArrowRight');
  await expectStep(page, start + 1, titles[start]);
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, start, titles[start - 1]);
  await page.keyboard.press('Escape');
  await expect(bar).toHaveCount(0);
  await expect(page).not.toHaveURL(/presentationMode/);
  expect(await viewFilter(page)).toBeNull();
}

test('a reader, an anonymous visitor of a public map and an embed present from the step URL (issue 13)', async ({
  page,
  browser,
}) => {
  // Five page loads in three browser contexts (owner, reader's sign-up and talk, visitor twice).
  test.slow();
  const { id } = await openSeededMap(
    page,
    [
      { id: 'root', label: 'Root', x: 0, y: 0 },
      { id: 'a', label: 'Alpha', x: 900, y: -150 },
      { id: 'b', label: 'Beta', x: 900, y: 150 },
      { id: 'c', label: 'Gamma', x: 1300, y: -150 },
    ],
    ['root>a', 'root>b', 'a>c'],
  );
  const titles = ['Root', 'Alpha', 'Gamma', 'Beta'];
  const readerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const reader = await readerContext.newPage();
    const email = uniqueEmail('reader');
    await signUp(reader, 'Rita Reader', email);
    const shared = await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
      data: { id, members: { [email]: 'reader' }, isPublic: true },
    });
    expect(shared.ok()).toBe(true);

    // The reader, at Alpha: Beta is off the path, not drawn nor hit; nothing is written, so no save can fail.
    await presentAsViewer(
      reader,
      `${baseURL()}/maps/${id}?presentationMode=true&step=2`,
      2,
      titles,
      async () => {
        await expect.poll(() => viewFilter(reader)).toEqual(['a', 'c', 'root']);
        await expect.poll(() => hitAtNode(reader, 'b')).toBe(false);
      },
    );
    await expect.poll(() => hitAtNode(reader, 'b')).toBe(true);

    // Anyone, signed out: the public map, then the same map embedded without the top bar.
    const visitor = await anonymous.newPage();
    await presentAsViewer(visitor, `${baseURL()}/maps/${id}?presentationMode=true&step=1`, 1, titles);
    await presentAsViewer(
      visitor,
      `${baseURL()}/maps/${id}?hideNavbar=true&presentationMode=true&step=3`,
      3,
      titles,
    );
    await expect(visitor.getByRole('banner')).toHaveCount(0);
  } finally {
    await readerContext.close();
    await anonymous.close();
  }
});

/** The speaker view's timer in seconds. */
async function seconds(timer: Locator): Promise<number> {
  const [minutes, secs] = (await timer.innerText()).split(':').map(Number);
  return minutes * 60 + secs;
}

/**
 * Waits for the timer to pass 0:02, runs `reload`, and checks the timer then shows at least the time it showed plus
 * the seconds the reload took: the talk's time ran on. A timer restarted at the reload shows less than that.
 */
async function timerKeptOver(timer: Locator, reload: () => Promise<unknown>): Promise<void> {
  await expect.poll(() => seconds(timer), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  const shown = await seconds(timer);
  const from = Date.now();
  await reload();
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  const took = Math.floor((Date.now() - from) / 1000);
  expect(await seconds(timer)).toBeGreaterThanOrEqual(shown + took - 1);
}

test('a speaker view opened on its own follows the talk and drives it; reloading either window resyncs (issue 13)', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000); // two windows, three page loads and the timer checks on a busy machine
  const { id } = await openSeededMap(
    page,
    [
      { id: 'root', label: 'Root', x: 0, y: 0, description: '<p>Welcome to the quarterly review</p>' },
      { id: 'a', label: 'Alpha', x: 900, y: -150 },
      { id: 'b', label: 'Beta', x: 900, y: 150 },
      { id: 'c', label: 'Gamma', x: 1300, y: -150 },
    ],
    ['root>a', 'root>b', 'a>c'],
  );
  await page.goto(`${baseURL()}/maps/${id}?presentationMode=true&step=2`);
  await editorReady(page);
  await expectStep(page, 2, 'Alpha');

  // A second window of the same browser, opened at the speaker view's own address.
  const speaker = await context.newPage();
  await speaker.goto(`${baseURL()}/maps/${id}?presentationMode=true&speaker=true`);
  const notes = speaker.getByTestId('speaker-view');
  await expect(notes.getByRole('heading')).toHaveText('Alpha');
  await expect(notes.getByRole('region', { name: 'Next' })).toContainText('Gamma');
  await expect(notes.getByLabel('Time elapsed')).toHaveText(/^\d+:\d\d$/);

  // Its keys and buttons drive the talk in the presenting window.
  await speaker.keyboard.press('ArrowRight');
  await expectStep(page, 3, 'Gamma');
  await expect(notes.getByRole('heading')).toHaveText('Gamma');
  await speaker.getByRole('button', { name: 'Previous step' }).click();
  await expectStep(page, 2, 'Alpha');

  // Reloaded, the speaker view asks for the step again; its timer runs on from the talk's start.
  const timer = notes.getByLabel('Time elapsed');
  await timerKeptOver(timer, () => speaker.reload());
  await expect(notes.getByRole('heading')).toHaveText('Alpha');
  await page.keyboard.press('Home');
  await expect(notes.getByRole('region', { name: 'Current step' })).toContainText(
    'Welcome to the quarterly review',
  );

  // The presenting window reloaded restarts at its step and the speaker view follows it again (Beta is sent by the
  // reloaded window), the talk's timer running on (not from 0:00).
  await timerKeptOver(timer, async () => {
    await page.reload();
    await editorReady(page);
    await expectStep(page, 1, 'Root');
    await page.keyboard.press('End');
    await expectStep(page, 4, 'Beta');
    await expect(notes.getByRole('heading')).toHaveText('Beta');
  });

  // Leaving the talk: the speaker view waits for the next one.
  await page.keyboard.press('Escape');
  await expect(speaker.getByText('Waiting for the presentation.', { exact: false })).toBeVisible();
});
