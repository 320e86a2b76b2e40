import { expect, test } from '@playwright/test';
import { currentDocument, nodeCentre } from './helpers';
import { expectStored, openSeededMap } from './canvasEditingHelpers';

test('hover arrow: dragging it onto another node adds an edge in SELECT mode; it fades after the pointer leaves', async ({
  page,
}) => {
  const { id, owner } = await openSeededMap(page, [
    { id: 'a', label: 'Alpha', x: 0, y: 0 },
    { id: 'b', label: 'Beta', x: 450, y: 250 },
  ]);
  const a = await nodeCentre(page, 'a');
  await page.mouse.move(a.x, a.y);
  const arrow = page.getByTestId('connection-arrow');
  await expect(arrow).toBeVisible();
  await expect(arrow).toHaveCSS('opacity', '1');
  const box = (await arrow.boundingBox())!;
  // On the right side of the node, vertically centred on it.
  expect(box.x).toBeGreaterThan(a.x + 100 - 2);
  expect(Math.abs(box.y + box.height / 2 - a.y)).toBeLessThan(3);

  // Drag from the arrow onto Beta: a band follows the pointer, the drop adds an edge a → b.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const b = await nodeCentre(page, 'b');
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await expect(page.getByTestId('connection-band')).toBeVisible();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  await expect(page.getByTestId('connection-band')).toHaveCount(0);
  await expect
    .poll(async () => (await currentDocument(page)).edges.map((e) => `${e.data.source}>${e.data.target}`))
    .toEqual(['a>b']);
  // Still SELECT mode, nothing moved.
  await expect(page.getByRole('radio', { name: 'SELECT' })).toBeChecked();
  const doc = await currentDocument(page);
  expect(doc.nodes.find((n) => n.data.id === 'a')!.position).toEqual({ x: 0, y: 0 });
  await expectStored(page, id, owner, (stored) => {
    expect(stored.edges.map((e) => `${e.data.source}>${e.data.target}`)).toEqual(['a>b']);
  });

  // A drop on empty canvas adds nothing.
  const a2 = await nodeCentre(page, 'a');
  await page.mouse.move(a2.x, a2.y);
  const box2 = (await arrow.boundingBox())!;
  await page.mouse.move(box2.x + box2.width / 2, box2.y + box2.height / 2);
  await page.mouse.down();
  await page.mouse.move(a2.x, a2.y + 300, { steps: 4 });
  await page.mouse.up();
  // The drop is handled as the pointer comes up: once the band is gone, an edge would already be there.
  await expect(page.getByTestId('connection-band')).toHaveCount(0);
  expect((await currentDocument(page)).edges).toHaveLength(1);

  // Leaving the node: the arrow lingers, fading (opacity below 1), then disappears. The fade is watched in the page,
  // frame by frame, so a slow test process cannot miss it; its timing (1.2 s) is connectorLinger.test.ts's.
  await page.mouse.move(a2.x, a2.y);
  await expect(arrow).toHaveCSS('opacity', '1');
  const lingering = await arrow.elementHandle();
  await page.mouse.move(a2.x - 400, a2.y - 300);
  const faded = await lingering!.evaluate(
    (el) =>
      new Promise<number>((resolve) => {
        const look = () => {
          const opacity = el.style.opacity === '' ? 1 : Number(el.style.opacity);
          if (!el.isConnected) resolve(-1);
          else if (opacity < 1) resolve(opacity);
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  expect(faded).toBeGreaterThan(0);
  expect(faded).toBeLessThan(1);
  await expect(arrow).toHaveCount(0);
});

test('hover arrow: hidden in CONNECT mode and at zoom < 0.3', async ({ page }) => {
  await openSeededMap(page, [
    { id: 'a', label: 'Alpha', x: 0, y: 0 },
    { id: 'b', label: 'Beta', x: 450, y: 250 },
  ]);
  const arrow = page.getByTestId('connection-arrow');
  // CONNECT mode has its own gesture: no arrow.
  await page.getByText('CONNECT', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'CONNECT' })).toBeChecked();
  let a = await nodeCentre(page, 'a');
  await page.mouse.move(a.x, a.y);
  await expect(page.getByRole('button', { name: '+ Add child' })).toBeVisible();
  await expect(arrow).toHaveCount(0);
  await page.getByText('SELECT', { exact: true }).click();
  await page.mouse.move(a.x + 5, a.y);
  await expect(arrow).toBeVisible();

  // Zoomed out below 0.3: no on-canvas controls.
  for (let i = 0; i < 8; i++) await page.getByRole('button', { name: 'Zoom Out' }).click();
  a = await nodeCentre(page, 'a');
  await page.mouse.move(a.x, a.y);
  await page.mouse.move(a.x + 1, a.y);
  await expect(arrow).toHaveCount(0);
});

test('canvas controls: Undo and Redo beside the zoom controls undo the last change', async ({ page }) => {
  await openSeededMap(page, [{ id: 'a', label: 'Alpha', x: 0, y: 0 }]);
  const controls = page.getByRole('toolbar', { name: 'Canvas controls' });
  const undo = controls.getByRole('button', { name: 'Undo' });
  const redo = controls.getByRole('button', { name: 'Redo' });
  await expect(undo).toBeDisabled();
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);
  await undo.hover();
  await expect(page.getByRole('tooltip', { name: 'Undo' })).toBeVisible();
  await undo.click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(1);
  await redo.click();
  await expect.poll(async () => (await currentDocument(page)).nodes.length).toBe(2);
});
