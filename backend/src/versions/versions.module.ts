import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { MapVersionsRepository } from './mapVersions.repository';
import { VersionHistory } from './versionHistory.service';
import { VersionsController } from './versions.controller';

/**
 * The version history: versions kept before saves and uploads, and the routes that list and serve them. Depends on
 * `../documents` (maps, access); `../sync` depends on it to keep versions, never the other way.
 */
@Module({
  imports: [AuthModule, DocumentsModule],
  controllers: [VersionsController],
  providers: [MapVersionsRepository, VersionHistory],
  exports: [VersionHistory],
})
export class VersionsModule {}
