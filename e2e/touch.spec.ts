import { expect, test } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';
import { Fingers, camera, graphAt } from './touchHelpers';

// A tablet: the desktop layout, a touch screen.
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const seeded = [
  { id: 'root', label: 'Root', x: 0, y: 0 },
  { id: 'east', label: 'East', x: 500, y: 0 },
];

async function centreOf(locator: import('@playwright/test').Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function emptySpot(page: import('@playwright/test').Page) {
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const root = await nodeCentre(page, 'root');
  return { x: root.x, y: Math.min(box.y + box.height - 120, root.y + 200) };
}

test('two fingers pinch-zoom around their midpoint and pan with it', async ({ page }) => {
  await openSeededMap(page, seeded);
  const fingers = await Fingers.on(page);
  const mid = await emptySpot(page);
  const before = await camera(page);
  const under = await graphAt(page, mid);

  // The fingers spread from 80 px to 160 px apart: twice the zoom, the graph point under them stays there.
  await fingers.drag(
    [
      { x: mid.x - 40, y: mid.y },
      { x: mid.x + 40, y: mid.y },
    ],
    [
      { x: mid.x - 80, y: mid.y },
      { x: mid.x + 80, y: mid.y },
    ],
  );
  await expect.poll(async () => (await camera(page)).zoom / before.zoom).toBeCloseTo(2, 1);
  const still = await graphAt(page, mid);
  expect(Math.abs(still.x - under.x)).toBeLessThan(2);
  expect(Math.abs(still.y - under.y)).toBeLessThan(2);

  // Both fingers moved 100 px to the right together: the view pans with them, the zoom stays.
  const zoom = (await camera(page)).zoom;
  await fingers.drag(
    [
      { x: mid.x - 80, y: mid.y },
      { x: mid.x + 80, y: mid.y },
    ],
    [
      { x: mid.x + 20, y: mid.y },
      { x: mid.x + 180, y: mid.y },
    ],
  );
  const moved = await graphAt(page, { x: mid.x + 100, y: mid.y });
  expect(Math.abs(moved.x - under.x)).toBeLessThan(2);
  expect((await camera(page)).zoom).toBeCloseTo(zoom, 5);
});

test('one finger on the background pans; a tap there clears the selection; a tap on a node selects it', async ({
  page,
}) => {
  await openSeededMap(page, seeded);
  const fingers = await Fingers.on(page);
  const spot = await emptySpot(page);
  const before = await graphAt(page, spot);
  await fingers.drag([spot], [{ x: spot.x + 120, y: spot.y - 60 }]);
  const after = await graphAt(page, { x: spot.x + 120, y: spot.y - 60 });
  expect(Math.abs(after.x - before.x)).toBeLessThan(2);
  expect(Math.abs(after.y - before.y)).toBeLessThan(2);

  await fingers.tap(await nodeCentre(page, 'root'));
  await expect(page.getByLabel('Node title')).toHaveValue('Root');
  // The panel opened and the camera may have moved the root clear of it: the background is found again.
  await fingers.tap(await emptySpot(page));
  await expect(page.getByLabel('Node title')).toHaveCount(0);
});

test('a long press on a node opens its menu; on the background it starts a box selection', async ({
  page,
}) => {
  await openSeededMap(page, seeded);
  const fingers = await Fingers.on(page);
  const root = await nodeCentre(page, 'root');
  await fingers.down(root);
  // Held still: the menu opens while the finger is down (the engine's long press, not a timer of the test).
  await expect(page.getByRole('menu', { name: 'Node menu' })).toBeVisible();
  await fingers.up();
  await expect(page.getByRole('menu', { name: 'Node menu' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);

  // On the background, the held finger draws a box that selects the nodes it touches.
  const east = await nodeCentre(page, 'east');
  const start = { x: root.x - 150, y: root.y - 100 };
  await page.evaluate(() => {
    const w = window as unknown as {
      __mapa: { engine: { on(event: string, f: (info: { target: { kind: string } }) => void): void } };
      pressed?: string;
    };
    w.__mapa.engine.on('longpress', (info) => (w.pressed = info.target.kind));
  });
  await fingers.down(start);
  await page.waitForFunction(() => (window as unknown as { pressed?: string }).pressed === 'canvas');
  await fingers.move({ x: east.x + 150, y: east.y + 100 });
  await fingers.up();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (window as unknown as { __mapa: { engine: { getSelection(): { nodes: string[] } } } }).__mapa.engine
          .getSelection()
          .nodes.slice()
          .sort(),
      ),
    )
    .toEqual(['east', 'root']);
});

test('a double tap on a node edits its title', async ({ page }) => {
  await openSeededMap(page, seeded);
  const fingers = await Fingers.on(page);
  // Selected first: the panel that opens then covers where East was, and the camera brings it clear.
  await fingers.tap(await nodeCentre(page, 'east'));
  await expect(page.getByLabel('Node title')).toHaveValue('East');
  await expect(page.getByLabel('Node title')).not.toBeFocused();
  await fingers.doubleTap(await nodeCentre(page, 'east'));
  await expect(page.getByLabel('Node title')).toBeFocused();
  await expect(page.getByLabel('Node title')).toHaveValue('East');
});

test('a node dragged onto another becomes its child, by finger or by mouse', async ({ page }) => {
  await openSeededMap(page, [...seeded, { id: 'west', label: 'West', x: -500, y: 0 }]);
  const fingers = await Fingers.on(page);
  const parentOf = async (id: string) =>
    (await currentDocument(page)).edges.filter((e) => e.data.target === id).map((e) => e.data.source);

  await fingers.drag([await nodeCentre(page, 'east')], [await nodeCentre(page, 'root')], 12);
  await expect.poll(() => parentOf('east')).toEqual(['root']);

  // The mouse does the same; the target is outlined while the pointer is over it. (The panel East opened is
  // closed and the map fitted first: West had gone off the canvas.)
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Node title')).toHaveCount(0);
  await page.getByRole('button', { name: 'Fit' }).click();
  const west = await nodeCentre(page, 'west');
  const root = await nodeCentre(page, 'root');
  await page.mouse.move(west.x, west.y);
  await page.mouse.down();
  await page.mouse.move((west.x + root.x) / 2, root.y, { steps: 6 });
  await page.mouse.move(root.x, root.y, { steps: 6 });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __mapa: { engine: { ctx: { overlay: { dropTarget?: string | null } } } } })
            .__mapa.engine.ctx.overlay.dropTarget,
      ),
    )
    .toBe('root');
  await page.mouse.up();
  await expect.poll(() => parentOf('west')).toEqual(['root']);
  // One undo puts West back where it was, without a parent.
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+z' : 'Control+z');
  await expect.poll(() => parentOf('west')).toEqual([]);
});

