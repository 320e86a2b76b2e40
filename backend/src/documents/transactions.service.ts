import { Injectable } from '@nestjs/common';
import type { TransactionsResponse } from '@mapa/model';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { readSave } from '../sync/saveTasks';
import { SyncService, taskError, type SavedTransactions } from '../sync/sync.service';
import { VersionHistory } from '../versions/versionHistory.service';
import { DocumentWorkers } from '../workers/documentWorkers';
import type { Bytes } from '../workers/segments';

/**
 * Saves as operations and pulls, as the routes take them: the body read, the caller's role checked, then the
 * operation log (`../sync`). Before a save is applied the version history may keep the map as it was.
 */
@Injectable()
export class TransactionsService {
  constructor(
    private readonly access: MapAccessService,
    private readonly sync: SyncService,
    private readonly versions: VersionHistory,
    private readonly workers: DocumentWorkers,
  ) {}

  /**
   * `POST /api/documents/transactions` with its raw body (read, validated and sanitised off the event loop; given
   * up when `signal`, the client's leaving, fires first).
   */
  async save(user: UserRecord, body: Bytes, signal?: AbortSignal): Promise<SavedTransactions> {
    const read = await this.workers.run(readSave, { bytes: body }, signal);
    if (!read.ok) throw taskError(read);
    const { map } = await this.access.require(read.id, user, 'write');
    return this.sync.save(map, user, read, async (state, revision, transactions) => {
      const reason = await this.versions.reasonToKeep(map.id, transactions);
      if (reason) await this.versions.keep(map, reason, state, revision, user.email);
    });
  }

  /** `GET /api/documents/transactions`: what a reader of the map missed since `since` (see `SyncService.pull`). */
  async pull(
    user: UserRecord | undefined,
    id: string,
    since: number,
  ): Promise<TransactionsResponse | string> {
    const { map } = await this.access.require(id, user, 'read');
    return this.sync.pull(map, since);
  }
}
