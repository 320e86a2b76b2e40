// The one module of the engine that reads the page's globals (document, window, animation frames, observers),
// but for the layout worker's start (`layout/createLayoutWorker.ts`: Vite bundles a worker only from its literal
// form). Every other engine file asks `page()`, so the engine runs headless wherever a test hands
// `setPageAdapter` an adapter of its own, with no global patched. ESLint's no-restricted-globals holds the rest of
// engine/src to it (eslint.config.mjs). Only a type is imported from PixiJS: `createMapEngine` reads this module
// before PixiJS is loaded, and importing `@mapa/engine` must stay safe under Node.
import type { Adapter } from 'pixi.js';

/**
 * What the engine needs of the page: PixiJS's `Adapter` (canvases, 2D contexts, fonts, fetch; `startEngine` hands
 * this same adapter to PixiJS, so its own page access goes through it too) plus what PixiJS's lacks.
 */
export interface PageAdapter extends Adapter {
  /** A new element of the page (the surface's frame `div`, a background `video`, an `img` to decode). */
  createElement<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K];
  /** Device px per CSS px (1 where there is no window). */
  devicePixelRatio(): number;
  /** The window's width in CSS px (flashcards are smaller under 768), or null where there is no window. */
  viewportWidth(): number | null;
  /** Calls `onResize` whenever `element` changes size; returns the disconnect, or null where nothing observes. */
  observeResize(element: Element, onResize: () => void): (() => void) | null;
  /** The page's `prefers-reduced-motion: reduce` (false where it cannot be asked). */
  prefersReducedMotion(): boolean;
  /** Calls `callback` before the next repaint with the frame's time (`requestAnimationFrame`). */
  requestFrame(callback: (now: number) => void): number;
  cancelFrame(handle: number): void;
  /** Runs `task` at an idle moment, at most `timeoutMs` later; returns the cancel. */
  whenIdle(task: () => void, timeoutMs: number): () => void;
  /** Runs `task` once after `ms` (a long press); returns the cancel. */
  delay(task: () => void, ms: number): () => void;
  /** Lets the page handle input and paint before going on (`scheduler.yield()`, else a zero timeout). */
  yieldToPage(): Promise<void>;
  /** Where keys pressed anywhere on the page arrive (the window), or null where there is none. */
  keyTarget(): EventTarget | null;
  /** An `ImageBitmap` of straight RGBA pixels, `width`×`height`. */
  createImageBitmap(
    pixels: Uint8ClampedArray<ArrayBuffer>,
    width: number,
    height: number,
  ): Promise<ImageBitmap>;
}

const hasWindow = () => typeof window !== 'undefined';
const timeout = (task: () => void): (() => void) => {
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
};

/**
 * The browser's page: a page's globals, or, where one is missing (unit tests under Node, a worker), the answer the
 * engine used to give without it (resolution 1, no observer, no reduced motion, a timeout for an idle moment).
 */
export const browserPageAdapter: PageAdapter = {
  // PixiJS's own browser adapter, member for member (BrowserAdapter in pixi.js).
  createCanvas: (width, height) => {
    const canvas = document.createElement('canvas');
    if (width !== undefined) canvas.width = width;
    if (height !== undefined) canvas.height = height;
    return canvas;
  },
  createImage: () => new Image(),
  getCanvasRenderingContext2D: () => CanvasRenderingContext2D,
  getWebGLRenderingContext: () => WebGLRenderingContext,
  getNavigator: () => navigator,
  getBaseUrl: () => document.baseURI ?? window.location.href,
  getFontFaceSet: () => (typeof document === 'undefined' ? null : document.fonts),
  fetch: (url, options) => fetch(url, options),
  parseXML: (xml) => new DOMParser().parseFromString(xml, 'text/xml'),

  createElement: (tag) => document.createElement(tag),
  devicePixelRatio: () => (hasWindow() ? window.devicePixelRatio || 1 : 1),
  viewportWidth: () => (hasWindow() ? window.innerWidth : null),
  observeResize: (element, onResize) => {
    if (typeof ResizeObserver === 'undefined') return null;
    const observer = new ResizeObserver(() => onResize());
    observer.observe(element);
    return () => observer.disconnect();
  },
  prefersReducedMotion: () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (handle) => cancelAnimationFrame(handle),
  whenIdle: (task, timeoutMs) => {
    if (typeof requestIdleCallback !== 'function') return timeout(task);
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  },
  delay: (task, ms) => {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  },
  yieldToPage: () => {
    const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (scheduler?.yield) return scheduler.yield();
    return new Promise((resolve) => setTimeout(resolve, 0));
  },
  keyTarget: () => (hasWindow() ? window : null),
  createImageBitmap: (pixels, width, height) => createImageBitmap(new ImageData(pixels, width, height)),
};

let current: PageAdapter = browserPageAdapter;

/** The page the engine runs in (`browserPageAdapter` unless `setPageAdapter` gave another). */
export function page(): PageAdapter {
  return current;
}

/**
 * Makes `adapter` the page every engine part asks from now on (a test's headless page); returns the restore, which
 * puts back the one before. PixiJS keeps the adapter `startEngine` gave it.
 */
export function setPageAdapter(adapter: PageAdapter): () => void {
  const before = current;
  current = adapter;
  return () => {
    current = before;
  };
}
