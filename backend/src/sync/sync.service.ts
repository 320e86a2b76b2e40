import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  MapState,
  OperationError,
  invertTransaction,
  parseMapDocument,
  type Transaction,
  type TransactionsResponse,
} from '@mapa/model';
import { ApiException, mapNotFound } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey } from '../storage/blobKeys';
import { documentMetadata } from '../documents/documentMetadata';
import { MapAccessService } from '../documents/mapAccess.service';
import type { MapRow } from '../documents/maps.repository';
import { TransactionLogRepository, type MapVersion } from './transactionLog.repository';
import { MapStateCache, type CachedState } from './mapStateCache';
import { SyncEvents } from './syncEvents';
import { KeyedLock } from './mapLocks';
import { sanitizeTransaction } from './operationSanitizer';

/** A snapshot is written once this many transactions piled up after the stored one. */
export const COMPACT_AFTER = 100;
/** Transactions kept in the log behind the snapshot, so a client that was briefly away can still rebase. */
export const KEEP_BEHIND_SNAPSHOT = 1000;

/** An accepted save. */
export interface SavedTransactions {
  revision: number;
  lastModified: string;
}

/**
 * Saves as operations: validated transactions are applied to the map's state at the client's `baseVersion` and
 * appended to the log, advancing the revision atomically; clients that are behind pull the transactions they
 * missed and rebase. Snapshots are written in the background every {@link COMPACT_AFTER} transactions.
 */
@Injectable()
export class SyncService {
  private readonly logger = new Logger('Sync');
  private readonly locks = new KeyedLock();

  constructor(
    private readonly access: MapAccessService,
    private readonly log: TransactionLogRepository,
    private readonly cache: MapStateCache,
    private readonly events: SyncEvents,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
  ) {}

  async save(
    user: UserRecord,
    id: string,
    baseVersion: number,
    transactions: readonly Transaction[],
  ): Promise<SavedTransactions> {
    const { map } = await this.access.require(id, user, 'write');
    const clean = transactions.map(sanitizeTransaction);
    return this.locks.run(map.id, async () => {
      const version = await this.requireVersion(map.id);
      if (version.revision !== baseVersion) throw movedOn(version.revision);
      const current = await this.stateAt(map, version);
      try {
        applyAll(current.state, clean);
      } catch (error) {
        this.cache.delete(map.id); // reverted, but its version counter moved: reload it next time
        throw error;
      }
      const now = new Date().toISOString();
      let revision: number | null = null;
      try {
        revision = await this.log.append(map.id, baseVersion, clean, user.email, now);
      } finally {
        if (revision === null) this.cache.delete(map.id); // its state holds transactions that were not stored
      }
      if (revision === null) throw movedOn(baseVersion + 1);
      this.cache.set(map.id, { revision, state: current.state });
      this.events.publish(map.id, { revision, lastModified: now });
      if (revision - version.snapshotRevision >= COMPACT_AFTER) this.scheduleCompaction(map);
      return { revision, lastModified: now };
    });
  }

  /** The transactions after `since`, or `reset` when the log no longer holds them all. */
  async pull(user: UserRecord | undefined, id: string, since: number): Promise<TransactionsResponse> {
    const { map } = await this.access.require(id, user, 'read');
    const version = await this.requireVersion(map.id);
    const { revision, lastModified } = version;
    if (since > revision || since < version.logFloor) return { reset: true, revision, lastModified };
    const logged = await this.log.since(map.id, since, revision);
    if (logged.length !== revision - since) return { reset: true, revision, lastModified };
    return { reset: false, revision, lastModified, transactions: logged.map((l) => l.tx) };
  }

