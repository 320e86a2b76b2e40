import { DynamicModule, Module } from '@nestjs/common';
import { AiModule } from './ai/ai.module';
import { AuthModule } from './auth/auth.module';
import { BlobsModule } from './blobs/blobs.module';
import type { AppConfig } from './config/appConfig';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { BusModule } from './bus/bus.module';
import { MapsModule } from './maps/maps.module';
import { DocumentStoreModule } from './documents/documentStore.module';
import { DocumentsModule } from './documents/documents.module';
import { SyncModule } from './sync/sync.module';
import { HealthModule } from './health/health.module';
import { IconsModule } from './icons/icons.module';
import { ImagesModule } from './images/images.module';
import { RateLimitModule } from './rateLimit/rateLimit.module';
import { StorageModule } from './storage/storage.module';
import { WorkersModule } from './workers/workers.module';
import { AttachmentsModule } from './attachments/attachments.module';
import { ExportModule } from './export/export.module';
import { ReviewsModule } from './reviews/reviews.module';

/** The whole server, built for one configuration. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        StorageModule,
        WorkersModule,
        RateLimitModule,
        AuthModule,
        BusModule,
        DocumentStoreModule,
        MapsModule,
        SyncModule,
        DocumentsModule,
        BlobsModule,
        HealthModule,
        ImagesModule,
        IconsModule,
        AiModule,
        AttachmentsModule,
        ExportModule,
        ReviewsModule,
      ],
    };
  }
}
