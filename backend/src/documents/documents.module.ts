import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { PresenceModule } from '../presence/presence.module';
import { SyncModule } from '../sync/sync.module';
import { VersionsModule } from '../versions/versions.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { EventStreamSlots } from './eventStreamSlots';
import { SyncController } from './transactions.controller';
import { TransactionsService } from './transactions.service';

/**
 * A map's document (spec §7.1): whole downloads and uploads, saves as transactions and pulls, the event streams.
 * Built on `../maps` (access), `../sync` (the operation log), `../versions` (kept before saves) and `../presence`
 * (streams of signed-in users are present); the snapshots are `DocumentStoreModule`'s. Nothing below imports it.
 */
@Module({
  imports: [AuthModule, MapsModule, SyncModule, VersionsModule, PresenceModule],
  controllers: [DocumentsController, SyncController],
  providers: [DocumentsService, TransactionsService, EventStreamSlots],
  exports: [DocumentsService],
})
export class DocumentsModule {}
