import { action, makeObservable, observable, runInAction } from 'mobx';
import type { MapDocument } from '@mapa/model';
import { ApiError } from '../api/ApiError';
import type { DocumentStore } from './DocumentStore';
import { browserSaveEnvironment } from './browserSaveEnvironment';

/** Save status of spec §4.2. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/** Why the last save failed: an i18n key of ours, or the server's own message. */
export type SaveMessage =
  | { key: 'save.offline' | 'save.notSignedIn' | 'save.conflictFailed' | 'save.unknownError' }
  | { text: string };

/** How the store reaches the server; the editor passes the real API, tests a function of their own. */
export interface SaveTransport {
  upload(
    document: MapDocument,
    revision: number | null,
    options?: { keepalive?: boolean },
  ): Promise<{ revision: number; lastModified: string }>;
  download(): Promise<{ document: MapDocument; revision: number | null; lastModified: string | null }>;
}

/** The browser around the store: connectivity and page unload. */
export interface SaveEnvironment {
  isOnline(): boolean;
  onOnline(listener: () => void): () => void;
  onUnload(listener: () => void): () => void;
}

export interface SaveStoreOptions {
  /** False for readers and the demo map: nothing is ever sent. */
  enabled: boolean;
  /** Revision of the loaded document, sent as `if-match`. */
  revision: number | null;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  environment?: SaveEnvironment;
  /** Told when a conflict was resolved by loading the remote version. */
  onConflictResolved?: () => void;
}

const isConflict = (e: unknown) =>
  e instanceof ApiError &&
  (e.status === 409 || e.code === 'CONFLICT_DETECTED' || /conflict/i.test(e.message));
const isOffline = (e: unknown) => e instanceof ApiError && e.isNetworkError;
/** Client errors other than timeouts and rate limits will fail the same way again: no retry. */
const isPermanent = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

/**
 * The save state machine (spec §4.2, DESIGN §5): each local change debounces a save of the whole document;
 * a stale revision (409) loads the remote version; offline saves wait for `online`; other failures retry.
 */
export class SaveStore {
  status: SaveStatus = 'idle';
  message: SaveMessage | null = null;
  pendingChanges = false;
  lastSaved: string | null = null;
  revision: number | null;

  private readonly enabled: boolean;
  private readonly debounceMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly env: SaveEnvironment;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private retries = 0;
  private readonly disposers: Array<() => void> = [];

  constructor(
    private readonly doc: DocumentStore,
    private readonly transport: SaveTransport,
    private readonly options: SaveStoreOptions,
  ) {
    this.enabled = options.enabled;
    this.revision = options.revision;
    this.debounceMs = options.debounceMs ?? 2000;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 3000, 5000];
    this.env = options.environment ?? browserSaveEnvironment;
    makeObservable(this, {
      status: observable,
      message: observable,
      pendingChanges: observable,
      lastSaved: observable,
      markChanged: action,
    });
  }

  /** Starts listening to document changes, connectivity and unload; returns `dispose`. Does nothing when disabled. */
  start(): () => void {
    if (this.enabled && this.disposers.length === 0) {
      this.disposers.push(
        this.doc.subscribe((change) => {
          if (change.kind === 'transaction' && change.tx.source !== 'remote') this.markChanged();
        }),
        this.env.onOnline(() => {
          if (this.pendingChanges) void this.save();
        }),
        this.env.onUnload(() => this.forceSave()),
      );
    }
    return () => this.dispose();
  }

  /** A local change happened: (re)start the debounce. */
  markChanged(): void {
    if (!this.enabled) return;
    this.pendingChanges = true;
    this.retries = 0;
    this.schedule(this.debounceMs);
  }

  /** Saves now if anything is pending; resolves when this attempt (and a conflict fetch) is over. */
  save(): Promise<void> {
    this.clearTimer();
    if (!this.enabled || !this.pendingChanges) return Promise.resolve();
    if (this.inFlight) return this.inFlight; // the running save reschedules itself if more changed
    if (!this.env.isOnline()) {
      this.fail('error', { key: 'save.offline' });
      return Promise.resolve();
    }
    this.inFlight = this.attempt().finally(() => {
      this.inFlight = null;
      if (this.pendingChanges && this.status === 'saved') this.schedule(this.debounceMs);
    });
    return this.inFlight;
  }

  /**
   * Sends pending changes with `keepalive`, so the request outlives the closing page. `beforeunload` and `pagehide`
   * both fire on the way out: the first sends, the second finds nothing pending.
   */
  forceSave(): void {
    if (!this.enabled || !this.pendingChanges) return;
    this.clearTimer();
    runInAction(() => (this.pendingChanges = false));
    this.transport
      .upload(this.doc.state.toDocument(), this.revision, { keepalive: true })
      .then((result) => runInAction(() => this.succeeded(result)))
      // The page stayed after all (a cancelled unload): the change is still unsaved.
      .catch(() => this.markChanged());
  }

  /** Stops listening and timers; a pending change is sent one last time (leaving the editor). */
  dispose(): void {
    if (this.pendingChanges && !this.inFlight) void this.save();
    this.clearTimer();
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  private async attempt(): Promise<void> {
    runInAction(() => {
      this.status = 'saving';
      this.pendingChanges = false;
    });
    try {
      const result = await this.transport.upload(this.doc.state.toDocument(), this.revision);
      runInAction(() => this.succeeded(result));
    } catch (error) {
      runInAction(() => (this.pendingChanges = true));
      if (isConflict(error)) await this.resolveConflict();
      else this.failed(error);
    }
  }

  private succeeded(result: { revision: number; lastModified: string }): void {
    this.revision = result.revision;
    this.lastSaved = result.lastModified;
    this.retries = 0;
    this.status = 'saved';
    this.message = null;
  }

  /** The remote version wins (spec §4.2). */
  private async resolveConflict(): Promise<void> {
    try {
      const remote = await this.transport.download();
      runInAction(() => {
        this.doc.replaceDocument(remote.document);
        this.revision = remote.revision;
        this.lastSaved = remote.lastModified;
        this.pendingChanges = false;
        this.status = 'saved';
        this.message = null;
      });
      this.options.onConflictResolved?.();
    } catch {
      this.fail('conflict', { key: 'save.conflictFailed' });
    }
  }

  private failed(error: unknown): void {
    if (isOffline(error) || !this.env.isOnline()) return this.fail('error', { key: 'save.offline' });
    if (error instanceof ApiError && error.status === 401)
      return this.fail('error', { key: 'save.notSignedIn' });
    if (!isPermanent(error) && this.retries < this.retryDelaysMs.length) {
      this.schedule(this.retryDelaysMs[this.retries++]);
      return; // status stays 'saving' while a retry is due
    }
    this.retries = 0;
    const text = error instanceof Error && error.message ? error.message : null;
    this.fail('error', text ? { text } : { key: 'save.unknownError' });
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
