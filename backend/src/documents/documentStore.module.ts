import { Global, Module } from '@nestjs/common';
import { SNAPSHOT_STORE } from '../sync/snapshotStore';
import { DocumentSnapshots } from './documentSnapshots';

/**
 * The stored snapshots of map documents, global because the operation log (`../sync`) writes and loads them
 * through its `SNAPSHOT_STORE` without importing this module, and the routes here read them too (one instance,
 * which remembers which snapshots are known to parse).
 */
@Global()
@Module({
  providers: [DocumentSnapshots, { provide: SNAPSHOT_STORE, useExisting: DocumentSnapshots }],
  exports: [DocumentSnapshots, SNAPSHOT_STORE],
})
export class DocumentStoreModule {}
