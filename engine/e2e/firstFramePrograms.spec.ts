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
