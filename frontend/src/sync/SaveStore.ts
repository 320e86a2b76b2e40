import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { RebaseConflict, Transaction } from '@mapa/model';
import { isConflict, MAX_RENEWALS, takenTransactionIndex } from './saveErrors';
import type { SaveEnvironment, SaveMessage, SaveStoreOptions, SaveTransport } from './saveContracts';
import type { SaveStatus } from './saveContracts';
import type { DocumentStore } from '../stores/DocumentStore';
import { browserSaveEnvironment } from './browserSaveEnvironment';
import { DocumentSnapshot, isBigChange, tooBigForKeepalive } from './documentSnapshot';
import { restoreKept } from './restoreKept';
import { PendingQueue } from './pendingQueue';
import { RemoteCatchUp } from './remoteCatchUp';
import { SaveTimer } from './saveTimer';
import { IDLE, failureOf, saveWantedOf, scheduledOf, transition } from './saveMachine';
import type { SaveEvent, SaveRequest, SaveState } from './saveMachine';

export type * from './saveContracts';
export { UNREACHABLE_RETRY_MS } from './saveErrors';

/** `flush` looks again after this while a retry of a failed save is due. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

/**
 * The save state machine (spec §4.2) over operations, coordinating three parts: each local transaction is queued
 * (`PendingQueue`, kept in storage until acknowledged), a debounced save (`SaveTimer`, which also retries failed
 * ones) sends the queue with the revision it was made on; when the map moved on, the missed transactions are
 * pulled, the queue is rebased on them (`RemoteCatchUp`: remote wins on the same field) and sent again.
 * Remote revisions arrive by server push, with a 5 s poll as the fallback. A big change (`isBigChange`) is saved,
 * and kept, as the whole document (`DocumentSnapshot`), with `If-Match` of the same revision. The machine is one
 * typed `state` (`saveMachine.ts`) changed only by its pure `transition`; `SaveTimer` tells it what it holds.
 *
 * Invariant (an edit must never sit unsent while the editor looks idle):
 * - `status` is 'idle' or 'saved' only when nothing is pending: it is derived, and pending changes read
 *   'saving' unless a failure is shown ('error', 'conflict');
 * - whatever is pending is in flight, or scheduled (`timer`), or waits behind a failure the status shows (the
 *   connection, the next edit, the next pull that reaches the server, or a reload sends it).
 * Every request (save, pull, restore, page-close save) runs through `exclusive`, one at a time; `afterFlight`
 * sends what is still pending when one ends. `poll` is the defence in depth.
 */
export class SaveStore {
  message: SaveMessage | null = null;
  pendingChanges = false;
  lastSaved: string | null = null;
  /** The last local edits a remote change won over. */
  conflicts: RebaseConflict[] = [];

  private readonly queue: PendingQueue;
  private readonly catchUp: RemoteCatchUp;
  private readonly enabled: boolean;
  private readonly env: SaveEnvironment;
  private readonly timer: SaveTimer;
  private poller: ReturnType<typeof setInterval> | null = null;
  /** The machine's state; only `dispatch` changes it. */
  private state: SaveState = IDLE;
  /** Settles when the request in flight (`state`) ends. */
  private flight: Promise<void> | null = null;
  private disposed = false;
  /** 'saved' once the server acknowledged a save or a pull settled every pending change. */
  private settled: 'idle' | 'saved' = 'idle';
  private readonly snapshot: DocumentSnapshot;
  /** Ids renewed since the last acknowledged save (`TRANSACTION_ID_TAKEN`), bounded so no answer loops it. */
  private renewals = 0;
  private readonly disposers: Array<() => void> = [];