  /**
   * The document as of the current revision, when the stored blob is behind it (transactions not compacted yet);
   * undefined when the blob is current.
   */
  async currentDocument(
    map: MapRow,
  ): Promise<{ bytes: Buffer; revision: number; lastModified: string } | undefined> {
    const version = await this.requireVersion(map.id);
    if (version.snapshotRevision >= version.revision) return undefined;
    return this.locks.run(map.id, async () => {
      const latest = await this.requireVersion(map.id);
      const current = await this.stateAt(map, latest);
      if (latest.revision - latest.snapshotRevision >= COMPACT_AFTER) this.scheduleCompaction(map);
      const bytes = Buffer.from(JSON.stringify(current.state.toDocument()));
      return { bytes, revision: current.revision, lastModified: latest.lastModified };
    });
  }

  /** Forget what is cached about a map (its whole document was replaced) and tell its editors. */
  documentReplaced(mapId: string, revision: number, lastModified: string): void {
    this.cache.delete(mapId);
    this.events.publish(mapId, { revision, lastModified });
  }

  /** Writes the current state as the stored document, in the background (serialised with saves). */
  scheduleCompaction(map: MapRow): void {
    setImmediate(() => {
      this.locks
        .run(map.id, () => this.compact(map))
        .catch((error: unknown) => this.logger.warn(`Compaction of ${map.id} failed: ${String(error)}`));
    });
  }

  async compact(map: MapRow): Promise<boolean> {
    const version = await this.log.version(map.id);
    if (!version || version.snapshotRevision >= version.revision) return false;
    const { state, revision } = await this.stateAt(map, version);
    const bytes = Buffer.from(JSON.stringify(state.toDocument()));
    return this.log.compact(map.id, revision, revision - KEEP_BEHIND_SNAPSHOT, () =>
      this.blobs.put(mapDocumentKey(map.owner_email, map.id), bytes, {
        contentType: 'application/json',
        metadata: documentMetadata(version.lastModified, revision),
      }),
    );
  }

  private async requireVersion(mapId: string): Promise<MapVersion> {
    const version = await this.log.version(mapId);
    if (!version) throw mapNotFound();
    return version;
  }

  /** The state at `version.revision`: the cached one, caught up from the log, or the blob plus the log. */
  private async stateAt(map: MapRow, version: MapVersion): Promise<CachedState> {
    const cached = this.cache.get(map.id);
    if (cached && cached.revision === version.revision) return cached;
    if (cached && cached.revision < version.revision && cached.revision >= version.logFloor) {
      return this.catchUp(map.id, cached, version.revision);
    }
    const blob = await this.blobs.get(mapDocumentKey(map.owner_email, map.id));
    if (!blob) throw mapNotFound();
    const parsed = parseMapDocument(blob.bytes.toString('utf8'));
    if (!parsed.ok) throw new Error(`Stored document of ${map.id} is invalid: ${parsed.error.message}`);
    const blobRevision = Number(blob.metadata.revision ?? version.snapshotRevision);
    if (blobRevision < version.logFloor) {
      throw new Error(
        `Stored document of ${map.id} is at ${blobRevision}, the log starts after ${version.logFloor}`,
      );
    }
    return this.catchUp(
      map.id,
      { revision: blobRevision, state: MapState.fromDocument(parsed.document) },
      version.revision,
    );
  }

  private async catchUp(mapId: string, from: CachedState, to: number): Promise<CachedState> {
    if (from.revision >= to) return from;
    const logged = await this.log.since(mapId, from.revision, to);
    if (logged.length !== to - from.revision)
      throw new Error(`The log of ${mapId} has a gap after ${from.revision}`);
    for (const { tx } of logged) from.state.apply(tx);
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

/** Applies every transaction or none (state reverted); a misfit is a 400 naming the transaction and operation. */
function applyAll(state: MapState, transactions: readonly Transaction[]): void {
  for (let i = 0; i < transactions.length; i++) {
    try {
      state.apply(transactions[i]);
    } catch (error) {
      for (let j = i - 1; j >= 0; j--) state.apply(invertTransaction(transactions[j], 'undo.performed'));
      if (error instanceof OperationError) {
        throw new ApiException(
          400,
          'INVALID_DOCUMENT',
          `Transaction ${i}, operation ${error.index}: ${error.message}`,
          `transactions[${i}].ops[${error.index}]`,
        );
      }
      throw error;
    }
  }
}
