import { action, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { MapDocument, RebaseConflict, Transaction, TransactionsResponse } from '@mapa/model';
import { rebaseTransactions } from '@mapa/model';
import { ApiError } from '../api/ApiError';
import { isConflict, isOffline, isPermanent } from './saveErrors';
import type {
  SaveEnvironment,
  SaveMessage,
  SaveStatus,
  SaveStoreOptions,
  SaveTransport,
} from './saveContracts';
import type { DocumentStore } from './DocumentStore';
import { browserSaveEnvironment } from './browserSaveEnvironment';
import { replayRemote } from './replayRemote';
import { DocumentSnapshot, isBigChange } from './documentSnapshot';
import { keptChange } from './keptChange';

export type {
  SaveEnvironment,
  SaveMessage,
  SaveStatus,
  SaveStoreOptions,
  SaveTransport,
} from './saveContracts';

/** How often a save is tried again while the browser is online but the server cannot be reached. */
export const UNREACHABLE_RETRY_MS = 5000;

/** How often `flush` looks again while a retry of a failed save is due. */
const FLUSH_POLL_MS = 100;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Browsers refuse keepalive bodies over 64 KB; larger ones wait in storage for the next visit. */
const KEEPALIVE_LIMIT = 60_000;

/**
 * The save state machine (spec §4.2) over operations: each local transaction is queued (and kept in storage until
 * the server acknowledges it), a debounced save sends the queue with the revision it was made on; when the map
 * moved on, the missed transactions are pulled, the queue is rebased on them (remote wins on the same field) and
 * sent again. Remote revisions arrive by server push, with polling every 5 s as the fallback.
 *
 * A big change (a layout of a large map: see `isBigChange`) is saved as the whole document instead, with
 * `If-Match` of the same revision (409 takes the same pull-and-rebase path); it is kept in storage as that document
 * too, serialised once for both (`DocumentSnapshot`). Other editors see the upload as a reset and reload the map.
 */
export class SaveStore {
  status: SaveStatus = 'idle';
  message: SaveMessage | null = null;
  pendingChanges = false;
  lastSaved: string | null = null;
  /** The last local edits a remote change won over. */
  conflicts: RebaseConflict[] = [];
  revision: number;

  private pending: Transaction[] = [];
  private readonly enabled: boolean;
  private readonly debounceMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly env: SaveEnvironment;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private poller: ReturnType<typeof setInterval> | null = null;
  private inFlight: Promise<void> | null = null;
  private retries = 0;
  private persisting: Promise<void> = Promise.resolve();
  private persistQueued = false;
  private readonly snapshot: DocumentSnapshot;
  private readonly disposers: Array<() => void> = [];

  constructor(
    private readonly doc: DocumentStore,
    private readonly transport: SaveTransport,
    private readonly options: SaveStoreOptions,
  ) {
    this.enabled = options.enabled;
    this.revision = options.revision ?? 0;
    this.debounceMs = options.debounceMs ?? 2000;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 3000, 5000];
    this.env = options.environment ?? browserSaveEnvironment;
    this.snapshot = new DocumentSnapshot(doc);
    makeObservable<SaveStore, 'setPending'>(this, {
      status: observable,
      message: observable,
      pendingChanges: observable,
      lastSaved: observable,
      conflicts: observableRef,
      setPending: action,
    });
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
    if (pollMs > 0) this.poller = setInterval(() => this.remoteRevision(null), pollMs);
    this.ready = this.restore();
    return () => this.dispose();
  }

  /** Resolves once changes left by an earlier visit are back in the document and queued. */
  ready: Promise<void> = Promise.resolve();

  /** Saves now if anything is pending; resolves when this attempt (and any rebase) is over. */
  save(): Promise<void> {
    this.clearTimer();
    if (!this.enabled || this.pending.length === 0) return this.inFlight ?? Promise.resolve();
    if (this.inFlight) return this.inFlight; // the running save reschedules itself if more changed
    if (!this.env.isOnline()) {
      this.fail('error', { key: 'save.offline' });
      return Promise.resolve();
    }
    this.inFlight = this.attempt().finally(() => {
      this.inFlight = null;
      // Changes made meanwhile, or left after a rebase, go next (unless a retry is due or it failed).
      const failed = this.status === 'error' || this.status === 'conflict';
      if (this.pending.length > 0 && this.timer === null && !failed) this.schedule(0);
    });
    return this.inFlight;
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
      // A retry is due: let its timer run rather than hammering a failing server.
      if (this.timer !== null && this.status === 'saving' && !this.inFlight) await pause(FLUSH_POLL_MS);
      else await this.save();
      if (this.status === 'error' || this.status === 'conflict') break;
    }
    await this.persisting;
    return this.pending.length === 0;
  }

  /** Pulls remote transactions now (also what a push or the poll does). */
  async sync(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const hadPending = this.pending.length > 0;
    this.inFlight = this.pullAndRebase()
      .then(() => {
        // Every local edit lost to a remote one on the same field: we now hold exactly the server's state.
        if (hadPending && this.pending.length === 0) {
          this.clearTimer();
          this.succeeded(null);
        }
      })
      .catch(() => undefined) // a failed poll changes nothing; the next one tries again
      .finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /**
   * Sends pending changes with `keepalive`, so the request outlives the closing page; they stay in storage until
   * acknowledged, so a request that does not make it is sent on the next visit.
   */
  forceSave(): void {
    if (!this.enabled || this.pending.length === 0 || this.inFlight) return;
    this.clearTimer();
    const batch = this.pending.slice();
    // A big change waits in storage (as the whole document) for the next visit: no page-close request carries it.
    if (isBigChange(batch, this.doc.state) || JSON.stringify(batch).length > KEEPALIVE_LIMIT) return;
    this.transport
      .save(this.revision, batch, { keepalive: true })
      .then((result) => this.acknowledged(batch.length, result))
      .catch(() => undefined);
  }

  /** Stops listening and timers; a pending change is sent one last time (leaving the editor). */
  dispose(): void {
    if (this.pending.length > 0 && !this.inFlight) void this.save();
    this.clearTimer();
    if (this.poller !== null) clearInterval(this.poller);
    this.poller = null;
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private queue(tx: Transaction): void {
    this.pending.push(tx);
    this.setPending();
    this.persist();
    this.retries = 0;
    this.schedule(this.debounceMs);
  }

  private setPending(): void {
    this.pendingChanges = this.pending.length > 0;
  }

  /**
   * Keeps the pending changes in storage. Writes are serialised and coalesced: the record is built when its write
   * starts, so a burst of changes costs one write of the latest queue.
   */
  private persist(): void {
    const storage = this.options.storage;
    if (!storage || this.persistQueued) return;
    this.persistQueued = true;
    this.persisting = this.persisting
      .then(() => {
        this.persistQueued = false;
        return storage.save(this.snapshot.record(this.options.mapId, this.revision, this.pending));
      })
      .catch((error: unknown) => console.warn('Could not keep unsaved changes in this browser', error));
  }

  /** Changes from an earlier visit: those the server already has are dropped, the rest rebased and sent. */
  private async restore(): Promise<void> {
    const record = await this.options.storage?.load(this.options.mapId).catch(() => null);
    if (!record || (record.transactions.length === 0 && !record.document)) return;
    let left = record.transactions;
    let missed: TransactionsResponse | null = null;
    if (record.baseVersion < this.revision) {
      missed = await this.transport.pull(record.baseVersion).catch(() => null);
      if (missed && !missed.reset) {
        const known = new Set(missed.transactions.map((tx) => tx.id));
        left = left.filter((tx) => !known.has(tx.id));
      }
    }
    this.doc.applyRemote('node.updated', (state) => {
      const restored = record.document && keptChange(state, this.revision, record, missed);
      if (restored) left = [restored, ...left];
      const rebased = rebaseTransactions(state, left);
      this.pending = [...rebased.transactions, ...this.pending];
      if (rebased.conflicts.length) this.reportConflicts(rebased.conflicts);
      return rebased.transactions.flatMap((tx) => tx.ops);
    });
    this.setPending();
    this.persist();
    if (this.pending.length > 0) void this.save();
  }

  private remoteRevision(revision: number | null): void {
    if (this.inFlight || this.status === 'saving') return;
    if (revision !== null && revision <= this.revision) return;
    if (!this.env.isOnline()) return;
    void this.sync();
  }

  private async attempt(): Promise<void> {
    runInAction(() => (this.status = 'saving'));
    try {
      if (isBigChange(this.pending, this.doc.state)) {
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
    this.persist();
    this.succeeded(result.lastModified);
    this.options.onSaved?.();
  }

  private succeeded(lastModified: string | null): void {
    this.retries = 0;
    runInAction(() => {
      if (lastModified) this.lastSaved = lastModified;
      this.status = 'saved';
      this.message = null;
    });
  }

  /** Pulls what the server has after our revision and replays it under the pending transactions. */
  private async pullAndRebase(): Promise<void> {
    const missed = await this.transport.pull(this.revision);
    if (missed.reset) return this.resetTo(await this.transport.download());
    if (missed.transactions.length === 0) {
      this.revision = Math.max(this.revision, missed.revision);
      return;
    }
    try {
      this.doc.applyRemote('node.updated', (state) => {
        const result = replayRemote(state, this.pending, missed.transactions);
        this.pending = result.pending;
        if (result.conflicts.length) this.reportConflicts(result.conflicts);
        return result.ops;
      });
      this.revision = missed.revision;
    } catch {
      // Our copy did not match the server's base: start again from the server's document.
      return this.resetTo(await this.transport.download());
    }
    runInAction(() => (this.lastSaved = missed.lastModified));
    this.setPending();
    this.persist();
  }

  /** The remote document replaces ours; pending transactions are rebased onto it. */
  private resetTo(remote: {
    document: MapDocument;
    revision: number | null;
    lastModified: string | null;
  }): void {
    const pending = this.pending;
    this.doc.replaceDocument(remote.document);
    this.doc.applyRemote('node.updated', (state) => {
      const rebased = rebaseTransactions(state, pending);
      this.pending = rebased.transactions;
      if (rebased.conflicts.length) this.reportConflicts(rebased.conflicts);
      return rebased.transactions.flatMap((tx) => tx.ops);
    });
    this.revision = remote.revision ?? this.revision;
    runInAction(() => (this.lastSaved = remote.lastModified));
    this.setPending();
    this.persist();
  }

  private reportConflicts(conflicts: RebaseConflict[]): void {
    runInAction(() => (this.conflicts = conflicts));
    this.options.onConflicts?.(conflicts);
  }

  private failed(error: unknown): void {
    if (isOffline(error) || !this.env.isOnline()) {
      // Online but the server is unreachable (restarting, network blip): no 'online' event will come, so try
      // again on our own. The changes wait in storage meanwhile.
      if (this.env.isOnline()) this.schedule(UNREACHABLE_RETRY_MS);
      return this.fail('error', { key: 'save.offline' });
    }
    if (error instanceof ApiError && error.status === 401)
      return this.fail('error', { key: 'save.notSignedIn' });
    if (!isPermanent(error) && this.retries < this.retryDelaysMs.length) {
      this.schedule(this.retryDelaysMs[this.retries++]);
      return; // status stays 'saving' while a retry is due
    }
    this.retries = 0;
    this.fail('error', error ? { error } : { key: 'save.unknownError' });
  }

  private fail(status: SaveStatus, message: SaveMessage): void {
    runInAction(() => {
      this.status = status;
      this.message = message;
    });
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
