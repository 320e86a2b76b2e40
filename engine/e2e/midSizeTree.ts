// The big harness page with the 1,000-node tree given to the engine: more items than the engine draws live when
// seen whole, so at its fit the view is the overview picture (sharpZoom.spec.ts, panShift.spec.ts).
import type { Page } from '@playwright/test';

/** Opens the 1,000-node tree on the harness at `harness` (its base URL) and fits it. */
export async function openMidSizeAtFit(page: Page, harness: string): Promise<void> {
  await page.goto(`${harness}big.html?scene=tree&size=1000&given`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  await page.evaluate(async () => {
    window.__big.engine.fit();
    await window.__big.engine.nextFrame();
  });
}
