// A Vite plugin for every build that bundles the engine (the app, the engine's test harness, the benchmarks).
// Plain JavaScript so the benchmark scripts (.mjs, run by Node as they are) can import it too.

/** The PixiJS module whose first evaluation probes a 2D canvas (see `deferCanvasProbe`). */
const CANVAS_UTILS =
  /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]canvas[\\/]utils[\\/]canvasUtils\.mjs$/;

const EAGER_PROBE = '  canUseMultiply: canUseNewCanvasBlendModes(),\n  tintMethod: null,\n';
const EAGER_TINT =
  'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;\n';
const LAZY =
  '  get canUseMultiply() {\n    return canUseNewCanvasBlendModes();\n  },\n' +
  '  _tintMethod: null,\n' +
  '  get tintMethod() {\n' +
  '    return this._tintMethod ??= this.canUseMultiply ? this.tintWithMultiply : this.tintWithPerPixel;\n' +
  '  },\n' +
  '  set tintMethod(method) {\n    this._tintMethod = method;\n  },\n';

/**
 * PixiJS's canvas utilities test, when their module is first evaluated, whether the 2D canvas blends with
 * 'multiply', by drawing on one and reading a pixel back. Only its Canvas renderer uses the answer; the engine
 * draws with WebGL. Reading a canvas back waits for the browser's GPU process, so in a freshly opened page the test
 * held the engine's code up by 100–200 ms before any of it ran (measured with bench/render). This makes the test
 * run when the answer is first read (the answer and any `tintMethod` set are kept as before). Throws when the
 * module no longer reads as expected, so a PixiJS upgrade that changes it fails the build rather than slowing
 * every page down unnoticed.
 * @param {string} code the module's source
 * @returns {string}
 */
export function deferCanvasProbe(code) {
  if (!code.includes(EAGER_PROBE) || !code.includes(EAGER_TINT)) {
    throw new Error(
      'pixiStartup: PixiJS canvasUtils.mjs no longer has the eager canUseNewCanvasBlendModes() test this plugin ' +
        'defers; check the new version (engine/vite/pixiStartup.mjs)',
    );
  }
  return code.replace(EAGER_PROBE, LAZY).replace(EAGER_TINT, '');
}

/** The PixiJS module that makes and checks the WebGL context (see `dropStencilWarning`). */
const GL_CONTEXT =
  /pixi\.js[\\/]lib[\\/]rendering[\\/]renderers[\\/]gl[\\/]context[\\/]GlContextSystem\.mjs$/;

const STENCIL_WARNING =
  '    if (attributes && !attributes.stencil) {\n' +
  '      warn("Provided WebGL context does not have a stencil buffer, masks may not render correctly");\n' +
  '    }\n';

/**
 * The engine makes its own WebGL context, without depth or stencil buffers (`engine/src/render/frame/Surface.ts`): it
 * draws no masks, and on software WebGL the depth-stencil buffer PixiJS asks for cost the GPU process about 100-190
 * ms of CPU by a map's first frame (measured with bench/render). PixiJS warns about any context given without a
 * stencil buffer; this drops that warning, and only that one. Throws when the module no longer reads as expected.
 * @param {string} code the module's source
 * @returns {string}
 */
export function dropStencilWarning(code) {
  if (!code.includes(STENCIL_WARNING)) {
    throw new Error(
      'pixiStartup: PixiJS GlContextSystem.mjs no longer has the stencil-buffer warning this plugin drops; ' +
        'check the new version (engine/vite/pixiStartup.mjs)',
    );
  }
  return code.replace(STENCIL_WARNING, '');
}

/**
 * The plugin: `deferCanvasProbe` applied to PixiJS's canvasUtils module, `dropStencilWarning` to its
 * GlContextSystem module.
 * @returns {import('vite').Plugin}
 */
export function pixiStartup() {
  return {
    name: 'mapa-pixi-startup',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (CANVAS_UTILS.test(file)) return { code: deferCanvasProbe(code), map: null };
      if (GL_CONTEXT.test(file)) return { code: dropStencilWarning(code), map: null };
      return null;
    },
  };
}
