import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  OperationError,
  applyInSlices,
  invertTransaction,
  type MapState,
  type Transaction,
  type TransactionsResponse,
} from '@mapa/model';
import { ApiException, mapNotFound } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import type { MapRow } from '../database/database.types';
import { DocumentWorkers } from '../workers/documentWorkers';
import type { TaskFailure } from '../workers/task';
import { serializeDocument } from '../workers/slices';
import { TransactionLogRepository, type MapVersion } from './transactionLog.repository';
import { MapStateCache, type CachedState } from './mapStateCache';
import { MapEventBus } from '../bus/mapEventBus';
import { KeyedLock } from './mapLocks';
import { SNAPSHOT_STORE, type SnapshotStore } from './snapshotStore';
import { incomingTransactions, transactionFrom, type IncomingTransaction } from './incomingTransactions';
import { readReplay, transactionIdTaken } from './transactionReplay';
import { DEFLATE_FROM_CHARS, isDeflated, loggedJson } from '../database/loggedText';
import { MapNodesEvents } from '../bus/mapNodesEvents';
import type { SaveRead } from './saveTasks';
import { readLogged } from './saveTasks';

/** A snapshot is written once this many transactions piled up after the stored one. */
export const COMPACT_AFTER = 100;
/** Transactions kept in the log behind the snapshot, so a client that was briefly away can still rebase. */
export const KEEP_BEHIND_SNAPSHOT = 1000;

/** A pull answers `reset` (download the document instead) beyond this much JSON of transactions. */
export const PULL_MAX_JSON_BYTES = 16 * 1024 * 1024;

/** An accepted save. */
export interface SavedTransactions {
  revision: number;
  lastModified: string;
}

/** A map's document as of its current revision. */
export interface CurrentDocument {
  bytes: Buffer;
  revision: number;
  lastModified: string;
}

/**
 * Work a save does on the map's state before its transactions are applied, under the map's lock (the documents
 * module keeps a version there): the state at `revision`, and the transactions about to be applied.
 */
export type BeforeApply = (state: MapState, revision: number, transactions: Transaction[]) => Promise<void>;

/** A refusal of a worker task as the API answers it. */
export const taskError = (failure: TaskFailure): ApiException =>
  new ApiException(failure.status, failure.code, failure.message, failure.path);

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Saves as operations: validated transactions are applied to the map's state at the client's `baseVersion` and
 * appended to the log, advancing the revision atomically; clients that are behind pull the transactions they
 * missed and rebase. Snapshots are written in the background every {@link COMPACT_AFTER} transactions, each
 * only once it parses (the {@link SnapshotStore}, `documents/documentSnapshots.ts`). Parsing and validating
 * request bodies and stored documents happens in the worker pool; what stays on the main thread goes in slices.
 */
@Injectable()
export class SyncService {
  private readonly logger = new Logger('Sync');
  private readonly locks = new KeyedLock();

  constructor(
    private readonly log: TransactionLogRepository,
    private readonly cache: MapStateCache,
    private readonly events: MapEventBus,
    @Inject(SNAPSHOT_STORE) private readonly snapshots: SnapshotStore,
    private readonly workers: DocumentWorkers,
    private readonly nodesEvents: MapNodesEvents,
  ) {}

  /**
   * Saves a request read by `readSave` (`POST /api/documents/transactions`) to `map`, which `user` may write. The
   * same save sent again (its answer was lost) is answered as the first time, and what follows its replayed part
   * is saved on top of it (`readReplay`); another change under a logged id is refused with 409.
   */
  async save(
    map: MapRow,
    user: UserRecord,
    read: SaveRead,
    beforeApply?: BeforeApply,
  ): Promise<SavedTransactions> {
    const incoming = await incomingTransactions(read);
    return this.locks.run(map.id, async () => {
      const replay = await readReplay(this.log, map.id, read.baseVersion, incoming);
      if (replay.replayed === incoming.length) return replay.answered!;
      const fresh = replay.replayed ? incoming.slice(replay.replayed) : incoming;
      const baseVersion = read.baseVersion + replay.replayed;
      const version = await this.requireVersion(map.id);
      if (version.revision !== baseVersion) throw movedOn(version.revision);
      if (replay.taken) throw transactionIdTaken(replay.taken);
      const current = await this.stateAt(map, version);
      await beforeApply?.(
        current.state,
        version.revision,
        fresh.map(({ tx }) => tx),
      );
      try {
        await applyAll(current.state, fresh, replay.replayed);
      } catch (error) {
        this.cache.delete(map.id); // reverted, but its version counter moved: reload it next time
        throw error;
      }
      const now = new Date().toISOString();
      let revision: number | null = null;
      try {
        revision = await this.log.append(map.id, baseVersion, fresh, user.email, now);
      } finally {
        if (revision === null) this.cache.delete(map.id); // its state holds transactions that were not stored
      }
      if (revision === null) return this.refusedAppend(map.id, read.baseVersion, incoming);
      this.cache.set(map.id, { revision, state: current.state });
      this.events.publish(map.id, { revision, lastModified: now });
      if (revision - version.snapshotRevision >= COMPACT_AFTER) this.scheduleCompaction(map);
      if (addsOrRemovesNodes(fresh)) {
        const state = current.state;
        this.nodesEvents.emit({
          mapId: map.id,
          ownerEmail: map.owner_email,
          hasNode: (n) => state.nodes.has(n),
        });
      }
      return { revision, lastModified: now };
    });
  }

