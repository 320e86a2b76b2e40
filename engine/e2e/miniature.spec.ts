// engine.miniature in Chromium: the whole map drawn small for a navigator, its colours, what it leaves out (hidden
// nodes, a collapsed subtree, hidden or removed background images), the faint canvas colour and background images, the
// debounced miniaturechange, and that the main view is untouched by it.
import { test, expect, type Page } from '@playwright/test';
import type { Transaction } from '@mapa/model';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

interface Probe {
  width: number;
  height: number;
  worldBounds: { minX: number; minY: number; maxX: number; maxY: number };
  background: string;
  version: number;
  /** RGBA at each asked graph point, mapped into the picture. */
  at: number[][];
  /** RGBA of the picture's top-left pixel. */
  corner: number[];
}

/** Makes a miniature and reads its pixels at the given graph points. */
function probe(
  page: Page,
  points: [number, number][],
  size = { width: 240, height: 160 },
): Promise<Probe | null> {
  return page.evaluate(
    async ([pts, size]) => {
      const m = await window.__harness.engine.miniature(size);
      if (!m) return null;
      const canvas = document.createElement('canvas');
      canvas.width = m.width;
      canvas.height = m.height;
      const g = canvas.getContext('2d', { willReadFrequently: true })!;
      g.drawImage(m.bitmap, 0, 0);
      const b = m.worldBounds;
      const px = (x: number, y: number) => [
        Math.round(((x - b.minX) / (b.maxX - b.minX)) * m.width),
        Math.round(((y - b.minY) / (b.maxY - b.minY)) * m.height),
      ];
      const read = (x: number, y: number) => [...g.getImageData(x, y, 1, 1).data];
      return {
        width: m.width,
        height: m.height,
        worldBounds: b,
        background: m.background,
        version: m.version,
        at: pts.map(([x, y]) => read(...(px(x, y) as [number, number]))),
        corner: read(0, 0),
      };
    },
    [points, size] as const,
  );
}

/** Applies a `node.update` of `id` with `patch` merged into its data, as the shell would. */
async function updateNode(page: Page, id: string, ...patches: Record<string, unknown>[]): Promise<void> {
  // Several patches are applied in one task, one transaction each: a burst no busy machine can spread out.
  await page.evaluate(
    ([nodeId, all]) => {
      const { state, apply } = window.__harness;
      for (const data of all) {
        const from = state.getNode(nodeId)!;
        const to = { ...from, data: { ...from.data, ...data } };
        const tx: Transaction = {
          id: `t${Math.random()}`,
          label: 'node.updated',
          source: 'user',
          ops: [{ type: 'node.update', id: nodeId, from, to }],
        };
        apply(tx);
      }
    },
    [id, patches] as const,
  );
}

test.beforeEach(async ({ page }) => {
  await page.goto(harnessUrl());
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
});

test('the whole map in its colours, at the size asked, on the faint canvas colour', async ({ page }) => {
  const out = (await probe(page, [
    [-200, 0], // red rectangle
    [-30, 200], // blue ellipse, left of its (undrawn) label
    [0, 0], // the green edge between red and white
  ]))!;
  expect([out.width, out.height]).toEqual([240, 160]);
  // Every node is inside what the picture shows.
  expect(out.worldBounds.minX).toBeLessThanOrEqual(-280);
  expect(out.worldBounds.maxX).toBeGreaterThanOrEqual(310);
  expect(out.worldBounds.maxY).toBeGreaterThanOrEqual(240);
  const [red, blue, edge] = out.at;
  expect(red[0]).toBeGreaterThan(220);
  expect(red[1]).toBeLessThan(60);
  expect(blue[2]).toBeGreaterThan(200);
  expect(blue[0]).toBeLessThan(80);
  expect(edge[1]).toBeGreaterThan(edge[0] + 40); // greenish: a 10-unit edge is a couple of px here
  expect(out.background).toBe('#ffffff'); // the harness map's canvas colour is white
  expect(out.corner).toEqual([255, 255, 255, 255]);
});

test('hidden (collapsed) nodes are left out, and a dark canvas colour shows faintly', async ({ page }) => {
  await updateNode(page, 'red', { visibility: 'hidden' });
  await page.evaluate(() => {
    const { state, apply } = window.__harness;
    const from = state.canvas?.backgroundColor;
    apply({
      id: 'dark',
      label: 'canvas.updated',
      source: 'user',
      ops: [{ type: 'canvas.update', key: 'backgroundColor', from, to: '#000000' }],
    });
  });
  const out = (await probe(page, [[-200, 0]]))!;
  // The red node went, so the picture no longer reaches that far left.
  expect(out.worldBounds.minX).toBeGreaterThan(-280);
  expect(out.background).toBe('#999999');
  expect(out.corner.slice(0, 3)).toEqual([153, 153, 153]);
});

