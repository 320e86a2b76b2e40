import { expect, test, type Page } from '@playwright/test';
import { currentDocument, nodeCentre, signUp, uniqueEmail } from './helpers';

interface Doc {
  nodes: { position: { x: number; y: number }; data: { id: string } }[];
  settings: {
    templateEngine?: string;
    templateApplied?: boolean;
    disableAutomaticPositioning?: boolean | null;
  } | null;
}

/** Root with two children, the first with two children: added through the editor's store as one change. */
async function addSmallTree(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hook = (window as unknown as { __mapa: { documentStore: { apply(tx: unknown): void } } }).__mapa;
    const ids = ['root', 'a', 'b', 'a1', 'a2'];
    const parents: Record<string, string> = { a: 'root', b: 'root', a1: 'a', a2: 'a' };
    const ops: unknown[] = ids.map((id, i) => ({
      type: 'node.add',
      orderIndex: i,
      node: { position: { x: i * 40, y: i * 25 }, data: { id, label: id.toUpperCase() } },
    }));
    for (const [child, parent] of Object.entries(parents))
      ops.push({
        type: 'edge.add',
        edge: { data: { id: `${parent}-${child}`, source: parent, target: child } },
      });
    hook.documentStore.apply({ id: 'seed', label: 'node.created', source: 'user', ops });
  });
}

async function documentNow(page: Page): Promise<Doc> {
  return (await currentDocument(page)) as unknown as Doc;
}

const pos = (doc: Doc, id: string) => doc.nodes.find((n) => n.data.id === id)!.position;

async function chooseTemplate(page: Page, name: RegExp): Promise<void> {
  // Map settings is a tab of the left sidebar; its panel is a region named after it.
  await page.getByRole('button', { name: 'Map settings' }).click();
  const panel = page.getByRole('region', { name: 'Map settings' });
  await expect(panel.getByText('Layout Settings')).toBeVisible();
  // Covers are drawn by the engine off screen; every card gets one.
  await expect(panel.locator('[data-testid="template-card"] img')).toHaveCount(13, { timeout: 30_000 });
  await panel.getByRole('button', { name }).click();
  await expect(panel).toBeHidden();
}

