import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { DocumentSnapshots } from './documentSnapshots';
import { EventStreamSlots } from './eventStreamSlots';
import { MapStateCache } from './mapStateCache';
import { MapDuplicateController } from './mapDuplicate.controller';
import { MapDuplicateService } from './mapDuplicate.service';
import { SyncController } from './sync.controller';
import { SyncService } from './sync.service';
import { TransactionLogRepository } from './transactionLog.repository';
import { VersionsModule } from '../versions/versions.module';
import { PresenceModule } from '../presence/presence.module';

/**
 * Map documents over time: whole uploads and downloads, saves as operations, pulls, snapshots and the event
 * streams. Depends on `../documents` (maps, access), `../versions` (keeps versions before saves), `../presence`
 * (streams of signed-in users are present) and `../bus`;
 * nothing there imports this module.
 */
@Module({
  imports: [AuthModule, DocumentsModule, VersionsModule, PresenceModule],
  controllers: [DocumentsController, SyncController, MapDuplicateController],
  providers: [
    DocumentsService,
    SyncService,
    TransactionLogRepository,
    MapStateCache,
    DocumentSnapshots,
    MapDuplicateService,
    EventStreamSlots,
  ],
  exports: [SyncService, DocumentsService],
})
export class SyncModule {}