test('a collapsed subtree is not drawn, and shows again once expanded', async ({ page }) => {
  // A magenta leaf under the blue node, inside the map's box (so the picture's frame stays put and only pixels
  // can tell), joined by a thick black edge.
  await page.evaluate(() => {
    window.__harness.apply({
      id: 'leaf',
      label: 'node.created',
      source: 'user',
      ops: [
        {
          type: 'node.add',
          node: {
            position: { x: 0, y: 100 },
            data: {
              id: 'leaf',
              label: '',
              dimensions: { width: 60, height: 40 },
              backgroundColor: '#ff00ff',
              borderColor: '#ff00ff',
            },
          },
        },
        {
          type: 'edge.add',
          edge: {
            data: {
              id: 'toLeaf',
              source: 'blue',
              target: 'leaf',
              shape: 'straight',
              color: '#000000',
              width: 10,
            },
          },
        },
      ],
    });
  });
  const points: [number, number][] = [
    [0, 100], // the leaf
    [0, 140], // the edge to it
    [-30, 200], // the blue node
  ];
  const open = (await probe(page, points))!;
  expect(open.at[0].slice(0, 3)).toEqual([255, 0, 255]);
  expect(Math.max(...open.at[1].slice(0, 3))).toBeLessThan(100);
  // The shell's collapse action (the model's toggleCollapseOps): the leaf and its edge are hidden, blue stays.
  expect(await page.evaluate(() => window.__harness.collapse('blue'))).toBe(true);
  const collapsed = (await probe(page, points))!;
  expect(collapsed.worldBounds).toEqual(open.worldBounds);
  expect(collapsed.at[0]).toEqual([255, 255, 255, 255]);
  expect(collapsed.at[1]).toEqual([255, 255, 255, 255]);
  expect(collapsed.at[2][2]).toBeGreaterThan(200);
  expect(await page.evaluate(() => window.__harness.collapse('blue'))).toBe(true);
  expect((await probe(page, points))!.at[0].slice(0, 3)).toEqual([255, 0, 255]);
});

test('background images show faintly over the canvas colour, and go when hidden or removed', async ({
  page,
}) => {
  // A blue image in an empty part of the map (inside its box, so the frame stays put while it comes and goes).
  const spot: [number, number] = [210, 165];
  await page.evaluate(() => {
    const square = document.createElement('canvas');
    square.width = square.height = 8;
    const g = square.getContext('2d')!;
    g.fillStyle = '#0000ff';
    g.fillRect(0, 0, 8, 8);
    const image = {
      id: 'bg',
      name: 'blue.png',
      url: square.toDataURL('image/png'),
      bounds: { x: 120, y: 110, width: 180, height: 110 },
    };
    window.__harness.apply({
      id: 'image',
      label: 'image.added',
      source: 'user',
      ops: [{ type: 'image.add', image, index: 0 }],
    });
  });
  // The image loads after it is added: a picture made before that leaves it out (and a newer one follows).
  let bounds: Probe['worldBounds'] | undefined;
  await expect(async () => {
    const out = (await probe(page, [spot]))!;
    bounds = out.worldBounds;
    const [r, g, b] = out.at[0];
    // Blue at 40% over white: between the canvas colour (255) and the image's own (0) in red and green.
    expect(r).toBeGreaterThan(130);
    expect(r).toBeLessThan(175);
    expect(g).toBeGreaterThan(130);
    expect(g).toBeLessThan(175);
    expect(b).toBeGreaterThan(240);
  }).toPass();
  const setImage = (op: 'hide' | 'show' | 'remove') =>
    page.evaluate((op) => {
      const { state, apply } = window.__harness;
      const from = state.canvas!.backgroundImages!.find((image) => image.id === 'bg')!;
      apply({
        id: `image-${op}`,
        label: op === 'remove' ? 'image.removed' : 'canvas.updated',
        source: 'user',
        ops: [
          op === 'remove'
            ? { type: 'image.remove', image: from, index: 0 }
            : { type: 'image.update', id: 'bg', from, to: { ...from, visible: op === 'show' } },
        ],
      });
    }, op);
  await setImage('hide');
  const hidden = (await probe(page, [spot]))!;
  expect(hidden.worldBounds).toEqual(bounds);
  expect(hidden.at[0]).toEqual([255, 255, 255, 255]);
  await setImage('show');
  expect((await probe(page, [spot]))!.at[0][0]).toBeLessThan(175);
  await setImage('remove');
  expect((await probe(page, [spot]))!.at[0]).toEqual([255, 255, 255, 255]);
});

