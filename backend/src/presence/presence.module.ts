import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { PresenceController } from './presence.controller';
import { PresenceAccess } from './presenceAccess';
import { PresenceService } from './presence.service';

/**
 * Who has a map open, their selection and pointer (issue #16). Depends on `../maps` (access) and `../bus`; the
 * event streams of `../documents` join it.
 */
@Module({
  imports: [AuthModule, MapsModule],
  controllers: [PresenceController],
  providers: [PresenceService, PresenceAccess],
  exports: [PresenceService],
})
export class PresenceModule {}
