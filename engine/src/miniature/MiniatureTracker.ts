/** The map's picture is announced as changed this long after the last change (a typing burst, a drag, a layout). */
export const MINIATURE_SETTLE_MS = 500;

/** Timers, injectable so tests run on fake ones. */
export interface SettleTimers {
  set(callback: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: SettleTimers = {
  set: (callback, ms) => setTimeout(callback, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Decides when the miniature (a navigator's picture of the whole map) is stale: every change `touch`es it, and
 * once changes have stopped for MINIATURE_SETTLE_MS, and nothing is still streaming in or animating (`busy`), the
 * version goes up and `onStale` hears it. So a burst of edits costs one new picture, made after the burst.
 */
export class MiniatureTracker {
  /** Bumped once per settled burst of changes; the picture of version v shows the map as of that moment or later. */
  version = 0;
  private timer: unknown = null;
  private destroyed = false;

  constructor(
    private readonly busy: () => boolean,
    private readonly onStale: (version: number) => void,
    private readonly settleMs = MINIATURE_SETTLE_MS,
    private readonly timers: SettleTimers = browserTimers,
  ) {}

  /** Something the picture shows changed (or may have: a background image finished loading). */
  touch(): void {
    if (this.destroyed) return;
    this.restart();
  }

  /** True while a change waits to settle. */
  get pending(): boolean {
    return this.timer !== null;
  }

  destroy(): void {
    this.destroyed = true;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  private restart(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = this.timers.set(this.fire, this.settleMs);
  }

  private readonly fire = (): void => {
    this.timer = null;
    if (this.destroyed) return;
    // A map still streaming in or a layout still moving nodes is not settled: look again later.
    if (this.busy()) {
      this.restart();
      return;
    }
    this.version++;
    this.onStale(this.version);
  };
}
