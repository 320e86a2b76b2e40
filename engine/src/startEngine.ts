// The app's Content-Security-Policy has no 'unsafe-eval': PixiJS then needs its eval-free shader and uniform
// code paths, which this module installs (PixiJS's own answer for strict CSP).
import 'pixi.js/unsafe-eval';
import { DOMAdapter } from 'pixi.js';
import type { MapEngine, MapEngineOptions } from './api';
import { MapEngineImpl } from './MapEngineImpl';
import { prepareLabelFonts, rasteriseAhead } from './render/labels/fonts';
import { Surface } from './render/frame/Surface';
import { assumeHighpFragments } from './render/frame/fragmentPrecision';
import { page } from './page/pageAdapter';

/** The first frame waits at most this long (ms) for the label faces. */
const FACES_WAIT_MS = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Builds the engine in `container` (loaded on demand by `createMapEngine`): the engine and its canvas first, then
 * `options.map` read into it, WebGL after that, so reading the map overlaps the browser getting its GPU ready, and
 * the map's first frame at once.
 */
export async function startEngine(
  container: HTMLElement,
  options: MapEngineOptions = {},
): Promise<MapEngine> {
  // PixiJS's own page access (its canvases, fonts, fetches) goes through the engine's page too.
  DOMAdapter.set(page());
  const resolution = options.resolution ?? page().devicePixelRatio();
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
  const faces = prepareLabelFonts(resolution);
  rasteriseAhead(resolution);
  assumeHighpFragments();
  const engine = new MapEngineImpl(container, surface, options);
  if (options.map) engine.preload(options.map);
  try {
    // The label typeface loads alongside WebGL, so the first frame has its labels; a face slow to arrive only
    // keeps labels waiting (drawn when it comes), never the map. Once it is there, the glyphs of the labels every
    // view shows are made while WebGL is still getting ready (the main thread waits for the GPU process then).
    const warmed = faces.then(() => engine.warmLabels());
    await Promise.all([surface.start(), Promise.race([warmed, delay(FACES_WAIT_MS)])]);
  } catch (error) {
    engine.destroy();
    throw error;
  }
  // Draw first: the map given is on the canvas when the engine is handed out (a big one's first slice).
  if (options.map) engine.drawNow();
  return engine;
}

/**
 * Starts loading the label faces ahead of the engine (see `preloadMapEngine`; the engine waits for the same load),
 * and once they are in, makes the glyphs most names need in idle moments (`rasteriseAhead`).
 */
export function warmUpLabelFaces(): void {
  if (page().getFontFaceSet()) rasteriseAhead(page().devicePixelRatio());
}