test('a thumb bar on a touch screen: add a child and a sibling, connect, delete, undo, each 44 px at least', async ({
  page,
}) => {
  await openSeededMap(page, seeded);
  const fingers = await Fingers.on(page);
  const bar = page.getByRole('toolbar', { name: 'Touch tools' });
  await expect(bar).toBeVisible();
  for (const button of await bar.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(bar.getByRole('button', { name: 'Add child' })).toBeDisabled();
  await fingers.tap(await nodeCentre(page, 'root'));
  await expect(page.getByLabel('Node title')).toHaveValue('Root');
  await fingers.tap(await centreOf(bar.getByRole('button', { name: 'Add child' })));
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);
  const child = (await currentDocument(page)).edges.find((e) => e.data.source === 'root')!.data.target;
  await fingers.tap(await centreOf(bar.getByRole('button', { name: 'Add sibling' })));
  await expect
    .poll(async () => (await currentDocument(page)).edges.filter((e) => e.data.source === 'root').length)
    .toBe(2);
  await fingers.tap(await centreOf(bar.getByRole('button', { name: 'Delete' })));
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(3);
  await fingers.tap(await centreOf(bar.getByRole('button', { name: 'Undo' })));
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(4);
  expect((await currentDocument(page)).nodes.some((n) => n.data.id === child)).toBe(true);
  await fingers.tap(await centreOf(bar.getByRole('button', { name: 'Connect' })));
  await expect(bar.getByRole('button', { name: 'Connect' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('radio', { name: 'CONNECT' })).toBeChecked();
});

test.describe('with a mouse', () => {
  test.use({ hasTouch: false });
  test('no thumb bar', async ({ page }) => {
    await openSeededMap(page, seeded);
    await expect(page.getByRole('toolbar', { name: 'Tools', exact: true })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Touch tools' })).toHaveCount(0);
  });
});
