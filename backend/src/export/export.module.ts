import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { DocumentsModule } from '../documents/documents.module';
import { ExportController } from './export.controller';
import { ImportController } from './import.controller';
import { ExportService } from './export.service';
import { ImportService } from './import.service';

/** Files in and out: every export format of a map, and new maps from files (DESIGN §5 `export`). */
@Module({
  imports: [AuthModule, MapsModule, DocumentsModule],
  controllers: [ExportController, ImportController],
  providers: [ExportService, ImportService],
})
export class ExportModule {}
