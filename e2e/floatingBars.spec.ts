import { expect, test, type Locator, type Page } from '@playwright/test';
import { nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Bars that float over the canvas next to a node (selection bar, hover controls, hover preview) never cover the
// fixed controls (Fit/zoom, drawing toolbar, bottom tool bar) and go away when the pointer leaves (issue #11,
// defects 3 and 7).

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

/** Pans (zoom 1) so node `id`'s centre is at canvas px (x, y); negative values count from the right/bottom. */
async function placeNode(page: Page, id: string, x: number, y: number): Promise<void> {
  await page.evaluate(
    ([nodeId, sx, sy]) => {
      type Hook = {
        engine: { zoomTo(z: number): void; panTo(p: { x: number; y: number }): void };
        documentStore: { state: { getNode(id: string): { position: { x: number; y: number } } } };
      };
      const hook = (window as unknown as { __mapa: Hook }).__mapa;
      const rect = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
      const px = (sx as number) < 0 ? rect.width + (sx as number) : (sx as number);
      const py = (sy as number) < 0 ? rect.height + (sy as number) : (sy as number);
      const p = hook.documentStore.state.getNode(nodeId as string).position;
      hook.engine.zoomTo(1);
      hook.engine.panTo({ x: p.x - (px - rect.width / 2), y: p.y - (py - rect.height / 2) });
    },
    [id, x, y] as const,
  );
}

test('the selection bar never covers the canvas controls, the drawing toolbar or the tool bar', async ({
  page,
}) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Alpha', x: 0, y: 0 },
    { id: 'b', label: 'Beta', x: 2000, y: 0 },
  ]);
  const bar = page.getByRole('toolbar', { name: 'Selection tools' });
  const controls = page.getByRole('toolbar', { name: 'Canvas controls' });
  const drawing = page.getByRole('toolbar', { name: 'Drawing tools' });
  const tools = page.getByRole('toolbar', { name: 'Tools', exact: true });
  const canvasBox = await box(page.getByTestId('map-canvas'));
  const height = canvasBox.height;

  // Select first (the panel opens and the canvas narrows), then put the node beside each fixed control.
  const a = await nodeCentre(page, 'a');
  await page.mouse.click(a.x, a.y);
  await expect(bar).toBeVisible();
  // The drawing toolbar hides while an element is selected (spec §2.2), so the bar can never cover it.
  await expect(drawing).toBeHidden();
  const placements: [number, number, Locator][] = [
    [-90, height / 2, controls],
    [0, -5, tools],
  ];
  for (const [x, y, fixed] of placements) {
    const at = x === 0 ? (await box(page.getByTestId('map-canvas'))).width / 2 : x;
    await placeNode(page, 'a', at, y);
    await expect(async () => expect(overlaps(await box(bar), await box(fixed))).toBe(false)).toPass();
  }

  // At the top edge the bar flips below the node instead of covering it.
  await placeNode(page, 'a', 400, 30);
  await expect(async () => {
    const centre = await nodeCentre(page, 'a');
    expect((await box(bar)).y).toBeGreaterThan(centre.y);
  }).toPass();

  // Fit stays clickable next to a selected node.
  await placeNode(page, 'a', -90, height / 2);
  await controls.getByRole('button', { name: 'Fit' }).click();
  await expect(page.getByTestId('zoom-level')).not.toHaveText('100%');
});

test('hover controls and the preview go away once the pointer leaves, and never cover the zoom controls', async ({
  page,
}) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Alpha', x: 0, y: 0, description: '<p>Chlorophyll absorbs light.</p>' },
    { id: 'b', label: 'Beta', x: 0, y: 400 },
  ]);
  await placeNode(page, 'a', 500, 300);
  const add = page.getByRole('button', { name: '+ Add child' });
  const arrow = page.getByTestId('connection-arrow');
  const preview = page.getByTestId('hover-preview');
  const controls = page.getByRole('toolbar', { name: 'Canvas controls' });

  // The pointer goes from the node onto '+ Add child', then off the canvas onto the zoom controls.
  const a = await nodeCentre(page, 'a');
  await page.mouse.move(a.x, a.y);
  await expect(preview).toBeVisible();
  const plus = await box(add);
  await page.mouse.move(plus.x + plus.width / 2, plus.y + plus.height / 2, { steps: 3 });
  const zoomIn = await box(controls.getByRole('button', { name: 'Zoom In' }));
  // One jump, as a quick hand makes it: the canvas never sees the pointer again.
  await page.mouse.move(zoomIn.x + zoomIn.width / 2, zoomIn.y + zoomIn.height / 2);
  // It lingers 1.2 s first (connectorLinger.test.ts times that); here only that it goes.
  await expect(add).toHaveCount(0);
  await expect(arrow).toHaveCount(0);
  await expect(preview).toHaveCount(0);

  // A node right beside the zoom controls: its hover controls and preview keep off them.
  await placeNode(page, 'a', -170, (await box(page.getByTestId('map-canvas'))).height / 2);
  const a2 = await nodeCentre(page, 'a');
  await page.mouse.move(a2.x, a2.y);
  await expect(preview).toBeVisible();
  const fixed = await box(controls);
  for (const floating of [add, arrow, preview]) {
    if ((await floating.count()) === 0) continue;
    expect(overlaps(await box(floating), fixed)).toBe(false);
  }
  // The preview does not sit on the hovered node's label either.
  const label = { x: a2.x - 100, y: a2.y - 40, width: 200, height: 80 };
  expect(overlaps(await box(preview), label)).toBe(false);
});
