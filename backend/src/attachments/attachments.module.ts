import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { SyncModule } from '../sync/sync.module';
import { AttachmentCleanup } from './attachmentCleanup';
import { AttachmentsController } from './attachments.controller';
import { AttachmentsRepository } from './attachments.repository';
import { AttachmentsService } from './attachments.service';

/** Files attached to nodes (spec §2.11, §7.4). */
@Module({
  imports: [AuthModule, MapsModule, SyncModule],
  controllers: [AttachmentsController],
  providers: [AttachmentsService, AttachmentsRepository, AttachmentCleanup],
})
export class AttachmentsModule {}
