import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapAccessService } from './mapAccess.service';
import { MapsController } from './maps.controller';
import { MapsRepository } from './maps.repository';
import { MapsService } from './maps.service';
import { MembersRepository } from './members.repository';
import { TreeMetadataController } from './treeMetadata.controller';
import { FavoritesRepository } from './favorites.repository';
import { MapCardController } from './mapCard.controller';
import { MapCardService } from './mapCard.service';
import { SocialPreviewService } from './socialPreview.service';
import { MapNodesEvents } from './mapNodesEvents';

/**
 * Maps: their metadata, members, access checks and the per-user list. Their documents (whole uploads and the
 * operation log) live in `../sync`, which depends on this module, never the other way; the map event bus
 * (`../bus`) tells open streams of access changes.
 */
@Module({
  imports: [AuthModule],
  controllers: [MapCardController, MapsController, TreeMetadataController],
  providers: [
    MapsRepository,
    MembersRepository,
    MapAccessService,
    MapsService,
    FavoritesRepository,
    MapCardService,
    SocialPreviewService,
    MapNodesEvents,
  ],
  exports: [MapAccessService, MapsRepository, MapNodesEvents, MapsService],
})
export class DocumentsModule {}
