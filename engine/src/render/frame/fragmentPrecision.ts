import { DOMAdapter, getMaxFragmentPrecision, type ICanvas } from 'pixi.js';

// WebGL constants (the same in WebGL 1 and 2).
const FRAGMENT_SHADER = 0x8b30;
const HIGH_FLOAT = 0x8df2;

/**
 * Tells PixiJS, before the engine makes its first shader program, that fragment shaders have high precision,
 * instead of letting it create a throwaway WebGL context to ask. That context would be the page's first: its
 * creation waits for the browser's GPU process (hundreds of ms after launch on software WebGL), and the engine
 * makes its programs while it is built, before the map is read, so the wait would block that work. The answer
 * holds wherever the engine runs: its shaders are GLSL ES 3.00, which only WebGL 2 runs, and GLSL ES 3.00 requires
 * highp in fragment shaders; `Surface.start` refuses a context that is not WebGL 2. Later asks of PixiJS's test
 * context get a real one (the stand-in reports itself lost once answered).
 */
export function assumeHighpFragments(): void {
  const adapter = DOMAdapter.get();
  let answered = false;
  const standIn = {
    FRAGMENT_SHADER,
    HIGH_FLOAT,
    isContextLost: () => answered,
    getShaderPrecisionFormat: (shader: number, type: number) =>
      shader === FRAGMENT_SHADER && type === HIGH_FLOAT
        ? { precision: 23, rangeMin: 127, rangeMax: 127 }
        : null,
  };
  DOMAdapter.set({
    ...adapter,
    createCanvas: () => ({ getContext: () => standIn }) as unknown as ICanvas,
  });
  try {
    getMaxFragmentPrecision();
  } finally {
    answered = true;
    DOMAdapter.set(adapter);
  }
}
