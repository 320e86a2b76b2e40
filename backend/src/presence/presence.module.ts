import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { PresenceController } from './presence.controller';
import { PresenceAccess } from './presenceAccess';
import { PresenceService } from './presence.service';

/**
 * Who has a map open, their selection and pointer (issue #16). Depends on `../documents` (access) and `../bus`;
 * the event streams of `../sync` join it.
 */
@Module({
  imports: [AuthModule, DocumentsModule],
  controllers: [PresenceController],
  providers: [PresenceService, PresenceAccess],
  exports: [PresenceService],
})
export class PresenceModule {}
