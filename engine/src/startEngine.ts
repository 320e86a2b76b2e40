// The app's Content-Security-Policy has no 'unsafe-eval': PixiJS then needs its eval-free shader and uniform
// code paths, which this module installs (PixiJS's own answer for strict CSP).
import 'pixi.js/unsafe-eval';
import type { MapEngine, MapEngineOptions } from './api';
import { MapEngineImpl } from './MapEngineImpl';
import { prepareLabelFonts } from './render/fonts';
import { Surface } from './render/Surface';
import { assumeHighpFragments } from './render/fragmentPrecision';

/**
 * Builds the engine in `container` (loaded on demand by `createMapEngine`): the engine and its canvas first, then
 * `options.map` read into it, WebGL after that, so reading the map overlaps the browser getting its GPU ready, and
 * the map's first frame at once.
 */
export async function startEngine(
  container: HTMLElement,
  options: MapEngineOptions = {},
): Promise<MapEngine> {
  const resolution = options.resolution ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const surface = new Surface(Math.max(1, container.clientWidth), Math.max(1, container.clientHeight), {
    resolution,
    autoDensity: true,
    // No MSAA: node shapes are anti-aliased in their shader, and multisampling tripled the frame time on software
    // WebGL (measured with bench/render).
    antialias: false,
    background: 0xffffff,
    preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
  });
  // Hit-testing is ours (spatial index) and so is the frame loop: PixiJS's event system and ticker are not loaded.
  surface.stage.eventMode = 'none';
  surface.stage.interactiveChildren = false;
  container.appendChild(surface.element);
  prepareLabelFonts(resolution);
  assumeHighpFragments();
  const engine = new MapEngineImpl(container, surface, options);
  if (options.map) engine.preload(options.map);
  try {
    await surface.start();
  } catch (error) {
    engine.destroy();
    throw error;
  }
  // Draw first: the map given is on the canvas when the engine is handed out (a big one's first slice).
  if (options.map) engine.drawNow();
  return engine;
}
