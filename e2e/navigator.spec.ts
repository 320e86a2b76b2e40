// The navigator (issue #17): the minimap in the canvas corner, drawn with @pixi/react from engine.miniature.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { baseURL } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}
interface Hook {
  engine: {
    miniature(o: {
      width: number;
      height: number;
    }): Promise<{ worldBounds: Box; bitmap: ImageBitmap } | null>;
    getViewport(): { center: { x: number; y: number }; zoom: number };
    getViewBox(): Box;
    zoomTo(z: number): void;
    panTo(p: { x: number; y: number }): void;
  };
  documentStore: { apply(tx: unknown): void };
}

/**
 * How long a navigator may take for its first picture: a fresh page's first GPU pass and read-back, which on a
 * machine shared by many browsers (software WebGL) has taken over 15 s.
 */
const PICTURE = { timeout: 45_000 };
test.describe.configure({ timeout: 240_000 });

/** The navigator's drawing area in CSS px (its Paper adds a 1 px border). */
const W = 216;
const H = 144;

/** Nodes far apart, so the main view at zoom 1 is a small rectangle on the navigator. */
const NODES = [
  { id: 'a', label: 'Alpha', x: 0, y: 0 },
  { id: 'b', label: 'Beta', x: 3000, y: 0 },
  { id: 'c', label: 'Gamma', x: 0, y: 2000 },
];

const viewport = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mapa: Hook }).__mapa.engine.getViewport());

/** The graph box the navigator's picture shows: the engine's miniature at the navigator's size (same content). */
async function worldBounds(page: Page): Promise<Box> {
  return page.evaluate(
    async ([width, height]) => {
      const m = await (window as unknown as { __mapa: Hook }).__mapa.engine.miniature({ width, height });
      m!.bitmap.close();
      return m!.worldBounds;
    },
    [W, H] as const,
  );
}

/** Page coordinates of graph point `p` on the navigator. */
async function onNavigator(navigator: Locator, b: Box, p: { x: number; y: number }) {
  const r = (await navigator.boundingBox())!;
  return {
    x: r.x + 1 + ((p.x - b.minX) / (b.maxX - b.minX)) * W,
    y: r.y + 1 + ((p.y - b.minY) / (b.maxY - b.minY)) * H,
  };
}

/** RGBA of the PNG `png` at (x, y), decoded by the browser. */
function pixelOf(page: Page, png: Buffer, x: number, y: number): Promise<number[]> {
  return page.evaluate(
    async ([b64, px, py]) => {
      // Decoded here, not fetched from a data: URL, which the app's Content-Security-Policy (connect-src) refuses.
      const blob = new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' });
      const bitmap = await createImageBitmap(blob);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const g = canvas.getContext('2d')!;
      g.drawImage(bitmap, 0, 0);
      return [...g.getImageData(Math.round(px), Math.round(py), 1, 1).data];
    },
    [png.toString('base64'), x, y] as const,
  );
}

