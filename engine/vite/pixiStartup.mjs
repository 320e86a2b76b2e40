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

/**
 * The plugin: `deferCanvasProbe` applied to PixiJS's canvasUtils module.
 * @returns {import('vite').Plugin}
 */
export function pixiStartup() {
  return {
    name: 'mapa-pixi-startup',
    enforce: 'pre',
    transform(code, id) {
      if (!CANVAS_UTILS.test(id.split('?')[0])) return null;
      return { code: deferCanvasProbe(code), map: null };
    },
  };
}