  /**
   * The log did not take a save: another process appended meanwhile (this very save, sent twice at once, is then
   * answered as it was there), or refused one of its ids.
   */
  private async refusedAppend(
    mapId: string,
    baseVersion: number,
    incoming: readonly IncomingTransaction[],
  ): Promise<SavedTransactions> {
    const replay = await readReplay(this.log, mapId, baseVersion, incoming);
    if (replay.replayed === incoming.length) return replay.answered!;
    if (replay.taken) throw transactionIdTaken(replay.taken);
    throw movedOn((await this.requireVersion(mapId)).revision);
  }

  /**
   * The transactions after `since` as the JSON text of a {@link TransactionsResponse} (the logged JSON spliced in,
   * never parsed here), or `reset` when the log no longer holds them all or they exceed
   * {@link PULL_MAX_JSON_BYTES} (downloading the document is cheaper then).
   */
  async pull(map: MapRow, since: number): Promise<TransactionsResponse | string> {
    const version = await this.requireVersion(map.id);
    const { revision, lastModified } = version;
    const reset = { reset: true as const, revision, lastModified };
    if (since > revision || since < version.logFloor) return reset;
    if ((await this.log.sizeSince(map.id, since, revision)) > PULL_MAX_JSON_BYTES) return reset;
    const logged = await this.log.since(map.id, since, revision);
    if (logged.length !== revision - since) return reset;
    const texts = await Promise.all(logged.map((l) => loggedJson(l.stored)));
    const head = JSON.stringify({ reset: false, revision, lastModified });
    return `${head.slice(0, -1)},"transactions":[${texts.join(',')}]}`;
  }

  /**
   * The document as of the current revision: the stored snapshot as it is when it holds that revision and
   * parses, otherwise the state (snapshot plus log, or a recovered one) serialised.
   */
  async currentDocument(map: MapRow): Promise<CurrentDocument> {
    const version = await this.requireVersion(map.id);
    if (version.snapshotRevision >= version.revision) {
      const stored = await this.snapshots.servable(map);
      if (stored) return stored;
      this.cache.delete(map.id); // the snapshot is bad: rebuild from the fallbacks, and rewrite it
    }
    return this.locks.run(map.id, async () => {
      const latest = await this.requireVersion(map.id);
      const current = await this.stateAt(map, latest);
      if (latest.revision - latest.snapshotRevision >= COMPACT_AFTER) this.scheduleCompaction(map);
      const bytes = await serializeDocument(current.state.toDocument());
      return { bytes, revision: current.revision, lastModified: latest.lastModified };
    });
  }

  /** The map's state at its current revision (cached between saves), for reads that need the model's view. */
  async currentState(map: MapRow): Promise<MapState> {
    return this.withCurrentState(map, (state) => state);
  }

  /**
   * Runs `work` on the map's state at its current revision (and that revision) while this process saves nothing
   * to the map (a record stored for a node, say, while the save that would remove the node waits; the version
   * kept before a whole-document upload).
   */
  async withCurrentState<T>(
    map: MapRow,
    work: (state: MapState, revision: number) => T | Promise<T>,
  ): Promise<T> {
    return this.locks.run(map.id, async () => {
      const current = await this.stateAt(map, await this.requireVersion(map.id));
      return work(current.state, current.revision);
    });
  }

  /** Forget what is cached about a map (its whole document was replaced) and tell its editors. */
  documentReplaced(mapId: string, revision: number, lastModified: string): void {
    this.cache.delete(mapId);
    this.events.publish(mapId, { revision, lastModified });
  }

  /** Writes the current state as the stored document, in the background (serialised with saves). */
  scheduleCompaction(map: MapRow, rewrite = false): void {
    setImmediate(() => {
      this.locks
        .run(map.id, () => this.compact(map, rewrite))
        .catch((error: unknown) => this.logger.error(`Compaction of ${map.id} failed: ${String(error)}`));
    });
  }

