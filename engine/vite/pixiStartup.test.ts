import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deferCanvasProbe, dropStencilWarning, pixiStartup } from './pixiStartup.mjs';

// The installed PixiJS (the workspace's one copy, hoisted to the root).
const CANVAS_UTILS = path.resolve(
  __dirname,
  '../../node_modules/pixi.js/lib/rendering/renderers/canvas/utils/canvasUtils.mjs',
);
const installed = readFileSync(CANVAS_UTILS, 'utf8');
const GL_CONTEXT = path.resolve(
  __dirname,
  '../../node_modules/pixi.js/lib/rendering/renderers/gl/context/GlContextSystem.mjs',
);
const glContext = readFileSync(GL_CONTEXT, 'utf8');

interface CanvasUtils {
  canUseMultiply: boolean;
  tintMethod: unknown;
  tintWithMultiply: unknown;
  tintWithPerPixel: unknown;
}

/**
 * Evaluates the module's text with its imports given: `probe` stands for canUseNewCanvasBlendModes, counting its
 * calls (it caches its answer, as PixiJS's does).
 */
function evaluate(code: string) {
  let calls = 0;
  let answer: boolean | undefined;
  const probe = () => {
    calls++;
    answer ??= true;
    return answer;
  };
  const body = code
    .replace(/^import .*$/gm, '')
    .replace(/^export \{ canvasUtils \};$/m, 'return canvasUtils;');
  // The module under test, run with stand-in imports.
  const run = new Function('Color', 'DOMAdapter', 'groupD8', 'canUseNewCanvasBlendModes', body) as (
    ...args: unknown[]
  ) => CanvasUtils;
  const utils = run({}, {}, {}, probe);
  return { utils, calls: () => calls };
}

describe('pixiStartup', () => {
  it("runs PixiJS's 2D-canvas blend test on first use instead of when its module is evaluated", () => {
    // As installed, evaluating the module runs the test (what cost the first frame).
    expect(evaluate(installed).calls()).toBe(1);
    const deferred = evaluate(deferCanvasProbe(installed));
    expect(deferred.calls()).toBe(0);
    expect(deferred.utils.canUseMultiply).toBe(true);
    expect(deferred.calls()).toBe(1);
    expect(deferred.utils.tintMethod).toBe(deferred.utils.tintWithMultiply);
    // A tint method set by hand stays, as with the plain property.
    deferred.utils.tintMethod = deferred.utils.tintWithPerPixel;
    expect(deferred.utils.tintMethod).toBe(deferred.utils.tintWithPerPixel);
  });

  it('transforms that module only, on either path separator, and fails loudly when PixiJS changed it', () => {
    const plugin = pixiStartup() as unknown as {
      transform: (code: string, id: string) => { code: string } | null;
    };
    expect(plugin.transform(installed, '/app/node_modules/pixi.js/lib/scene/text/Text.mjs')).toBeNull();
    const posix = plugin.transform(installed, CANVAS_UTILS.split(path.sep).join('/'));
    const windows = plugin.transform(
      installed,
      'C:\\app\\node_modules\\pixi.js\\lib\\rendering\\renderers\\canvas\\utils\\canvasUtils.mjs',
    );
    expect(posix?.code).toBe(deferCanvasProbe(installed));
    expect(windows?.code).toBe(deferCanvasProbe(installed));
    expect(() => deferCanvasProbe(installed.replace('canUseNewCanvasBlendModes()', 'probe()'))).toThrow(
      /no longer has the eager canUseNewCanvasBlendModes\(\) test/,
    );
  });

  it("drops PixiJS's warning about a context without a stencil buffer, and nothing else of that module", () => {
    const plugin = pixiStartup() as unknown as {
      transform: (code: string, id: string) => { code: string } | null;
    };
    expect(glContext).toContain('does not have a stencil buffer');
    const dropped = plugin.transform(glContext, GL_CONTEXT.split(path.sep).join('/'))!.code;
    expect(dropped).toBe(dropStencilWarning(glContext));
    expect(dropped).not.toContain('does not have a stencil buffer');
    // The module's other warning stays, and the rest of its text is unchanged.
    expect(dropped).toContain('does not support 32 index buffer');
    expect(glContext.length - dropped.length).toBeLessThan(200);
    expect(() => dropStencilWarning(glContext.replace('masks may not', 'masks might not'))).toThrow(
      /no longer has the stencil-buffer warning/,
    );
  });
});
