import type {
  MapDocument,
  RebaseConflict,
  SaveTransactionsResponse,
  Transaction,
  TransactionsResponse,
} from '@mapa/model';
import type { PendingStorage } from './pendingStorage';

// The contracts of the save state machine: what it shows, what it talks to, how it is set up.

/** Save status of spec §4.2. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

/** Why the last save failed: an i18n key of ours, or the failure itself (shown by its code, `errorMessage`). */
export type SaveMessage =
  | { key: 'save.offline' | 'save.notSignedIn' | 'save.conflictFailed' | 'save.unknownError' }
  | { error: unknown };

/** How the store reaches the server; the editor passes the real API. */
export interface SaveTransport {
  save(
    baseVersion: number,
    transactions: readonly Transaction[],
    options?: { keepalive?: boolean },
  ): Promise<Pick<SaveTransactionsResponse, 'revision' | 'lastModified'>>;
  /**
   * Saves the whole document (`json`, already serialised) made on `baseVersion`: a change too big to send as
   * operations. Rejects with 409 when the map moved on.
   */
  upload(
    baseVersion: number,
    json: string,
  ): Promise<Pick<SaveTransactionsResponse, 'revision' | 'lastModified'>>;
  pull(since: number): Promise<TransactionsResponse>;
  download(): Promise<{ document: MapDocument; revision: number | null; lastModified: string | null }>;
  /** Server pushes: calls back with each new revision; returns the unsubscribe function. */
  subscribe?(onRevision: (revision: number) => void): () => void;
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
  mapId: string;
  /** Revision of the loaded document: the base of the first save. */
  revision: number | null;
  /** Keeps unacknowledged changes across reloads (IndexedDB in the browser). */
  storage?: PendingStorage;
  debounceMs?: number;
  retryDelaysMs?: readonly number[];
  /** Remote polling interval (spec §4.2: 5 s); 0 turns it off. */
  pollMs?: number;
  /** Most transactions per request. */
  batchSize?: number;
  environment?: SaveEnvironment;
  /** Told when remote changes won over local edits (remote wins on the same field). */
  onConflicts?: (conflicts: RebaseConflict[]) => void;
  /** Told after the server acknowledged a save (the preview upload hangs off this). */
  onSaved?: () => void;
}
