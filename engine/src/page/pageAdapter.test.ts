import { browserPageAdapter, page, setPageAdapter } from './pageAdapter';
import { headlessPage } from './headlessPage';

// Node is a page without a window: the browser adapter answers as the engine did there before it had an adapter.
describe('browserPageAdapter where there is no window (Node)', () => {
  it('reports resolution 1, no viewport, no observer, no reduced motion, no keyboard and no fonts', () => {
    expect(browserPageAdapter.devicePixelRatio()).toBe(1);
    expect(browserPageAdapter.viewportWidth()).toBeNull();
    expect(browserPageAdapter.observeResize({} as Element, () => {})).toBeNull();
    expect(browserPageAdapter.prefersReducedMotion()).toBe(false);
    expect(browserPageAdapter.keyTarget()).toBeNull();
    expect(browserPageAdapter.getFontFaceSet()).toBeNull();
  });

  it('runs an idle task after a zero timeout, and can cancel one', async () => {
    const ran = jest.fn();
    const skipped = jest.fn();
    browserPageAdapter.whenIdle(ran, 250);
    browserPageAdapter.whenIdle(skipped, 250)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toHaveBeenCalledTimes(1);
    expect(skipped).not.toHaveBeenCalled();
  });
});

// The adapter is the one place that reads the page's globals, so its own test is the one that stands them in.
describe('browserPageAdapter in a page', () => {
  const stand = (globals: Record<string, unknown>) => {
    Object.assign(globalThis, globals);
    return () => {
      for (const name of Object.keys(globals)) delete (globalThis as Record<string, unknown>)[name];
    };
  };

  it('asks requestIdleCallback with the timeout, and cancels what it asked', () => {
    const asked: { timeout?: number }[] = [];
    const cancelled: number[] = [];
    let idle: (() => void) | undefined;
    const restore = stand({
      requestIdleCallback: (cb: () => void, options: { timeout?: number }) => (
        (idle = cb),
        asked.push(options),
        7
      ),
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    });
    try {
      const task = jest.fn();
      const cancel = browserPageAdapter.whenIdle(task, 250);
      idle!();
      expect(task).toHaveBeenCalledTimes(1);
      expect(asked).toEqual([{ timeout: 250 }]);
      cancel();
      expect(cancelled).toEqual([7]);
    } finally {
      restore();
    }
  });

  it('reads prefers-reduced-motion from matchMedia', () => {
    const queries: string[] = [];
    const restore = stand({ matchMedia: (query: string) => (queries.push(query), { matches: true }) });
    try {
      expect(browserPageAdapter.prefersReducedMotion()).toBe(true);
      expect(queries).toEqual(['(prefers-reduced-motion: reduce)']);
    } finally {
      restore();
    }
  });
});

describe('setPageAdapter', () => {
  it('makes the given page the one every part asks, until restored', () => {
    const headless = headlessPage();
    const restore = setPageAdapter(headless);
    expect(page()).toBe(headless);
    restore();
    expect(page()).toBe(browserPageAdapter);
  });
});
