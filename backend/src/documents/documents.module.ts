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

/** Maps, their documents, metadata, members and the per-user list; exports access checks for other modules. */
@Module({
  imports: [AuthModule],
  controllers: [MapsController, DocumentsController, TreeMetadataController],
  providers: [MapsRepository, MembersRepository, MapAccessService, MapsService, DocumentsService],
  exports: [MapAccessService],
})
export class DocumentsModule {}
