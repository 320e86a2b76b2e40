import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { baseURL, signUp, uniqueEmail } from './helpers';

// Issue 34: every export draws the theme exactly as the canvas does. A map in Midnight, stored without a style
// field of its own, is exported as PNG from the editor (the engine's exportImage) and by the server (resvg): each
// picture's background is the canvas's own background pixel, and each holds the colour the canvas shows in the
// middle of a branch.

interface EngineHook {
  __mapa: {
    engine: {
      nextFrame(): Promise<void>;
      graphToScreen(p: { x: number; y: number }): { x: number; y: number };
    };
  };
}

/** The canvas's RGB at a graph point, after the next frame (a 1-pixel screenshot, decoded in the page). */
async function canvasPixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const at = await page.evaluate(
    async (p) => {
      const engine = (window as unknown as EngineHook).__mapa.engine;
      await engine.nextFrame();
      return engine.graphToScreen(p);
    },
    { x, y },
  );
  const box = (await page.getByTestId('map-canvas').boundingBox())!;
  const shot = await page.screenshot({
    clip: { x: Math.round(box.x + at.x), y: Math.round(box.y + at.y), width: 1, height: 1 },
  });
  const png = PNG.sync.read(shot);
  return [...png.data.subarray(0, 3)];
}

const near = (a: number[], b: number[], tolerance = 6) => a.every((v, i) => Math.abs(v - b[i]) <= tolerance);

/** Pixels of a PNG close to `rgb`. */
function countNear(png: PNG, rgb: number[], tolerance = 6): number {
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4)
    if (near([...png.data.subarray(i, i + 3)], rgb, tolerance)) n++;
  return n;
}

test("PNG exports, the editor's and the server's, show the background and branch colours of the canvas", async ({
  page,
}) => {
  const owner = uniqueEmail('themed');
  await signUp(page, 'Theme Tester', owner);
  const created = await page.request.post(`${baseURL()}/api/maps`, { data: { title: 'Themed export' } });
  const { id } = (await created.json()) as { id: string };
  const node = (nodeId: string, x: number, y: number) => ({
    position: { x, y },
    data: { id: nodeId, label: nodeId },
  });
  const document = {
    nodes: [node('Plan', 0, 0), node('Alpha', 400, -150), node('Beta', 400, 150)],
    edges: [
      { data: { id: 'e1', source: 'Plan', target: 'Alpha' } },
      { data: { id: 'e2', source: 'Plan', target: 'Beta' } },
    ],
    settings: { theme: 'midnight' },
  };
  const saved = await page.request.put(`${baseURL()}/api/documents/upload`, {
    headers: { 'document-id': id, 'document-owner': owner, 'document-path': 'map', 'if-match': '"0"' },
    data: document,
  });
  expect(saved.ok()).toBe(true);
  await page.goto(`${baseURL()}/maps/${id}`);
  await expect(page.getByTestId('map-canvas').locator('canvas')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.evaluate(() => Boolean((window as Partial<EngineHook>).__mapa))).toBe(true);

  // The canvas: Midnight's background away from the nodes, and the middle of the branch from Plan's right side
  // (x 140) to Beta's left side (x 290), an S-curve symmetric about its middle, in Beta's branch colour.
  const background = await canvasPixelAt(page, -300, 300);
  expect(near(background, [0x14, 0x19, 0x23])).toBe(true);
  const branch = await canvasPixelAt(page, 215, 75);
  expect(near(branch, [0xee, 0x66, 0x77], 24)).toBe(true);

  // The editor's export (Download > Export Canvas as Image (PNG)).
  const rail = page.getByRole('navigation', { name: 'Sidebar tabs' });
  await rail.getByRole('button', { name: 'Download', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Download' });
  await panel.getByText('Export Canvas as Image (PNG)', { exact: true }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const editorPng = PNG.sync.read(readFileSync((await file.path())!));

  // The server's export.
  const answer = await page.request.post(`${baseURL()}/api/documents/export`, {
    data: { id, owner, outputFormat: 'png', entitiesToExport: [] },
  });
  expect(answer.status()).toBe(200);
  const serverPng = PNG.sync.read(await answer.body());

  for (const [name, png] of [
    ['editor', editorPng],
    ['server', serverPng],
  ] as const) {
    // The corner is the map's background, opaque (a transparent export shows whatever its viewer puts under it).
    const corner = [...png.data.subarray(0, 3)];
    expect
      .soft(near(corner, background), `${name} PNG's corner ${corner} is the canvas's ${background}`)
      .toBe(true);
    expect.soft(png.data[3], `${name} PNG's corner is opaque`).toBe(255);
    // The branches' colour covers a good many pixels (both branches, a few units wide each).
    expect.soft(countNear(png, branch, 24), `${name} PNG's branch pixels`).toBeGreaterThan(200);
  }
});
