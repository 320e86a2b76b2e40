import { Module } from '@nestjs/common';
import { MapStateCache } from './mapStateCache';
import { MapStateReader } from './mapStateReader';
import { SyncService } from './sync.service';
import { TransactionLogRepository } from './transactionLog.repository';

/**
 * The operation log of map documents: saves appended as transactions, pulls of what a client missed, the per-map
 * state cache and compaction into snapshots. Built on the database, the bus and the worker pool (global modules)
 * and on the snapshot store the documents module provides (`SNAPSHOT_STORE`, `snapshotStore.ts`); it imports no
 * feature module, so `../maps` (duplication) and `../documents` (the routes) can both build on it. Other modules
 * read a map's current state through `MapStateReader`.
 */
@Module({
  providers: [SyncService, TransactionLogRepository, MapStateCache, MapStateReader],
  exports: [SyncService, MapStateReader],
})
export class SyncModule {}
