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
import { SyncModule } from '../sync/sync.module';
import { MapDuplicateController } from './mapDuplicate.controller';
import { MapDuplicateService } from './mapDuplicate.service';

/**
 * Maps (spec §7.3): their metadata, sharing, members, access checks, favourites, tags, the template flag, the
 * per-user list and duplication. Their documents live in `../documents`, which builds on this module; a copy reads
 * the current document through `../sync` (`MapStateReader`), which imports nothing of maps. The map event bus
 * (`../bus`) tells open streams of access changes.
 */
@Module({
  imports: [AuthModule, SyncModule],
  controllers: [MapCardController, MapsController, TreeMetadataController, MapDuplicateController],
  providers: [
    MapsRepository,
    MembersRepository,
    MapAccessService,
    MapsService,
    FavoritesRepository,
    MapCardService,
    SocialPreviewService,
    MapDuplicateService,
  ],
  exports: [MapAccessService, MapsRepository, MapsService],
})
export class MapsModule {}
