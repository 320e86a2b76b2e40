import type { MapEngine, MapEngineOptions } from './api';

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
  import('./startEngine')
    .then(({ warmUpLabelFaces }) => warmUpLabelFaces())
    .catch(() => {
      // createMapEngine will import again and report the failure where it can be shown.
    });
}
