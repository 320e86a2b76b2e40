import type { PageAdapter } from './pageAdapter';

/** What a headless page holds back until the test runs it, and what it answers. */
export interface HeadlessPage extends PageAdapter {
  /** Runs the animation frames asked for so far, at `now`; returns how many ran. */
  runFrames(now: number): number;
  /** Runs the idle tasks asked for so far; returns how many ran. */
  runIdle(): number;
  /** Runs the delayed tasks (`delay`) asked for so far, whatever their delay; returns how many ran. */
  runDelayed(): number;
  /** The `timeoutMs` of every `whenIdle` asked, in order. */
  readonly idleTimeouts: number[];
  /** Tells every observer of `element` it changed size. */
  resize(element: Element): void;
  /** The page's keyboard: dispatch a `keydown` here as if pressed anywhere on the page. */
  readonly keys: EventTarget;
  reducedMotion: boolean;
  pixelRatio: number;
  width: number | null;
}

const absent = (what: string) => (): never => {
  throw new Error(`A headless page has no ${what}`);
};

/**
 * A page for unit tests under Node: frames, idle moments and resizes happen when the test says, answers come from
 * its fields, and what needs a browser (canvases, elements, image bitmaps) throws naming what was asked. Hand it to
 * `setPageAdapter`. `fonts` is the FontFaceSet it reports (none by default).
 */
export function headlessPage(fonts: FontFaceSet | null = null): HeadlessPage {
  let nextHandle = 1;
  const frames = new Map<number, (now: number) => void>();
  const idle = new Map<number, () => void>();
  const delayed = new Map<number, () => void>();
  const observers = new Map<Element, Set<() => void>>();
  const runAll = <T>(queue: Map<number, T>, run: (item: T) => void): number => {
    const due = [...queue.values()];
    queue.clear();
    due.forEach(run);
    return due.length;
  };
  return {
    reducedMotion: false,
    pixelRatio: 1,
    width: null,
    keys: new EventTarget(),
    idleTimeouts: [],
    runFrames: (now) => runAll(frames, (callback) => callback(now)),
    runIdle: () => runAll(idle, (task) => task()),
    runDelayed: () => runAll(delayed, (task) => task()),
    resize(element) {
      for (const onResize of observers.get(element) ?? []) onResize();
    },

    createCanvas: absent('canvas'),
    createImage: absent('image'),
    getCanvasRenderingContext2D: absent('2D context'),
    getWebGLRenderingContext: absent('WebGL'),
    getNavigator: () => ({ userAgent: 'headless', gpu: null }),
    getBaseUrl: () => 'http://localhost/',
    getFontFaceSet: () => fonts,
    fetch: absent('network'),
    parseXML: absent('XML parser'),

    createElement: absent('elements'),
    devicePixelRatio() {
      return this.pixelRatio;
    },
    viewportWidth() {
      return this.width;
    },
    observeResize(element, onResize) {
      const set = observers.get(element) ?? new Set();
      observers.set(element, set.add(onResize));
      return () => set.delete(onResize);
    },
    prefersReducedMotion() {
      return this.reducedMotion;
    },
    requestFrame(callback) {
      frames.set(nextHandle, callback);
      return nextHandle++;
    },
    cancelFrame: (handle) => frames.delete(handle),
    whenIdle(task, timeoutMs) {
      this.idleTimeouts.push(timeoutMs);
      const handle = nextHandle++;
      idle.set(handle, task);
      return () => idle.delete(handle);
    },
    delay(task) {
      const handle = nextHandle++;
      delayed.set(handle, task);
      return () => delayed.delete(handle);
    },
    yieldToPage: () => new Promise((resolve) => setTimeout(resolve, 0)),
    keyTarget() {
      return this.keys;
    },
    createImageBitmap: absent('image bitmaps'),
  };
}
