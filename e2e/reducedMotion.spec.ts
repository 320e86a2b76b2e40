import { expect, test, type Page } from '@playwright/test';
import { openSeededMap } from './canvasEditingHelpers';

// Issue #12: with `prefers-reduced-motion` the camera jumps instead of animating. Two frames after focusing a far
// node the view is already where it ends; with motion it is still on its way (an 800 ms animation).

interface Hook {
  __mapa: {
    engine: {
      focusNode(id: string, zoom?: number): void;
      getViewport(): { center: { x: number; y: number }; zoom: number };
    };
  };
}

/** The viewport two frames after focusing `id`, and once the camera has come to rest. */
async function focusAndWatch(page: Page, id: string) {
  const early = await page.evaluate(async (nodeId) => {
    const engine = (window as unknown as Hook).__mapa.engine;
    engine.focusNode(nodeId, 1);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return engine.getViewport();
  }, id);
  const viewport = () => page.evaluate(() => (window as unknown as Hook).__mapa.engine.getViewport());
  let last = await viewport();
  await expect
    .poll(async () => {
      const now = await viewport();
      const still = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return still;
    })
    .toBe(true);
  return { early, rest: last };
}

const seed = [
  { id: 'near', label: 'Near', x: 0, y: 0 },
  { id: 'far', label: 'Far away', x: 6000, y: 3000 },
];

test('with reduced motion, focusing a node moves the camera there at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openSeededMap(page, seed);
  await page.waitForFunction(() => Boolean((window as unknown as Partial<Hook>).__mapa?.engine));
  const { early, rest } = await focusAndWatch(page, 'far');
  expect(early.center.x).toBeCloseTo(rest.center.x, 3);
  expect(early.center.y).toBeCloseTo(rest.center.y, 3);
  expect(early.zoom).toBeCloseTo(1, 5);
});
