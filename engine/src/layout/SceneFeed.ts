import type { Operation } from '@mapa/model';
import type { MapScene } from '../scene/MapScene';

/** Operations given to the scene per check of the clock. */
const BATCH = 128;

/**
 * Hands a big transaction's operations to the scene a time slice per frame (re-indexing 100k moved nodes and their
 * edges takes seconds), so the page keeps painting and answering input. The scene re-reads each named record from
 * the state when it gets the operation, so later changes to those records are never undone by a late slice.
 */
export class SceneFeed {
  private ops: Operation[] = [];
  private next = 0;

  constructor(private readonly scene: MapScene) {}

  /** True while operations wait for the scene. */
  get active(): boolean {
    return this.next < this.ops.length;
  }

  /** Queues `ops` after whatever still waits. */
  add(ops: readonly Operation[]): void {
    if (!this.active) {
      this.ops = [];
      this.next = 0;
    }
    for (const op of ops) this.ops.push(op);
  }

  /** Gives the scene operations until `budgetMs` have passed; true while some still wait. */
  step(budgetMs: number, now: () => number = () => performance.now()): boolean {
    const end = now() + budgetMs;
    while (this.active) {
      const stop = Math.min(this.ops.length, this.next + BATCH);
      this.scene.applyOps(this.ops.slice(this.next, stop));
      this.next = stop;
      if (now() >= end) break;
    }
    if (!this.active) this.ops = [];
    return this.active;
  }

  /** Gives the scene everything left now. */
  finish(): void {
    this.step(Infinity);
  }
}