test('navigator: click centres the main view, the rectangle drags it, the wheel zooms it, a new node shows', async ({
  page,
}) => {
  await openSeededMap(page, NODES, ['a>b', 'a>c']);
  const navigator = page.getByTestId('navigator');
  await expect(navigator).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Navigator', exact: true });
  await toggle.hover();
  await expect(page.getByRole('tooltip', { name: 'Navigator' })).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
  await page.evaluate(() => {
    const { engine } = (window as unknown as { __mapa: Hook }).__mapa;
    engine.zoomTo(1);
    engine.panTo({ x: 0, y: 0 });
  });
  const b = await worldBounds(page);
  // One navigator px in graph units: how close a click can put the view.
  const unit = (b.maxX - b.minX) / W;

  // Click on node b: the main view is centred there.
  const atB = await onNavigator(navigator, b, { x: 3000, y: 0 });
  await page.mouse.click(atB.x, atB.y);
  await expect.poll(async () => Math.abs((await viewport(page)).center.x - 3000)).toBeLessThan(unit);
  expect(Math.abs((await viewport(page)).center.y)).toBeLessThan(unit);
  expect((await viewport(page)).zoom).toBe(1);

  // Drag the rectangle, grabbed off its centre: the view pans by the drag, the grabbed spot stays under the pointer.
  const from = await viewport(page);
  const grab = await onNavigator(navigator, b, { x: from.center.x + 2 * unit, y: from.center.y + unit });
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x - 30, grab.y + 12, { steps: 6 });
  await page.mouse.move(grab.x - 60, grab.y + 24, { steps: 6 });
  await page.mouse.up();
  const to = await viewport(page);
  expect(Math.abs(to.center.x - (from.center.x - 60 * unit))).toBeLessThan(unit);
  expect(Math.abs(to.center.y - (from.center.y + 24 * unit))).toBeLessThan(unit);

  // The wheel over the navigator zooms the main view (out, for a wheel turned towards the user).
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.wheel(0, 200);
  await expect.poll(async () => (await viewport(page)).zoom).toBeLessThan(0.9);

  // A node added to the map (here by the store, as a collaborator's change arrives) appears in the picture.
  const version = Number(await navigator.getAttribute('data-version'));
  const before = await navigator.screenshot();
  await page.evaluate(() => {
    (window as unknown as { __mapa: Hook }).__mapa.documentStore.apply({
      id: 'tx_red',
      label: 'node.created',
      source: 'user',
      ops: [
        {
          type: 'node.add',
          node: {
            position: { x: -1500, y: 2600 },
            data: {
              id: 'red',
              label: '',
              dimensions: { width: 600, height: 400 },
              backgroundColor: '#ff0000',
              borderColor: '#ff0000',
            },
          },
        },
      ],
    });
  });
  await expect
    .poll(async () => Number(await navigator.getAttribute('data-version')))
    .toBeGreaterThan(version);
  const b2 = await worldBounds(page);
  expect(b2.minX).toBeLessThan(b.minX);
  const r = (await navigator.boundingBox())!;
  const red = await onNavigator(navigator, b2, { x: -1500, y: 2600 });
  // The new picture is drawn once it has arrived (the navigator draws on change, not every frame).
  let after = before;
  await expect
    .poll(async () => {
      after = await navigator.screenshot();
      const [R, G, B] = await pixelOf(page, after, red.x - r.x, red.y - r.y);
      return R > 200 && G < 90 && B < 90;
    })
    .toBe(true);
  expect(after.equals(before)).toBe(false);
  await page.screenshot({ path: 'test-results/navigator.png' });
});

/** Counts WebGL draw calls per canvas from the page's start: `window.__drawsOn(canvas)`. */
async function countDraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = new Map<unknown, number>();
    (window as unknown as { __drawsOn: (c: unknown) => number }).__drawsOn = (c) => counts.get(c) ?? 0;
    const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced']) {
      const original = proto[name];
      proto[name] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
        counts.set(this.canvas, (counts.get(this.canvas) ?? 0) + 1);
        return original.apply(this, args);
      };
    }
  });
}

/** True when the navigator's canvas issued no draw call during the next `frames` display frames. */
function idleOver(page: Page, frames: number): Promise<boolean> {
  return page.evaluate(async (frames) => {
    const drawsOn = (window as unknown as { __drawsOn: (c: unknown) => number }).__drawsOn;
    const canvas = document.querySelector('[data-testid="navigator"] canvas');
    const before = drawsOn(canvas);
    for (let i = 0; i < frames; i++) await new Promise((r) => requestAnimationFrame(r));
    return drawsOn(canvas) === before;
  }, frames);
}

// Drawn when what it shows changes, never while the editor is idle: a running ticker redrew it every display frame
// (about 1.8 CPU cores of an idle editor on software WebGL).
test('navigator: drawn when the picture or the view changes, not on every frame', async ({ page }) => {
  await countDraws(page);
  await openSeededMap(page, NODES, ['a>b', 'a>c']);
  const navigator = page.getByTestId('navigator');
  await page.getByRole('button', { name: 'Navigator', exact: true }).click();
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
  const draws = () =>
    page.evaluate(() =>
      (window as unknown as { __drawsOn: (c: unknown) => number }).__drawsOn(
        document.querySelector('[data-testid="navigator"] canvas'),
      ),
    );
  await expect.poll(() => draws()).toBeGreaterThan(0);
  // Once the first pictures have settled, 30 display frames go by without a draw.
  await expect.poll(() => idleOver(page, 30), PICTURE).toBe(true);

  // Moving the main view moves the rectangle: drawn again, then idle again.
  const before = await draws();
  await page.evaluate(() => (window as unknown as { __mapa: Hook }).__mapa.engine.panTo({ x: 3000, y: 0 }));
  await expect.poll(() => draws()).toBeGreaterThan(before);
  await expect.poll(() => idleOver(page, 30), PICTURE).toBe(true);
});