test('miniaturechange comes once per settled burst of changes, with the next version', async ({ page }) => {
  // The load's own change settles first (version 1).
  await page.waitForFunction(async () => {
    const m = await window.__harness.engine.miniature({ width: 1, height: 1 });
    return (m?.version ?? 0) >= 1;
  });
  const before = (await probe(page, [], { width: 10, height: 10 }))!.version;
  await page.evaluate(() => {
    const versions: number[] = [];
    window.__harness.engine.on('miniaturechange', ({ version }) => versions.push(version));
    Object.assign(window, { __versions: versions });
  });
  const heard = () => page.evaluate(() => (window as unknown as { __versions: number[] }).__versions);
  // Three edits in a row (a typing burst): one new version. They go in one page task, as a typing burst's keys
  // arrive faster than the settle time; three round trips from the test could each outlast it on a busy machine.
  await updateNode(page, 'white', { label: 'A' }, { label: 'AB' }, { label: 'ABC' });
  await expect.poll(heard).toEqual([before + 1]);
  expect((await probe(page, [], { width: 10, height: 10 }))!.version).toBe(before + 1);
  // The next change is the next version: the burst did not bump it more than once.
  await updateNode(page, 'white', { label: 'ABCD' });
  await expect.poll(heard).toEqual([before + 1, before + 2]);
});

test('the main view is unchanged by making a miniature; bad sizes are refused by name', async ({ page }) => {
  const before = await page.evaluate(() => window.__harness.pixel(200, 300)); // the red node on screen
  expect(before.slice(0, 3)).toEqual([255, 0, 0]);
  await probe(page, [], { width: 1024, height: 1024 });
  const after = await page.evaluate(() => window.__harness.pixel(200, 300));
  expect(after).toEqual(before);
  const errors = await page.evaluate(async () => {
    const { engine } = window.__harness;
    const out: string[] = [];
    for (const size of [
      { width: 0, height: 10 },
      { width: 10, height: 4096 },
    ])
      await engine.miniature(size).catch((e: Error) => out.push(`${e.name}: ${e.message}`));
    return out;
  });
  expect(errors).toEqual([
    'RangeError: miniature: width must be a number from 1 to 1024 (got 0)',
    'RangeError: miniature: height must be a number from 1 to 1024 (got 4096)',
  ]);
});

test('a node with a clear fill (the default style) shows in its border colour or grey; the screen is unchanged', async ({
  page,
}) => {
  await page.evaluate(() => {
    const node = (id: string, x: number, borderColor: string) => ({
      position: { x, y: -200 },
      data: {
        id,
        label: 'Ghost',
        dimensions: { width: 160, height: 100 },
        backgroundColor: 'rgba(1,65,227,0)',
        borderColor,
      },
    });
    window.__harness.apply({
      id: 'clear',
      label: 'node.created',
      source: 'user',
      ops: [
        { type: 'node.add', node: node('clear', -200, 'rgba(1,65,227,0)') },
        { type: 'node.add', node: node('outlined', 200, '#ff00ff') },
      ],
    });
  });
  const out = (await probe(page, [
    [-200, -200],
    [200, -200],
  ]))!;
  const [clear, outlined] = out.at;
  expect(clear.slice(0, 3)).toEqual([0xad, 0xb5, 0xbd]);
  expect(outlined[0]).toBeGreaterThan(220);
  expect(outlined[1]).toBeLessThan(60);
  expect(outlined[2]).toBeGreaterThan(220);
  // On screen the clear node still paints nothing but its label: the miniature's stand-in colour is not left on.
  // A pan makes the engine draw a new frame after the miniature.
  await page.evaluate(() => window.__harness.engine.panTo({ x: 1, y: 0 }));
  const onScreen = await page.evaluate(() => {
    const p = window.__harness.engine.graphToScreen({ x: -260, y: -235 });
    return window.__harness.pixel(Math.round(p.x), Math.round(p.y));
  });
  expect(onScreen.slice(0, 3)).toEqual([255, 255, 255]);
});
