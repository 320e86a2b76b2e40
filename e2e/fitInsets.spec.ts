import { expect, test, type Page } from '@playwright/test';
import { nodeCentre } from './helpers';
import { openSeededMap } from './canvasEditingHelpers';

// Fit, and every other move that shows the whole map, keeps the nodes clear of the bars floating over the canvas
// (issue #34): the bottom tool bar, the canvas controls on the right, the drawing tools on the left, and whatever
// panel is open beside the canvas.

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Page boxes of the nodes (their 200×80 shapes, as openSeededMap makes them), once the camera is at rest. */
async function nodeBoxes(page: Page): Promise<Record<string, Box>> {
  await page.waitForFunction(() => {
    type Hook = { engine: { isCameraAnimating(): boolean } };
    return !(window as unknown as { __mapa: Hook }).__mapa.engine.isCameraAnimating();
  });
  return page.evaluate(() => {
    type P = { x: number; y: number };
    type Hook = {
      engine: { graphToScreen(p: P): P };
      documentStore: {
        state: {
          nodes: Map<string, { position: P; data: { dimensions?: { width: number; height: number } } }>;
        };
      };
    };
    const hook = (window as unknown as { __mapa: Hook }).__mapa;
    const canvas = document.querySelector('[data-testid="map-canvas"]')!.getBoundingClientRect();
    const boxes: Record<string, Box> = {};
    for (const [id, node] of hook.documentStore.state.nodes) {
      const { width, height } = node.data.dimensions ?? { width: 80, height: 80 };
      const a = hook.engine.graphToScreen({
        x: node.position.x - width / 2,
        y: node.position.y - height / 2,
      });
      const b = hook.engine.graphToScreen({
        x: node.position.x + width / 2,
        y: node.position.y + height / 2,
      });
      boxes[id] = {
        left: canvas.left + a.x,
        top: canvas.top + a.y,
        right: canvas.left + b.x,
        bottom: canvas.top + b.y,
      };
    }
    return boxes;
  });
}

/** The page box of a visible element. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).boundingBox();
  expect(box, selector).not.toBeNull();
  return { left: box!.x, top: box!.y, right: box!.x + box!.width, bottom: box!.y + box!.height };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Every node lies inside the canvas and under none of the bars shown (the drawing tools hide while a node is
 * selected or a sidebar tab is open); `expected` of them at least are there.
 */
async function expectClear(
  page: Page,
  boxes: Record<string, Box>,
  bars: string[],
  expected: number,
): Promise<void> {
  const canvas = await boxOf(page, '[data-testid="map-canvas"]');
  const shown = [];
  for (const selector of bars) if (await page.locator(selector).isVisible()) shown.push(selector);
  expect(shown.length).toBeGreaterThanOrEqual(expected);
  const covers = await Promise.all(
    shown.map(async (selector) => ({ selector, box: await boxOf(page, selector) })),
  );
  for (const [id, box] of Object.entries(boxes)) {
    expect(box.left, `${id} left`).toBeGreaterThanOrEqual(canvas.left);
    expect(box.top, `${id} top`).toBeGreaterThanOrEqual(canvas.top);
    expect(box.right, `${id} right`).toBeLessThanOrEqual(canvas.right);
    expect(box.bottom, `${id} bottom`).toBeLessThanOrEqual(canvas.bottom);
    for (const cover of covers) expect(overlaps(box, cover.box), `${id} under ${cover.selector}`).toBe(false);
  }
}

const TOOLBAR = '[role="toolbar"][aria-label="Tools"]';
const CONTROLS = '[role="toolbar"][aria-label="Canvas controls"]';
const DRAWING = '[role="toolbar"][aria-label="Drawing tools"]';
const NODE_PANEL = 'aside[aria-label="Node panel"]';

// A node at the bottom edge of the map's bounds, in the middle where the tool bar is, and one at the right edge.
const MAP = [
  { id: 'root', label: 'Root', x: 0, y: 0 },
  { id: 'bottom', label: 'At the bottom edge', x: 700, y: 900 },
  { id: 'right', label: 'At the right edge', x: 1400, y: 300 },
];

test('Fit with the node panel open keeps the bottom and right nodes clear of the bars and the panel', async ({
  page,
}) => {
  await openSeededMap(page, MAP);
  const root = await nodeCentre(page, 'root');
  await page.mouse.click(root.x, root.y);
  const panel = page.locator(NODE_PANEL);
  await expect(panel).toBeVisible();
  await page.getByRole('button', { name: 'Fit' }).click();
  const boxes = await nodeBoxes(page);
  await expectClear(page, boxes, [TOOLBAR, CONTROLS, DRAWING], 2);
  const panelBox = await boxOf(page, NODE_PANEL);
  for (const box of Object.values(boxes)) expect(box.right).toBeLessThanOrEqual(panelBox.left);
  // And the map takes the room the bars leave: on the axis that binds the fit it comes within 48 px of them on
  // both sides (before, a fixed 96 px margin on every side, whether a bar was there or not).
  const toolbar = await boxOf(page, TOOLBAR);
  const controls = await boxOf(page, CONTROLS);
  const canvas = await boxOf(page, '[data-testid="map-canvas"]');
  const across = Math.max(boxes.root.left - canvas.left, controls.left - boxes.right.right);
  const down = Math.max(boxes.root.top - canvas.top, toolbar.top - boxes.bottom.bottom);
  expect(Math.min(across, down)).toBeLessThanOrEqual(48);
  await page.screenshot({ path: 'test-results/fit-insets-panel.png' });
});

test('on a phone, Fit keeps the nodes clear of the tool bar, the controls and the drawing tools', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSeededMap(page, MAP);
  await page.getByRole('button', { name: 'Fit' }).click();
  await expectClear(page, await nodeBoxes(page), [TOOLBAR, CONTROLS, DRAWING], 3);
  await page.screenshot({ path: 'test-results/fit-insets-phone.png' });
});

test('importing into the open map fits the whole map clear of the tool bar', async ({ page }) => {
  // A tall map: the fit after the import is bound by the height, so the bottom node comes down to the tool bar.
  await openSeededMap(page, [
    { id: 'top', label: 'Top', x: 0, y: 0 },
    { id: 'low', label: 'Far below', x: 0, y: 2000 },
  ]);
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByRole('tab', { name: 'From web' }).click();
  await page.getByLabel('Text to import').fill('# Imported\n\n## Child');
  await page.getByRole('button', { name: 'Import text' }).click();
  await expect(page.getByText('2 nodes imported')).toBeVisible();
  await expect.poll(async () => Object.keys(await nodeBoxes(page)).length).toBe(4);
  await expectClear(page, await nodeBoxes(page), [TOOLBAR, CONTROLS, DRAWING], 2);
  await page.screenshot({ path: 'test-results/fit-insets-import.png' });
});