  /**
   * Writes the state as the map's snapshot, if it parses, keeping the one it replaces as the previous snapshot
   * (and the log back to it). `rewrite`: the stored snapshot could not be read, write the state over it even at
   * the same revision (and do not keep the unreadable one). False when there was nothing to write or the state
   * did not parse.
   */
  async compact(map: MapRow, rewrite = false): Promise<boolean> {
    const version = await this.log.version(map.id);
    if (!version || (!rewrite && version.snapshotRevision >= version.revision)) return false;
    const { state, revision } = await this.stateAt(map, version);
    const bytes = await serializeDocument(state.toDocument());
    const snapshot = await this.snapshots.prepare(map, bytes, {
      revision,
      lastModified: version.lastModified,
      keepPrevious: !rewrite,
    });
    if (!snapshot.ok) {
      this.cache.delete(map.id);
      return false;
    }
    const keepFrom = rewrite
      ? version.logFloor
      : Math.min(revision - KEEP_BEHIND_SNAPSHOT, version.snapshotRevision);
    let written = false;
    try {
      written = await this.log.compact(map.id, revision, keepFrom, snapshot.commit, rewrite);
    } finally {
      if (!written) await snapshot.discard();
    }
    return written;
  }

  /** A logged transaction, parsed: small ones here, big ones (deflated in the log) in the worker pool. */
  private async loggedTransaction(stored: string): Promise<Transaction> {
    if (stored.length < DEFLATE_FROM_CHARS && !isDeflated(stored)) return JSON.parse(stored) as Transaction;
    const read = await this.workers.run(readLogged, { bytes: Buffer.from(stored) });
    if (!read.ok) throw taskError(read);
    return transactionFrom(read.bytes, read.transaction);
  }

  private async requireVersion(mapId: string): Promise<MapVersion> {
    const version = await this.log.version(mapId);
    if (!version) throw mapNotFound();
    return version;
  }

  /** The state at `version.revision`: the cached one, caught up from the log, or a stored snapshot plus the log. */
  private async stateAt(map: MapRow, version: MapVersion): Promise<CachedState> {
    const cached = this.cache.get(map.id);
    if (cached && cached.revision === version.revision) return cached;
    if (cached && cached.revision < version.revision && cached.revision >= version.logFloor) {
      return this.catchUp(map.id, cached, version.revision);
    }
    const loaded = await this.snapshots.load(map, version.logFloor);
    if (loaded.revision < version.logFloor) {
      throw new Error(
        `Stored document of ${map.id} is at ${loaded.revision}, the log starts after ${version.logFloor}`,
      );
    }
    const state = await this.catchUp(map.id, loaded, version.revision);
    if (loaded.recovered) this.scheduleCompaction(map, true);
    return state;
  }

  /**
   * Applies the logged transactions after `from.revision` to `from.state` in place. A failure part-way (a worker
   * refusing, a transaction that does not apply) leaves the state between revisions: the cache entry, which may
   * be that very state, is dropped so the next read rebuilds from the snapshot instead of replaying onto it.
   */
  private async catchUp(mapId: string, from: CachedState, to: number): Promise<CachedState> {
    if (from.revision >= to) {
      this.cache.set(mapId, from);
      return from;
    }
    try {
      const logged = await this.log.since(mapId, from.revision, to);
      if (logged.length !== to - from.revision)
        throw new Error(`The log of ${mapId} has a gap after ${from.revision}`);
      for (const { stored } of logged) {
        const tx = await this.loggedTransaction(stored);
        await applyInSlices(from.state, tx, { yieldToHost: nextTurn });
      }
    } catch (error) {
      this.cache.delete(mapId);
      throw error;
    }
    const entry = { revision: to, state: from.state };
    this.cache.set(mapId, entry);
    return entry;
  }
}

function movedOn(revision: number): ApiException {
  return new ApiException(
    409,
    'CONFLICT_DETECTED',
    `The map has changed since this version (now at revision ${revision}); fetch the new transactions and rebase`,
  );
}

/** Whether a save added or removed nodes (which may orphan or bring back attachments). */
function addsOrRemovesNodes(incoming: readonly IncomingTransaction[]): boolean {
  return incoming.some(({ tx }) => tx.ops.some((op) => op.type === 'node.add' || op.type === 'node.remove'));
}

/**
 * Applies every transaction or none (state reverted); a misfit is a 400 naming the transaction and operation.
 * Big transactions go in slices, so a 20,000-operation save does not hold the event loop.
 */
async function applyAll(
  state: MapState,
  incoming: readonly IncomingTransaction[],
  /** Index in the request of `incoming[0]` (after a replayed part), for the path of a refusal. */
  offset = 0,
): Promise<void> {
  for (let i = 0; i < incoming.length; i++) {
    try {
      await applyInSlices(state, incoming[i].tx, { yieldToHost: nextTurn });
    } catch (error) {
      for (let j = i - 1; j >= 0; j--) state.apply(invertTransaction(incoming[j].tx, 'undo.performed'));
      if (error instanceof OperationError) {
        throw new ApiException(
          400,
          'INVALID_DOCUMENT',
          `Transaction ${i + offset}, operation ${error.index}: ${error.message}`,
          `transactions[${i + offset}].ops[${error.index}]`,
        );
      }
      throw error;
    }
  }
}
