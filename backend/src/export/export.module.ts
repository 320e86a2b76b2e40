import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DocumentsModule } from '../documents/documents.module';
import { SyncModule } from '../sync/sync.module';
import { ExportController, ImportController } from './export.controller';
import { ExportService } from './export.service';
import { ImportService } from './import.service';

/** Files in and out: every export format of a map, and new maps from files (DESIGN §5 `export`). */
@Module({
  imports: [AuthModule, DocumentsModule, SyncModule],
  controllers: [ExportController, ImportController],
  providers: [ExportService, ImportService],
})
export class ExportModule {}
