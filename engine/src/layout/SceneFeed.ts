import type { Operation } from '@mapa/model';
import type { MapScene } from '../scene/MapScene';

/** Operations given to the scene per check of the clock. */
const BATCH = 128;

/** Operations to feed, read in place: `skip` leaves out those the scene gets another way. */
interface Queued {
  ops: readonly Operation[];
  skip: ((op: Operation) => boolean) | null;
}

/**
 * Hands a big transaction's operations to the scene a time slice per frame (re-indexing 100k moved nodes and their
 * edges takes seconds), so the page keeps painting and answering input. The scene re-reads each named record from
 * the state when it gets the operation, so later changes to those records are never undone by a late slice.
 * Queued lists are read in place, never copied: queueing 200k operations costs nothing up front.
 */
export class SceneFeed {
  private queue: Queued[] = [];
  /** Next operation of `queue[0]`. */
  private next = 0;
  private readonly batch: Operation[] = [];

  constructor(private readonly scene: MapScene) {}

  /** True while operations wait for the scene, or edges they moved wait to be re-indexed. */
  get active(): boolean {
    return this.queue.length > 0 || this.scene.queuedEdges > 0;
  }

  /** Queues `ops` (not copied: the list must not change) after whatever still waits, leaving out those `skip` names. */
  add(ops: readonly Operation[], skip: ((op: Operation) => boolean) | null = null): void {
    if (ops.length > 0) this.queue.push({ ops, skip });
  }

  /**
   * Gives the scene operations until `budgetMs` have passed (at least one batch); true while some still wait. The
   * edges whose ends moved are re-indexed once all operations are in, each once however many of its ends moved in
   * however many slices, with what is left of the budget.
   */
  step(budgetMs: number, now: () => number = () => performance.now()): boolean {
    const end = now() + budgetMs;
    while (this.queue.length > 0) {
      this.fillBatch();
      if (this.batch.length > 0) this.scene.applyOps(this.batch, true);
      this.batch.length = 0;
      if (now() >= end) return this.active;
    }
    this.scene.flushEdges(Math.max(0, end - now()), now);
    return this.active;
  }

  /** Gives the scene everything left now. */
  finish(): void {
    this.step(Infinity);
  }

  /** Takes up to {@link BATCH} operations off the queue into `batch`. */
  private fillBatch(): void {
    while (this.queue.length > 0 && this.batch.length < BATCH) {
      const { ops, skip } = this.queue[0];
      while (this.next < ops.length && this.batch.length < BATCH) {
        const op = ops[this.next++];
        if (!skip?.(op)) this.batch.push(op);
      }
      if (this.next >= ops.length) {
        this.queue.shift();
        this.next = 0;
      }
    }
  }
}
