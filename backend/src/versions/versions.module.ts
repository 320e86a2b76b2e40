import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { MapVersionsRepository } from './mapVersions.repository';
import { VersionHistory } from './versionHistory.service';
import { VersionsController } from './versions.controller';

/**
 * The version history: versions kept before saves and uploads, and the routes that list and serve them. Depends on
 * `../maps` (access); `../documents` keeps versions before saves, never the other way.
 */
@Module({
  imports: [AuthModule, MapsModule],
  controllers: [VersionsController],
  providers: [MapVersionsRepository, VersionHistory],
  exports: [VersionHistory],
})
export class VersionsModule {}