test('switching templates from the settings panel lays the map out, animates, and saves', async ({
  page,
}) => {
  await signUp(page, 'Layla Out', uniqueEmail('layout'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await addSmallTree(page);

  await chooseTemplate(page, /horizontal tree/i);
  // Applied after the 1 s wait, in the worker: children end up right of their parents, a rank apart.
  await expect
    .poll(async () => {
      const doc = await documentNow(page);
      return pos(doc, 'a1').x - pos(doc, 'a').x;
    })
    .toBeGreaterThanOrEqual(300);
  let doc = await documentNow(page);
  expect(doc.settings).toMatchObject({ templateEngine: 'Tree LR', templateApplied: true });
  expect(pos(doc, 'a').x - pos(doc, 'root').x).toBeGreaterThanOrEqual(300);
  expect(pos(doc, 'a').x).toBe(pos(doc, 'b').x);
  await page.screenshot({ path: 'test-results/layout-tree-lr.png' });

  await chooseTemplate(page, /org chart/i);
  await expect
    .poll(async () => {
      const d = await documentNow(page);
      return pos(d, 'a1').y - pos(d, 'a').y;
    })
    .toBeGreaterThanOrEqual(120);
  doc = await documentNow(page);
  expect(pos(doc, 'a').y).toBe(pos(doc, 'b').y);
  expect(doc.settings?.templateEngine).toBe('OrganogramTemplate');

  // Choosing the org chart was one undo step: one Undo brings back the horizontal tree, positions and all.
  const orgChart = doc;
  await page.getByRole('banner').getByRole('button', { name: 'Undo' }).click();
  const undone = await documentNow(page);
  expect(undone.settings).toMatchObject({ templateEngine: 'Tree LR', templateApplied: true });
  expect(pos(undone, 'a1').x - pos(undone, 'a').x).toBeGreaterThanOrEqual(300);
  await page.getByRole('banner').getByRole('button', { name: 'Redo' }).click();
  doc = await documentNow(page);
  expect(doc.settings).toMatchObject({ templateEngine: 'OrganogramTemplate', templateApplied: true });
  for (const id of ['root', 'a', 'b', 'a1', 'a2']) expect(pos(doc, id)).toEqual(pos(orgChart, id));

  // Saved: after a reload the map comes back laid out by the org chart.
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
  const before = doc;
  await page.reload();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  const after = await documentNow(page);
  expect(after.settings?.templateEngine).toBe('OrganogramTemplate');
  for (const id of ['root', 'a', 'b', 'a1', 'a2']) expect(pos(after, id)).toEqual(pos(before, id));
  await page.getByRole('button', { name: 'Map settings' }).click();
  await expect(
    page.getByRole('region', { name: 'Map settings' }).getByRole('button', { name: /org chart/i }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(
    page.getByRole('region', { name: 'Map settings' }).locator('[data-testid="template-card"] img'),
  ).toHaveCount(13, {
    timeout: 30_000,
  });
  await page.screenshot({ path: 'test-results/layout-settings-panel.png' });
});

interface LogEntry {
  label: string;
  /** Where the tracked node sat once the transaction was in (absent for 'fit'). */
  at?: { x: number; y: number };
}

interface LogWindow {
  __log: LogEntry[];
  __tracked: string;
  __logging?: boolean;
  __mapa: {
    engine: {
      fit(padding?: number): void;
      nextFrame(): Promise<void>;
      hitTest(p: { x: number; y: number }): { kind: string; id?: string };
    };
    documentStore: {
      state: { getNode(id: string): { position: { x: number; y: number } } | undefined };
      subscribe(fn: (c: { kind: string; tx?: { label: string } }) => void): void;
    };
  };
}

/**
 * Starts (again) a log of what the editor does: the label of each transaction it applies, with where node
 * `tracked` then sits, and 'fit' whenever the view is fitted (the editor fits once a chosen template's animation
 * has run). The real `fit` still runs. Read with {@link log}; the listeners are installed once per page.
 */
async function startLog(page: Page, tracked: string): Promise<void> {
  await page.evaluate((id) => {
    const w = window as unknown as LogWindow;
    w.__log = [];
    w.__tracked = id;
    if (w.__logging) return;
    w.__logging = true;
    const { documentStore, engine } = w.__mapa;
    documentStore.subscribe((c) => {
      if (c.kind !== 'transaction' || !c.tx) return;
      const node = documentStore.state.getNode(w.__tracked);
      w.__log.push({ label: c.tx.label, at: node && { x: node.position.x, y: node.position.y } });
    });
    const fit = engine.fit.bind(engine);
    engine.fit = (padding) => {
      w.__log.push({ label: 'fit' });
      fit(padding);
    };
  }, tracked);
}

/** The transactions logged since {@link startLog} (fits left out). */
const log = (page: Page) =>
  page.evaluate(() => (window as unknown as LogWindow).__log.filter((e) => e.label !== 'fit'));

const labels = async (page: Page) => (await log(page)).map((e) => e.label);

/**
 * Waits until the last chosen template has moved into place: the editor fitted the view after its animation, and
 * the engine has since drawn node `id` where the document says (so a drag grabs it there).
 */
async function layoutSettled(page: Page, id: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const all = (window as unknown as LogWindow).__log.map((e) => e.label);
        const applied = all.lastIndexOf('template.applied');
        return applied >= 0 && all.indexOf('fit', applied) > applied;
      }),
    )
    .toBe(true);
  await expect
    .poll(async () => {
      const centre = await nodeCentre(page, id);
      return page.evaluate(async (p) => {
        const { engine } = (window as unknown as LogWindow).__mapa;
        await engine.nextFrame();
        const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
        return engine.hitTest({ x: p.x - rect.left, y: p.y - rect.top }).id;
      }, centre);
    })
    .toBe(id);
}

/** Drags node `id` by (dx, dy) screen px with the mouse. */
async function dragNode(page: Page, id: string, dx: number, dy: number): Promise<void> {
  const from = await nodeCentre(page, id);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

test('once a template is applied a dragged node snaps back; under the horizontal tree a free drag asks first', async ({
  page,
}) => {
  await signUp(page, 'Dee Rag', uniqueEmail('relayout'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await addSmallTree(page);
  // A brand-new map has no template applied yet: a drag is just a drag. (The seeded nodes overlap; a2 is on top.)
  const seeded = pos(await documentNow(page), 'a2');
  await startLog(page, 'a2');
  await dragNode(page, 'a2', 120, 90);
  await expect.poll(async () => pos(await documentNow(page), 'a2').x).not.toBe(seeded.x);
  const dropped = pos(await documentNow(page), 'a2');
  await page.getByRole('button', { name: 'Close node panel' }).click();

  await chooseTemplate(page, /org chart/i);
  await expect
    .poll(async () => (await documentNow(page)).settings?.templateApplied, { timeout: 10_000 })
    .toBe(true);
  await layoutSettled(page, 'b');
  // No layout ran after the drag: a2 stayed where it was dropped until the template was chosen (a layout the drag
  // had started would show as a 'template.applied' before the choice, or as a second one after it).
  const sinceDrag = await log(page);
  expect(sinceDrag.map((e) => e.label)).toEqual([
    'element.drag',
    'templateEngine.applied',
    'template.applied',
  ]);
  expect(sinceDrag[1].at).toEqual(dropped);
  const laidOut = pos(await documentNow(page), 'b');
  await startLog(page, 'b');
  await dragNode(page, 'b', 150, 120);
  // The drag lands, then the org chart runs again and puts b back.
  await expect.poll(() => labels(page)).toEqual(['element.drag', 'template.applied']);
  await expect.poll(async () => pos(await documentNow(page), 'b'), { timeout: 10_000 }).toEqual(laidOut);

  await chooseTemplate(page, /horizontal tree/i);
  await expect
    .poll(async () => (await documentNow(page)).settings?.templateEngine, { timeout: 10_000 })
    .toBe('Tree LR');
  await expect
    .poll(async () => (await documentNow(page)).settings?.templateApplied, { timeout: 10_000 })
    .toBe(true);
  await layoutSettled(page, 'b');
  const tree = pos(await documentNow(page), 'b');
  await startLog(page, 'b');
  await dragNode(page, 'b', 0, 160);
  await expect(page.getByText('Automatic positioning is on')).toBeVisible();
  const doc = await documentNow(page);
  expect(doc.settings?.disableAutomaticPositioning).toBeNull();
  await page.screenshot({ path: 'test-results/layout-positioning-toast.png' });
  await page.getByRole('button', { name: 'Disable automatic positioning' }).click();
  await expect.poll(async () => (await documentNow(page)).settings?.disableAutomaticPositioning).toBe(true);

  // Until the user answers, and for good once they disable it, b stays where it was dropped: the next layout is
  // the one they ask for. Choosing a template is that later event; had the drag or the answer started a layout, it
  // would show in the log as a 'template.applied' before the last one.
  await chooseTemplate(page, /org chart/i);
  await expect.poll(async () => (await labels(page)).at(-1), { timeout: 10_000 }).toBe('template.applied');
  const sinceFreeDrag = await log(page);
  // The controller answers the drag inside its listener, so 'automatic.positioning.disabled' may come first.
  expect(sinceFreeDrag.map((e) => e.label).sort()).toEqual([
    'automatic.positioning.disabled',
    'element.drag',
    'settings.updated',
    'template.applied',
    'templateEngine.applied',
  ]);
  const freeDrop = sinceFreeDrag[0].at;
  expect(freeDrop).not.toEqual(tree);
  for (const entry of sinceFreeDrag.slice(0, -1)) expect(entry.at).toEqual(freeDrop);
});

test('a template chosen offline is laid out: the layout worker starts with the map, while the page is online', async ({
  page,
  context,
}) => {
  await signUp(page, 'Offline Layla', uniqueEmail('offlinelayout'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/maps\/[A-Za-z0-9_-]{8,}/);
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await addSmallTree(page);
  // No layout has run on this page yet; the worker it needs was started with the engine.
  await page.evaluate(() =>
    (
      window as unknown as { __mapa: { engine: { layoutReady(): Promise<void> } } }
    ).__mapa.engine.layoutReady(),
  );

  await context.setOffline(true);
  await chooseTemplate(page, /org chart/i);
  await expect
    .poll(async () => {
      const doc = await documentNow(page);
      const [root, a, b] = ['root', 'a', 'b'].map((id) => pos(doc, id));
      return a.y === b.y && a.y > root.y && b.x > a.x;
    })
    .toBe(true);
  await expect(page.getByTestId('save-status')).toContainText('You are offline');
  await context.setOffline(false);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-status', 'saved', { timeout: 20_000 });
});

test('Flashcards, then Horizontal tree, then No template: each node shows its own size, shape and text position again', async ({
  page,
}) => {
  await signUp(page, 'Flo Cards', uniqueEmail('layout-cards'));
  await page
    .getByRole('button', { name: /new map/i })
    .first()
    .click();
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  await page.waitForFunction(() => Boolean((window as unknown as { __mapa?: unknown }).__mapa));
  await addSmallTree(page);
  // b has a look of its own: a 333 × 77 ellipse with its label on the right.
  const own = { dimensions: { width: 333, height: 77 }, shape: 'ellipse', textPosition: 'right' };
  await page.evaluate((data) => {
    const hook = (window as unknown as LogWindow).__mapa as unknown as {
      documentStore: {
        state: { getNode(id: string): { data: object } };
        apply(tx: unknown): void;
      };
    };
    const from = hook.documentStore.state.getNode('b');
    const to = { ...from, data: { ...from.data, ...data } };
    hook.documentStore.apply({
      id: 'own',
      label: 'node.updated',
      source: 'user',
      ops: [{ type: 'node.update', id: 'b', from, to }],
    });
  }, own);
  await startLog(page, 'b');
  /** What the canvas hits at graph point (b's centre + dx, + dy): b's shape as drawn, or something else. */
  const hitsB = (dx: number, dy: number) =>
    page.evaluate(
      async ([x, y]) => {
        const w = window as unknown as LogWindow & {
          __mapa: { engine: { graphToScreen(p: { x: number; y: number }): { x: number; y: number } } };
        };
        const { engine, documentStore } = w.__mapa;
        await engine.nextFrame();
        const b = documentStore.state.getNode('b')!.position;
        return engine.hitTest(engine.graphToScreen({ x: b.x + x, y: b.y + y })).id === 'b';
      },
      [dx, dy],
    );

  await chooseTemplate(page, /flashcards/i);
  await layoutSettled(page, 'b');
  // A card, 400 × 240 (still an ellipse: the template presents sizes, not shapes): hit 100 below its centre and
  // 190 right of it, where b's own 333 × 77 ellipse is not.
  await expect.poll(() => hitsB(0, 100)).toBe(true);
  expect(await hitsB(190, 0)).toBe(true);
  await page.screenshot({ path: 'test-results/layout-flashcards.png' });

  await chooseTemplate(page, /horizontal tree/i);
  await layoutSettled(page, 'b');
  await expect.poll(() => hitsB(0, 100)).toBe(false);
  // The ellipse itself: 160 right of its centre on its axis, not 190, nor 45 below it (77 high).
  expect(await hitsB(160, 0)).toBe(true);
  expect(await hitsB(190, 0)).toBe(false);
  expect(await hitsB(0, 45)).toBe(false);

  await page.getByRole('button', { name: 'Map settings' }).click();
  const panel = page.getByRole('region', { name: 'Map settings' });
  await expect(panel.locator('[data-testid="template-card"] img')).toHaveCount(13, { timeout: 30_000 });
  await panel.getByRole('button', { name: /no template/i }).click();
  await expect
    .poll(async () => (await documentNow(page)).settings?.templateEngine, { timeout: 10_000 })
    .toBe('No Template');
  expect(await hitsB(160, 0)).toBe(true);
  expect(await hitsB(0, 100)).toBe(false);
  // Nothing of the cards was ever written into the nodes: b keeps its own look, the others none.
  const stored = (await currentDocument(page)) as unknown as { nodes: { data: Record<string, unknown> }[] };
  const b = stored.nodes.find((n) => n.data.id === 'b')!;
  expect(b.data).toMatchObject(own);
  for (const node of stored.nodes)
    if (node.data.id !== 'b') expect(node.data.dimensions ?? node.data.backgroundColor).toBeUndefined();
});
