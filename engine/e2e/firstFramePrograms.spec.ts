// What the first frame of a map seen whole links on the GPU (issue 34 §5: the first frame within 10 % of the
// engine before themes). A grown main-topic name lies on a plate; drawn as a PixiJS Graphics, that plate brought
// in the sprite batcher's program (a 16-sampler fragment shader), whose link on software WebGL held a 10k map's
// first frame by 100–400 ms (bench/render). The frame of the Fit must link only the engine's own small programs.
import { test, expect } from '@playwright/test';
import { useHarnessServer } from './harnessServer';

const harnessUrl = useHarnessServer();

test('the fit of a 1,000-node tree draws its plated names without linking the sprite batcher', async ({
  page,
}) => {
  // Records the name PixiJS gives each program it links (`#define SHADER_NAME <name>` in its sources).
  await page.addInitScript(() => {
    const linked: string[] = [];
    (window as unknown as { __linked: string[] }).__linked = linked;
    const proto = WebGL2RenderingContext.prototype;
    const attach = proto.attachShader;
    proto.attachShader = function (this: WebGL2RenderingContext, program, shader) {
      const name = /SHADER_NAME ([\w-]+)/.exec(this.getShaderSource(shader) ?? '')?.[1];
      if (name) linked.push(name);
      attach.call(this, program, shader);
    };
  });
  await page.goto(`${harnessUrl()}themed.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  const seen = await page.evaluate(async () => {
    const t = window.__themed;
    await t.show(t.tree(1000, 8), 'StandardMindMapTemplate');
    await t.engine.nextFrame();
    const zoom = t.engine.getViewport().zoom;
    const central = t.labels().find((l) => l.id === 'n0');
    const linked = (window as unknown as { __linked: string[] }).__linked;
    return { zoom, centralWidth: central ? central.box.maxX - central.box.minX : 0, linked: [...linked] };
  });
  // Seen whole, the central name is grown past its size (to its least readable size), so it lies on its plate.
  expect(seen.zoom).toBeLessThan(0.2);
  expect(seen.centralWidth).toBeGreaterThan(0);
  expect(seen.linked.filter((name) => name.startsWith('batch'))).toEqual([]);
  expect(seen.linked).toContain('mapa-label-plates-fragment');
  expect(seen.linked).toContain('mapa-nodes-fragment');
});

test('while the page waits for its map, the glyphs of most names are made ahead, and its first frame makes none', async ({
  page,
}) => {
  // Counts the graphemes rasterised for the atlases (each is drawn once on the glyph canvas).
  await page.addInitScript(() => {
    const counts = { drawn: 0 };
    (window as unknown as { __glyphs: typeof counts }).__glyphs = counts;
    const fill = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, ...args) {
      counts.drawn++;
      fill.apply(this, args);
    };
  });
  await page.goto(`${harnessUrl()}themed.html`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true', undefined, { timeout: 60_000 });
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
  // Made in idle moments once the faces are in: the central topic's 700, the main topics' 600, the rest's 400.
  await page.waitForFunction(
    (text) => ([700, 600, 400] as const).every((w) => window.__themed.missingGlyphs(text, w) === ''),
    ascii,
    { timeout: 60_000 },
  );
  const drawn = await page.evaluate(async () => {
    const counts = (window as unknown as { __glyphs: { drawn: number } }).__glyphs;
    const before = counts.drawn;
    const t = window.__themed;
    await t.show(t.tree(1000, 8), 'StandardMindMapTemplate');
    await t.engine.nextFrame();
    return { names: t.labels().length, rasterised: counts.drawn - before };
  });
  expect(drawn.names).toBeGreaterThan(5);
  expect(drawn.rasterised).toBe(0);
});