  constructor(
    private readonly doc: DocumentStore,
    private readonly transport: SaveTransport,
    private readonly options: SaveStoreOptions,
  ) {
    this.enabled = options.enabled;
    this.env = options.environment ?? browserSaveEnvironment;
    this.snapshot = new DocumentSnapshot(doc);
    this.timer = new SaveTimer(
      () => void this.save(),
      options.retryDelaysMs,
      (scheduled) => this.dispatch({ type: 'timer', scheduled }),
    );
    this.queue = new PendingQueue({
      mapId: options.mapId,
      revision: options.revision ?? 0,
      storage: options.storage,
      record: (mapId, revision, pending) => this.snapshot.record(mapId, revision, pending),
      onChange: () => this.setPending(),
    });
    this.catchUp = new RemoteCatchUp(doc, transport, this.queue, (conflicts) =>
      this.reportConflicts(conflicts),
    );
    makeObservable<SaveStore, 'setPending' | 'state' | 'settled' | 'dispatch'>(this, {
      status: computed,
      state: observableRef,
      settled: observable,
      message: observable,
      pendingChanges: observable,
      lastSaved: observable,
      conflicts: observableRef,
      keptUnreadable: observable,
      setPending: action,
      dispatch: action,
    });
  }

  /** Save status of spec §4.2, derived so that it never reads idle or saved while something is pending. */
  get status(): SaveStatus {
    return failureOf(this.state)?.reason ?? (this.pendingChanges ? 'saving' : this.settled);
  }

  /**
   * True once the changes an earlier visit kept in this browser could not be read: the editor tells the person,
   * and this visit keeps nothing there so that record stays as it was (changes are still saved to the server).
   */
  keptUnreadable = false;

  /** Transactions not acknowledged yet (oldest first). */
  get pendingTransactions(): readonly Transaction[] {
    return this.queue.transactions;
  }

  /** The revision of the map the pending transactions are based on (the last one acknowledged or pulled). */
  get revision(): number {
    return this.queue.revision;
  }

  /**
   * Restores changes left from an earlier visit, then listens to document changes, connectivity, unload, server
   * pushes and the poll; returns `dispose`. Does nothing when disabled. `ready` resolves after the restore.
   */
  start(): () => void {
    if (!this.enabled || this.disposers.length > 0) return () => this.dispose();
    this.disposers.push(
      this.doc.subscribe((change) => {
        if (change.kind === 'transaction' && change.tx.source !== 'remote') this.edited(change.tx);
        else this.snapshot.foreignChange();
      }),
      this.env.onOnline(() => void this.save()),
      this.env.onUnload(() => this.forceSave()),
    );
    if (this.transport.subscribe)
      this.disposers.push(this.transport.subscribe((revision) => this.remoteRevision(revision)));
    const pollMs = this.options.pollMs ?? 5000;
    if (pollMs > 0) this.poller = setInterval(() => this.poll(), pollMs);
    if (this.options.storage) this.ready = this.exclusive('restore', () => this.restore());
    return () => this.dispose();
  }

  /** Resolves once changes left by an earlier visit are back in the document and queued. */
  ready = Promise.resolve();

  /** Saves now if anything is pending; resolves when this attempt (and any rebase) is over. */
  save(): Promise<void> {
    this.timer.clear();
    if (!this.enabled || this.queue.length === 0) return this.flight ?? Promise.resolve();
    if (this.flight) {
      // A pull (push, poll) or another save is on its way: this save goes when it ends (`afterFlight`).
      this.dispatch({ type: 'saveWanted' });
      return this.flight;
    }
    if (!this.env.isOnline()) {
      this.fail('error', { key: 'save.offline' });
      return Promise.resolve();
    }
    return this.exclusive('save', () => this.attempt());
  }

