import { Application } from 'pixi.js';
// The app's Content-Security-Policy has no 'unsafe-eval': PixiJS then needs its eval-free shader and uniform
// code paths, which this module installs (PixiJS's own answer for strict CSP).
import 'pixi.js/unsafe-eval';
import type { MapEngine, MapEngineOptions } from './api';
import { MapEngineImpl } from './MapEngineImpl';
import { prepareLabelFonts } from './render/fonts';

/** Sets PixiJS up in `container` and builds the engine (loaded on demand by `createMapEngine`). */
export async function startEngine(
  container: HTMLElement,
  options: MapEngineOptions = {},
): Promise<MapEngine> {
  const resolution = options.resolution ?? (typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1);
  const app = new Application();
  await app.init({
    width: Math.max(1, container.clientWidth),
    height: Math.max(1, container.clientHeight),
    resolution,
    autoDensity: true,
    // No MSAA: node shapes are anti-aliased in their shader, and multisampling tripled the frame time on software
    // WebGL (measured with bench/render).
    antialias: false,
    background: 0xffffff,
    // We render on demand from our own scheduler: no ticker spinning while the map is idle.
    autoStart: false,
    sharedTicker: false,
    preference: 'webgl',
    preserveDrawingBuffer: options.preserveDrawingBuffer ?? false,
    // Hit-testing is ours (spatial index); PixiJS's per-object event tree stays off.
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
  });
  app.ticker.stop();
  app.stage.eventMode = 'none';
  app.stage.interactiveChildren = false;
  const canvas = app.canvas;
  canvas.style.display = 'block';
  canvas.style.touchAction = 'none';
  container.appendChild(canvas);
  prepareLabelFonts(resolution);
  return new MapEngineImpl(container, app, options);
}
