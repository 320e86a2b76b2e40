import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { BlobsController } from './blobs.controller';
import { SignedUrlController } from './signedUrl.controller';
import { SignedUrlService } from './signedUrl.service';

/** Signed URLs for a map's resources and, in filesystem mode, the route that serves them. */
@Module({
  imports: [AuthModule, MapsModule],
  controllers: [SignedUrlController, BlobsController],
  providers: [SignedUrlService],
})
export class BlobsModule {}
