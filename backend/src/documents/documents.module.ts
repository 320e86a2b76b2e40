import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { MapAccessService } from './mapAccess.service';
import { MapsController } from './maps.controller';
import { MapsRepository } from './maps.repository';
import { MapsService } from './maps.service';
import { MembersRepository } from './members.repository';
import { TreeMetadataController } from './treeMetadata.controller';
import { FavoritesRepository } from './favorites.repository';
import { MapCardController } from './mapCard.controller';
import { MapCardService } from './mapCard.service';
import { MapDuplicateService } from './mapDuplicate.service';
import { SocialPreviewService } from './socialPreview.service';
import { SyncController } from '../sync/sync.controller';
import { SyncService } from '../sync/sync.service';
import { TransactionLogRepository } from '../sync/transactionLog.repository';
import { MapStateCache } from '../sync/mapStateCache';
import { SyncEvents } from '../sync/syncEvents';
import { DocumentSnapshots } from '../sync/documentSnapshots';
import { MapNodesEvents } from './mapNodesEvents';

/**
 * Maps, their documents (whole uploads and the operation log of `../sync`), metadata, members and the per-user
 * list; exports access checks for other modules.
 */
@Module({
  imports: [AuthModule],
  controllers: [
    MapCardController,
    MapsController,
    DocumentsController,
    TreeMetadataController,
    SyncController,
  ],
  providers: [
    MapsRepository,
    MembersRepository,
    MapAccessService,
    MapsService,
    DocumentsService,
    SyncService,
    TransactionLogRepository,
    MapStateCache,
    SyncEvents,
    DocumentSnapshots,
    FavoritesRepository,
    MapCardService,
    MapDuplicateService,
    SocialPreviewService,
    MapNodesEvents,
  ],
  exports: [MapAccessService, MapsRepository, MapNodesEvents, SyncService, DocumentsService, MapsService],
})
export class DocumentsModule {}
