import type { MapState } from '@mapa/model';
import { whenIdle } from '../render/frame/whenIdle';

/** Edges indexed between two looks at the clock. */
const STEP_EDGES = 1024;
/** Time one idle moment gives the build (ms): short enough not to hold up a frame. */
const STEP_MS = 8;

/** Asks for `task` to run at an idle moment; returns a cancel function (`whenIdle`). */
export type IdleScheduler = (task: () => void) => () => void;

/**
 * Builds a loaded map's adjacency index (which edges leave and reach each node: `MapState.prepareAdjacency`) in
 * idle moments after the load, a few ms at a time. The state builds it on first use otherwise, and the first
 * use is the first edit: on a million-edge map that edit took over a second to show.
 */
export class AdjacencyWarmer {
  private cancel: (() => void) | null = null;

  constructor(
    private readonly idle: IdleScheduler = whenIdle,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** True while a build is scheduled. */
  get active(): boolean {
    return this.cancel !== null;
  }

  /** Starts building `state`'s index (stopping any build under way). */
  start(state: MapState): void {
    this.stop();
    const step = () => {
      this.cancel = null;
      const end = this.now() + STEP_MS;
      while (!state.prepareAdjacency(STEP_EDGES)) {
        if (this.now() >= end) {
          this.cancel = this.idle(step);
          return;
        }
      }
    };
    this.cancel = this.idle(step);
  }

  /** Stops a build under way (a new map loads, or the engine goes). */
  stop(): void {
    this.cancel?.();
    this.cancel = null;
  }
}
