import type { MapEngine, MapEngineOptions } from './api';
import { page } from './page/pageAdapter';
import { LABEL_FACES, faceCss } from './render/text/labelFaces';

/**
 * Creates the canvas engine inside `container` (which should have a size; the engine follows it). Resolves once
 * WebGL is ready. The engine draws nothing until `load` is called.
 *
 * PixiJS is imported here on demand: importing `@mapa/engine` stays safe where there is no browser (unit tests,
 * server-side rendering of the shell), and the app can show its chrome while the renderer loads.
 */
export async function createMapEngine(
  container: HTMLElement,
  options: MapEngineOptions = {},
): Promise<MapEngine> {
  const { startEngine } = await import('./startEngine');
  return startEngine(container, options);
}

/**
 * Starts fetching the renderer's code (PixiJS and the engine's drawing parts) and the label typeface's files
 * without creating anything, so a page can overlap those downloads with loading its map. Safe to call more than
 * once and where there is no browser.
 */
export function preloadMapEngine(): void {
  // The label faces are asked for at once, not once the renderer's code has arrived: the first frame waits for
  // them (up to 1.5 s), and on a page whose own text has not used them yet (the bench's, a shell still loading)
  // their download then started hundreds of ms late and held the first frame of a 10k map back by as much.
  const fonts = page().getFontFaceSet();
  for (const { weight, italic } of LABEL_FACES)
    fonts?.load(faceCss(weight, italic, 40)).catch(() => {
      // The engine's own load of the faces reports a face that does not load.
    });
  import('./startEngine')
    .then(({ warmUpLabelFaces }) => warmUpLabelFaces())
    .catch(() => {
      // createMapEngine will import again and report the failure where it can be shown.
    });
}