// @pixi/react starts the navigator's application asynchronously (loading PixiJS's browser extensions, a chunk of
// their own): a picture that arrives in the meantime is drawn once it has started (it once waited for the next change).
test('navigator: a picture that arrives while its canvas starts is drawn', async ({ page }) => {
  await countDraws(page);
  await openSeededMap(page, NODES, ['a>b', 'a>c']);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/browserAll[^/]*\.m?js(\?.*)?$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  const navigator = page.getByTestId('navigator');
  await page.getByRole('button', { name: 'Navigator', exact: true }).click();
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
  // The picture is there while the navigator's canvas is still starting.
  expect(asked).toBe(true);
  release();
  const draws = () =>
    page.evaluate(() =>
      (window as unknown as { __drawsOn: (c: unknown) => number }).__drawsOn(
        document.querySelector('[data-testid="navigator"] canvas'),
      ),
    );
  await expect.poll(() => draws(), PICTURE).toBeGreaterThan(0);
});

test('navigator: remembered per user; in embeds; not in presentation mode, flashcards view or on mobile', async ({
  page,
}) => {
  const { id } = await openSeededMap(page, NODES);
  const navigator = page.getByTestId('navigator');
  const toggle = page.getByRole('button', { name: 'Navigator', exact: true });
  await toggle.click();
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);

  // Another map, or the same one again: the choice comes back.
  await page.reload();
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
  // Embeds keep it; presentation mode leaves it out, and the switch with it.
  await page.goto(`${baseURL()}/maps/${id}?hideNavbar=true`);
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
  await page.goto(`${baseURL()}/maps/${id}?presentationMode=true`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible();
  // Presenting hides the canvas controls too: the presentation tool bar says the mode is on.
  await expect(page.getByRole('toolbar', { name: 'Presentation tools' })).toBeVisible();
  await expect(navigator).toHaveCount(0);
  await expect(toggle).toHaveCount(0);

  // Mobile: no room for it.
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
  await page.setViewportSize({ width: 420, height: 800 });
  await expect(navigator).toHaveCount(0);
  await expect(toggle).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);

  // Flashcards view: hidden; back in the mind-map view: there again.
  await page.evaluate(() =>
    (
      window as unknown as { __mapa: { uiStore: { setViewMode(m: string): void } } }
    ).__mapa.uiStore.setViewMode('flashcards'),
  );
  await expect(navigator).toHaveCount(0);
  await page.evaluate(() =>
    (
      window as unknown as { __mapa: { uiStore: { setViewMode(m: string): void } } }
    ).__mapa.uiStore.setViewMode('mindmap'),
  );
  await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);

  // Switched off: stays off after a reload.
  await toggle.click();
  await expect(navigator).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Fit' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(navigator).toHaveCount(0);
});

test('navigator: an anonymous visitor of a public map has it read-only, in Portuguese', async ({
  page,
  browser,
}) => {
  const { id } = await openSeededMap(page, NODES, ['a>b']);
  const shared = await page.request.post(`${baseURL()}/api/s3/updateTreeMetadata`, {
    data: { id, members: {}, isPublic: true },
  });
  expect(shared.ok()).toBe(true);
  const anonymous = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const visitor = await anonymous.newPage();
    await visitor.goto(`${baseURL()}/maps/${id}?hideNavbar=true&lng=pt-BR`);
    await visitor.waitForFunction(() => !!(window as unknown as { __mapa?: unknown }).__mapa);
    const toggle = visitor.getByRole('button', { name: 'Navegador', exact: true });
    await toggle.hover();
    await expect(visitor.getByRole('tooltip', { name: 'Navegador' })).toBeVisible();
    await toggle.click();
    const navigator = visitor.getByRole('region', { name: 'Navegador do mapa' });
    await expect(navigator).toHaveAttribute('data-ready', 'true', PICTURE);
    // A click still moves the reader's view (nothing in the map changes). Zoomed in first: a press on the view's
    // rectangle grabs it rather than centring.
    await visitor.evaluate(() => {
      const { engine } = (window as unknown as { __mapa: Hook }).__mapa;
      engine.zoomTo(1);
      engine.panTo({ x: 0, y: 0 });
    });
    const b = await worldBounds(visitor);
    const unit = (b.maxX - b.minX) / W;
    const atB = await onNavigator(navigator, b, { x: 3000, y: 0 });
    await visitor.mouse.click(atB.x, atB.y);
    await expect.poll(async () => Math.abs((await viewport(visitor)).center.x - 3000)).toBeLessThan(unit);
    await visitor.screenshot({ path: 'test-results/navigator-visitor-pt.png' });
  } finally {
    await anonymous.close();
  }
});
