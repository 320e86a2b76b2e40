import { page } from '../../page/pageAdapter';

/** The frame source: the page's animation frames (`page().requestFrame`) unless one is given. */
export interface FrameSource {
  request(callback: (now: number) => void): number;
  cancel(handle: number): void;
}

/**
 * Renders at most once per animation frame, and only when something asked for it: no ticker runs while the map
 * sits still. `frame(now)` returns true to get another frame (an animation in progress).
 */
export class FrameScheduler {
  private handle: number | null = null;
  private destroyed = false;

  constructor(
    private readonly frame: (now: number) => boolean,
    private readonly source: FrameSource = {
      request: (cb) => page().requestFrame(cb),
      cancel: (h) => page().cancelFrame(h),
    },
  ) {}

  /** Asks for a frame; many calls before the frame still give one frame. */
  request(): void {
    if (this.handle !== null || this.destroyed) return;
    this.handle = this.source.request(this.run);
  }

  /** Runs the frame now instead of at the next animation frame (the pending request, if any, is dropped). */
  flush(now: number): void {
    if (this.destroyed) return;
    if (this.handle !== null) this.source.cancel(this.handle);
    this.run(now);
  }

  /** True while a frame is pending. */
  get pending(): boolean {
    return this.handle !== null;
  }

  /** Stops for good. */
  destroy(): void {
    this.destroyed = true;
    if (this.handle !== null) this.source.cancel(this.handle);
    this.handle = null;
  }

  private readonly run = (now: number): void => {
    this.handle = null;
    if (this.destroyed) return;
    if (this.frame(now)) this.request();
  };
}
