import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { RebaseConflict, Transaction } from '@mapa/model';
import { isConflict, readSaveFailure } from './saveErrors';
import type { SaveEnvironment, SaveMessage, SaveStoreOptions, SaveTransport } from './saveContracts';
import type { SaveStatus } from './saveContracts';
import type { DocumentStore } from './DocumentStore';
import { browserSaveEnvironment } from './browserSaveEnvironment';
import { pullRemote, type PendingQueue } from './pullRemote';
import { DocumentSnapshot, isBigChange } from './documentSnapshot';
import { alongKept, restoreKept } from './restoreKept';
import { loadKept, PendingWriter, type PendingRecord } from './pendingStorage';
import { SaveTimer } from './saveTimer';

export type * from './saveContracts';
export { UNREACHABLE_RETRY_MS } from './saveErrors';

/** `flush` looks again after this while a retry of a failed save is due. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

/** Browsers refuse keepalive bodies over 64 KB; larger ones wait in storage for the next visit. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * The save state machine (spec §4.2) over operations: each local transaction is queued (and kept in storage until
 * acknowledged), a debounced save sends the queue with the revision it was made on; when the map moved on, the
 * missed transactions are pulled, the queue is rebased on them (remote wins on the same field) and sent again.
 * Remote revisions arrive by server push, with a 5 s poll as the fallback. A big change (`isBigChange`) is saved,
 * and kept, as the whole document (`DocumentSnapshot`), with `If-Match` of the same revision.
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
  revision: number;

  private pending: Transaction[] = [];
  private readonly enabled: boolean;
  private readonly env: SaveEnvironment;
  private readonly timer = new SaveTimer(() => void this.save());
  private poller: ReturnType<typeof setInterval> | null = null;
  private inFlight: Promise<void> | null = null;
  /** A save was asked for while a request was in flight: it goes as soon as that one ends. */
  private saveWanted = false;
  /** The newest revision a push announced while a request was in flight (pulled when it ends). */
  private remoteAhead = 0;
  private disposed = false;
  /** The failure the status shows, if any; `transient` ones end when a pull reaches the server. */
  private failure: 'error' | 'conflict' | null = null;
  private transient = false;
  /** 'saved' once the server acknowledged a save or a pull settled every pending change. */
  private settled: 'idle' | 'saved' = 'idle';
  private retries = 0;
  private readonly keeper: PendingWriter;
  /** The record of an earlier visit while it is being restored (`alongKept`). */
  private restoring: PendingRecord | null = null;
  private readonly snapshot: DocumentSnapshot;
  private readonly disposers: Array<() => void> = [];

  constructor(
    private readonly doc: DocumentStore,
    private readonly transport: SaveTransport,
    private readonly options: SaveStoreOptions,
  ) {
    this.enabled = options.enabled;
    this.revision = options.revision ?? 0;
    this.env = options.environment ?? browserSaveEnvironment;
    this.snapshot = new DocumentSnapshot(doc);
    this.keeper = new PendingWriter(options.storage, () =>
      this.restoring
        ? alongKept(this.restoring, this.pending)
        : this.snapshot.record(options.mapId, this.revision, this.pending),
    );
    makeObservable<SaveStore, 'setPending' | 'failure' | 'settled'>(this, {
      status: computed,
      failure: observable,
      settled: observable,
      message: observable,
      pendingChanges: observable,
      lastSaved: observable,
      conflicts: observableRef,
      setPending: action,
    });
  }

  /** Save status of spec §4.2, derived so that it never reads idle or saved while something is pending. */
  get status(): SaveStatus {
    return this.failure ?? (this.pendingChanges ? 'saving' : this.settled);
  }

  /** Transactions not acknowledged yet (oldest first). */
  get pendingTransactions(): readonly Transaction[] {
    return this.pending;
  }

  /**
   * Restores changes left from an earlier visit, then listens to document changes, connectivity, unload, server
   * pushes and the poll; returns `dispose`. Does nothing when disabled. `ready` resolves after the restore.
   */
  start(): () => void {
    if (!this.enabled || this.disposers.length > 0) return () => this.dispose();
    this.disposers.push(
      this.doc.subscribe((change) => {
        if (change.kind === 'transaction' && change.tx.source !== 'remote') this.queue(change.tx);
        else this.snapshot.foreignChange();
      }),
      this.env.onOnline(() => void this.save()),
      this.env.onUnload(() => this.forceSave()),
    );
    if (this.transport.subscribe)
      this.disposers.push(this.transport.subscribe((revision) => this.remoteRevision(revision)));
    const pollMs = this.options.pollMs ?? 5000;
    if (pollMs > 0) this.poller = setInterval(() => this.poll(), pollMs);
    if (this.options.storage) this.ready = this.exclusive(() => this.restore());
    return () => this.dispose();
  }

  /** Resolves once changes left by an earlier visit are back in the document and queued. */
  ready = Promise.resolve();

  /** Saves now if anything is pending; resolves when this attempt (and any rebase) is over. */
  save(): Promise<void> {
    this.timer.clear();
    if (!this.enabled || this.pending.length === 0) return this.inFlight ?? Promise.resolve();
    if (this.inFlight) {
      // A pull (push, poll) or another save is on its way: this save goes when it ends (`afterFlight`).
      this.saveWanted = true;
      return this.inFlight;
    }
    if (!this.env.isOnline()) {
      this.fail('error', { key: 'save.offline' });
      return Promise.resolve();
    }
    this.saveWanted = false;
    return this.exclusive(() => this.attempt());
  }

  /**
   * Sends everything pending now and waits for the answers (leaving the editor: the 'Saving Changes...' loader).
   * Resolves true when nothing is left unacknowledged; false when a save failed (offline, error, conflict) or
   * `timeoutMs` passed. Either way the pending changes are in storage by then, so leaving loses nothing.
   */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    if (!this.enabled) return true;
    const deadline = Date.now() + timeoutMs;
    while (this.pending.length > 0 && Date.now() < deadline) {
      if (this.timer.retryDue && !this.inFlight) await pause();
      else await this.save();
      if (this.failure !== null) break;
    }
    await this.keeper.settled;
    return this.pending.length === 0;
  }

  /** Pulls remote transactions now (also what a push or the poll does). */
  sync(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    this.remoteAhead = 0;
    const hadPending = this.pending.length > 0;
    return this.exclusive(async () => {
      try {
        await this.pullAndRebase();
      } catch {
        return; // a failed poll changes nothing; the next one tries again
      }
      // Every local edit lost to a remote one on the same field: we now hold exactly the server's state.
      if (hadPending && this.pending.length === 0) {
        this.timer.clear();
        this.succeeded(null);
      }
      // The server answers again (or the pull a conflict could not make is made): what is pending goes next.
      if (this.transient) runInAction(() => (this.failure = null));
    });
  }

  /** Sends pending changes with `keepalive` (the page is closing); storage keeps them until acknowledged. */
  forceSave(): void {
    if (!this.enabled || this.pending.length === 0 || this.inFlight) return;
    const batch = this.pending.slice();
    // A big change waits in storage for the next visit (too big for this request); its timer stays, for a page
    // that does not go after all (a cancelled unload, the back-forward cache).
    if (isBigChange(batch, this.doc.state) || JSON.stringify(batch).length > KEEPALIVE_LIMIT) return;
    this.timer.clear();
    // In flight like any save: if the page stays, what this request did not send goes again (`afterFlight`).
    void this.exclusive(() =>
      this.transport.save(this.revision, batch, { keepalive: true }).then(
        (result) => this.acknowledged(batch.length, result),
        () => undefined,
      ),
    );
  }

  /** Stops listening and timers; a pending change is sent one last time (leaving the editor). */
  dispose(): void {
    // Nothing is scheduled any more: what this last try does not send waits in storage for the next visit.
    this.disposed = true;
    if (this.pending.length > 0) void this.save();
    this.timer.clear();
    if (this.poller !== null) clearInterval(this.poller);
    this.poller = null;
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  /** One request at a time, then `afterFlight`. `inFlight` is set first: the task may settle a sliced change. */
  private exclusive(task: () => Promise<void>): Promise<void> {
    let landed!: () => void;
    this.inFlight = new Promise<void>((resolve) => (landed = resolve));
    return (async () => {
      try {
        await task();
      } finally {
        this.inFlight = null;
        this.afterFlight();
        landed();
      }
    })();
  }

  /**
   * Keeps the invariant when a request ends: a revision pushed meanwhile is pulled; pending changes with nothing
   * scheduled go now (a save that found this request on its way took their timer), unless a failure is shown.
   */
  private afterFlight(): void {
    const wanted = this.saveWanted && this.pending.length > 0;
    if (this.disposed) {
      if (wanted) void this.save(); // the last try of `dispose`
      return;
    }
    if (this.remoteAhead > this.revision && this.env.isOnline()) void this.sync();
    else if (this.pending.length > 0 && !this.timer.scheduled && (this.failure === null || wanted))
      this.schedule(0);
  }

  /**
   * The poll: first the defence in depth (pending changes with nothing in flight, scheduled or shown as failed
   * must not happen; if they do, they are sent, and it is logged), then the remote revision.
   */
  private poll(): void {
    if (this.pending.length > 0 && !this.inFlight && !this.timer.scheduled && this.failure === null) {
      console.warn(`SaveStore: ${this.pending.length} pending change(s) had no save in flight or scheduled`);
      this.schedule(0);
    }
    this.remoteRevision(null);
  }

  private queue(tx: Transaction): void {
    this.pending.push(tx);
    this.setPending();
    this.keeper.write();
    this.retries = 0;
    this.schedule(this.options.debounceMs ?? 2000);
  }

  private setPending(): void {
    this.pendingChanges = this.pending.length > 0;
  }

  /** Changes from an earlier visit: those the server already has are dropped, the rest rebased and sent. */
  private async restore(): Promise<void> {
    const loaded = loadKept(this.options.storage, this.options.mapId).then(
      (record) => (this.restoring = record),
    );
    // A write asked for while the record loads (an edit made at once) waits for it: written earlier it would
    // replace the record of the earlier visit with the new edit alone, and a page closed then loses that record.
    this.keeper.after(loaded);
    await loaded;
    try {
      const restored = await restoreKept(this.doc, this.restoring, this.revision, this.transport);
      if (!restored) return;
      // After edits made while it loaded: it was rebased on them, and the queue keeps the document's order.
      this.pending = [...this.pending, ...restored.transactions];
      if (restored.conflicts.length) this.reportConflicts(restored.conflicts);
      this.setPending();
      this.keeper.write();
      this.timer.clear(); // sent at once (`afterFlight`), not after the debounce of an edit made meanwhile
    } finally {
      this.restoring = null;
    }
  }

  /** A push (`revision`) or the poll (null). A push during a request is pulled when it ends. */
  private remoteRevision(revision: number | null): void {
    if (revision !== null && revision <= this.revision) return;
    if (this.inFlight) {
      if (revision !== null) this.remoteAhead = Math.max(this.remoteAhead, revision);
      return;
    }
    if (this.env.isOnline()) void this.sync();
  }

  private async attempt(): Promise<void> {
    runInAction(() => (this.failure = null));
    try {
      // Read first: it finishes a layout still being applied in slices, which queues it, so the decision below
      // sees the whole change.
      const state = this.doc.state;
      if (isBigChange(this.pending, state)) {
        // The whole document, as stored (or serialised now): every transaction pending at that moment.
        const stored = this.snapshot.covering(this.pending);
        const snapshot = stored?.count === this.pending.length ? stored : this.snapshot.take(this.pending);
        const result = await this.transport.upload(this.revision, snapshot.json);
        this.snapshot.clear();
        this.acknowledged(snapshot.count, result);
        return;
      }
      const batch = this.pending.slice(0, this.options.batchSize ?? 500);
      const result = await this.transport.save(this.revision, batch);
      this.acknowledged(batch.length, result);
    } catch (error) {
      if (!isConflict(error)) return this.failed(error);
      try {
        await this.pullAndRebase();
      } catch {
        return this.fail('conflict', { key: 'save.conflictFailed' });
      }
      if (this.pending.length === 0) this.succeeded(null);
    }
  }

  private acknowledged(count: number, result: { revision: number; lastModified: string }): void {
    this.pending = this.pending.slice(count);
    this.revision = result.revision;
    this.setPending();
    this.keeper.write();
    this.succeeded(result.lastModified);
    this.options.onSaved?.();
  }

  /** The server holds what was sent; the status reads 'saved' once nothing else is pending. */
  private succeeded(lastModified: string | null): void {
    this.retries = 0;
    runInAction(() => {
      if (lastModified) this.lastSaved = lastModified;
      this.settled = 'saved';
      this.failure = null;
      this.message = null;
    });
  }

  /** Pulls what the server has after our revision and replays it under the pending transactions. */
  private async pullAndRebase(): Promise<void> {
    const pulled = await pullRemote(this.doc, this.transport, this.revision, this.queued);
    this.revision = pulled.revision;
    if (!pulled.changed) return;
    runInAction(() => (this.lastSaved = pulled.lastModified));
    this.setPending();
    this.keeper.write();
  }

  /** The pending transactions as a pull rebases them (with the revision they are then based on). */
  private readonly queued: PendingQueue = {
    get: () => this.pending,
    set: ({ transactions, conflicts }, revision) => {
      this.pending = transactions;
      this.revision = revision;
      if (conflicts.length) this.reportConflicts(conflicts);
    },
  };

  private reportConflicts(conflicts: RebaseConflict[]): void {
    runInAction(() => (this.conflicts = conflicts));
    this.options.onConflicts?.(conflicts);
  }

  /** A save failed (not a conflict): try again after a while, and/or show why (`readSaveFailure`). */
  private failed(error: unknown): void {
    const delays = this.options.retryDelaysMs ?? [1000, 3000, 5000];
    const next = readSaveFailure(error, this.env.isOnline(), this.retries, delays);
    this.retries = next.retries;
    if (next.retryMs !== undefined) this.schedule(next.retryMs, true);
    if (next.message) this.fail('error', next.message, next.transient);
  }

  private fail(status: 'error' | 'conflict', message: SaveMessage, transient = true): void {
    this.transient = transient;
    runInAction(() => {
      this.failure = status;
      this.message = message;
    });
  }

  private schedule(ms: number, retry = false): void {
    if (this.disposed) this.timer.clear();
    else this.timer.schedule(ms, retry);
  }
}
