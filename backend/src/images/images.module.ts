import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MapsModule } from '../maps/maps.module';
import { AssetsController, ImagesController } from './images.controller';
import { ImagesService } from './images.service';

/** Node images and previews: upload with content checks, read through signed URLs (spec §7.2). */
@Module({
  imports: [AuthModule, MapsModule],
  controllers: [ImagesController, AssetsController],
  providers: [ImagesService],
})
export class ImagesModule {}
