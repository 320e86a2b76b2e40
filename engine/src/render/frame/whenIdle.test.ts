import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('runs the task once the browser is idle, within a timeout', () => {
    const asked: { timeout?: number }[] = [];
    let idle: (() => void) | undefined;
    Object.assign(globalThis, {
      requestIdleCallback: (cb: () => void, options: { timeout?: number }) => {
        idle = cb;
        asked.push(options);
        return 7;
      },
      cancelIdleCallback: () => {},
    });
    const task = jest.fn();
    whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    idle!();
    expect(task).toHaveBeenCalledTimes(1);
    expect(asked[0].timeout).toBeGreaterThan(0);
  });

  it('cancels the idle callback it asked for', () => {
    const cancelled: number[] = [];
    Object.assign(globalThis, {
      requestIdleCallback: () => 42,
      cancelIdleCallback: (handle: number) => cancelled.push(handle),
    });
    whenIdle(() => {})();
    expect(cancelled).toEqual([42]);
  });

  it('falls back to a zero timeout where requestIdleCallback is missing, and can be cancelled', async () => {
    const ran = jest.fn();
    const skipped = jest.fn();
    whenIdle(ran);
    whenIdle(skipped)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toHaveBeenCalledTimes(1);
    expect(skipped).not.toHaveBeenCalled();
  });
});