  /**
   * Sends everything pending now and waits for the answers (leaving the editor: the 'Saving Changes...' loader).
   * Resolves true when nothing is left unacknowledged; false when a save failed (offline, error, conflict) or
   * `timeoutMs` passed. Either way the pending changes are in storage by then, so leaving loses nothing.
   */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    if (!this.enabled) return true;
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length > 0 && Date.now() < deadline) {
      if (scheduledOf(this.state)?.retry && !this.flight) await pause();
      else await this.save();
      if (failureOf(this.state) !== null) break;
    }
    await this.queue.kept;
    return this.queue.length === 0;
  }

  /** Pulls remote transactions now (also what a push or the poll does). */
  sync(): Promise<void> {
    if (this.flight) return this.flight;
    const hadPending = this.queue.length > 0;
    return this.exclusive('pull', async () => {
      try {
        await this.pullAndRebase();
      } catch {
        return; // a failed poll changes nothing; the next one tries again
      }
      // Every local edit lost to a remote one on the same field: we now hold exactly the server's state.
      if (hadPending && this.queue.length === 0) {
        this.timer.clear();
        this.succeeded(null);
      }
      // The server answers again (or the pull a conflict could not make is made): what is pending goes next.
      this.dispatch({ type: 'reached' });
    });
  }

  /** Sends pending changes with `keepalive` (the page is closing); storage keeps them until acknowledged. */
  forceSave(): void {
    if (!this.enabled || this.queue.length === 0 || this.flight) return;
    const batch = this.queue.transactions.slice();
    // A big change waits in storage for the next visit (too big for this request); its timer stays, for a page
    // that does not go after all (a cancelled unload, the back-forward cache).
    if (tooBigForKeepalive(batch, this.doc.state)) return;
    this.timer.clear();
    // In flight like any save: if the page stays, what this request did not send goes again (`afterFlight`).
    void this.exclusive('unload', () =>
      this.transport.save(this.queue.revision, batch, { keepalive: true }).then(
        (result) => this.acknowledged(batch.length, result),
        () => undefined,
      ),
    );
  }

  /** Stops listening and timers; a pending change is sent one last time (leaving the editor). */
  dispose(): void {
    // Nothing is scheduled any more: what this last try does not send waits in storage for the next visit.
    this.disposed = true;
    if (this.queue.length > 0) void this.save();
    this.timer.stop();
    if (this.poller !== null) clearInterval(this.poller);
    this.poller = null;
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private dispatch(event: SaveEvent): void {
    this.state = transition(this.state, event);
  }

  /** One request at a time, then `afterFlight`. In flight first: the task may settle a sliced change. */
  private exclusive(request: SaveRequest, task: () => Promise<void>): Promise<void> {
    let landed!: () => void;
    this.flight = new Promise<void>((resolve) => (landed = resolve));
    this.dispatch({ type: 'started', request });
    return (async () => {
      try {
        await task();
      } finally {
        const wanted = saveWantedOf(this.state);
        this.dispatch({ type: 'landed' });
        this.flight = null;
        this.afterFlight(wanted);
        landed();
      }
    })();
  }

  /**
   * Keeps the invariant when a request ends: a revision pushed meanwhile is pulled; pending changes with nothing
   * scheduled go now (a save that found this request on its way took their timer), unless a failure is shown.
   */
  private afterFlight(saveWanted: boolean): void {
    const wanted = saveWanted && this.queue.length > 0;
    if (this.disposed) {
      if (wanted) void this.save(); // the last try of `dispose`
      return;
    }
    if (this.catchUp.due && this.env.isOnline()) {
      void this.sync();
      if (saveWanted) this.dispatch({ type: 'saveWanted' }); // still wanted when that pull ends
    } else if (
      this.queue.length > 0 &&
      !scheduledOf(this.state) &&
      (failureOf(this.state) === null || wanted)
    )
      this.timer.schedule(0);
  }

  /**
   * The poll: first the defence in depth (pending changes with nothing in flight, scheduled or shown as failed
   * must not happen; if they do, they are sent, and it is logged), then the remote revision.
   */
  private poll(): void {
    if (this.queue.length > 0 && this.state.kind === 'idle') {
      console.warn(`SaveStore: ${this.queue.length} pending change(s) had no save in flight or scheduled`);
      this.timer.schedule(0);
    }
    this.remoteRevision(null);
  }

  private edited(tx: Transaction): void {
    this.queue.push(tx);
    this.timer.resetRetries();
    this.timer.schedule(this.options.debounceMs ?? 2000);
  }

  private setPending(): void {
    this.pendingChanges = this.queue.length > 0;
  }

  /** Changes from an earlier visit: those the server already has are dropped, the rest rebased and sent. */
  private async restore(): Promise<void> {
    // Edits made while the record loads are kept along with it (`PendingQueue.loadKept`).
    const record = await this.queue.loadKept();
    if (this.queue.keptUnreadable) runInAction(() => (this.keptUnreadable = true));
    try {
      const restored = await restoreKept(this.doc, record, this.queue.revision, this.transport);
      if (!restored) return;
      // After edits made while it loaded: it was rebased on them, and the queue keeps the document's order.
      this.queue.restored(restored.transactions);
      if (restored.conflicts.length) this.reportConflicts(restored.conflicts);
      this.timer.clear(); // sent at once (`afterFlight`), not after the debounce of an edit made meanwhile
    } finally {
      this.queue.endRestore();
    }
  }

  /** A push (`revision`) or the poll (null). A push during a request is pulled when it ends. */
  private remoteRevision(revision: number | null): void {
    if (revision !== null && revision <= this.queue.revision) return;
    if (this.flight) {
      if (revision !== null) this.catchUp.announce(revision);
      return;
    }
    if (this.env.isOnline()) void this.sync();
  }

  private async attempt(): Promise<void> {
    this.dispatch({ type: 'failureCleared' });
    try {
      // Read first: it finishes a layout still being applied in slices, which queues it, so the decision below
      // sees the whole change.
      const state = this.doc.state;
      const pending = this.queue.transactions;
      if (isBigChange(pending, state)) {
        // The whole document, as stored (or serialised now): every transaction pending at that moment.
        const stored = this.snapshot.covering(pending);
        const snapshot = stored?.count === pending.length ? stored : this.snapshot.take(pending);
        const result = await this.transport.upload(this.queue.revision, snapshot.json);
        this.snapshot.clear();
        this.acknowledged(snapshot.count, result);
        return;
      }
      const batch = pending.slice(0, this.options.batchSize ?? 500);
      const result = await this.transport.save(this.queue.revision, batch);
      this.acknowledged(batch.length, result);
    } catch (error) {
      // The server is at our revision and holds another change under one of our ids (nothing was stored): our
      // copy is its map plus what is pending, so the same change goes again at once (`afterFlight`) under a new id.
      const taken = takenTransactionIndex(error);
      if (taken !== null && this.renewals < MAX_RENEWALS && this.queue.renew(taken)) {
        this.renewals++;
        return;
      }
      if (!isConflict(error) || taken !== null) return this.failed(error);
      try {
        await this.pullAndRebase();
      } catch {
        return this.fail('conflict', { key: 'save.conflictFailed' });
      }
      if (this.queue.length === 0) this.succeeded(null);
    }
  }

  private acknowledged(count: number, result: { revision: number; lastModified: string }): void {
    this.renewals = 0;
    this.queue.acknowledge(count, result.revision);
    this.succeeded(result.lastModified);
    this.options.onSaved?.();
  }

  /** The server holds what was sent; the status reads 'saved' once nothing else is pending. */
  private succeeded(lastModified: string | null): void {
    this.timer.resetRetries();
    runInAction(() => {
      if (lastModified) this.lastSaved = lastModified;
      this.settled = 'saved';
      this.dispatch({ type: 'failureCleared' });
      this.message = null;
    });
  }

  /** Pulls what the server has after our revision and replays it under the pending transactions. */
  private async pullAndRebase(): Promise<void> {
    const lastModified = await this.catchUp.pull();
    if (lastModified !== null) runInAction(() => (this.lastSaved = lastModified));
  }

  private reportConflicts(conflicts: RebaseConflict[]): void {
    runInAction(() => (this.conflicts = conflicts));
    this.options.onConflicts?.(conflicts);
  }

  /** A save failed (not a conflict): try again after a while, and/or show why (`readSaveFailure`). */
  private failed(error: unknown): void {
    const shown = this.timer.failed(error, this.env.isOnline());
    if (shown) this.fail('error', shown.message, shown.transient);
  }

  private fail(reason: 'error' | 'conflict', message: SaveMessage, transient = true): void {
    runInAction(() => {
      this.dispatch({ type: 'failed', failure: { reason, transient } });
      this.message = message;
    });
  }
}
