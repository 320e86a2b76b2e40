import { Module } from '@nestjs/common';
import { IconCatalog } from './iconCatalog';
import { IconsController } from './icons.controller';

/** Icon search and SVGs from the Tabler icon set. */
@Module({
  controllers: [IconsController],
  providers: [{ provide: IconCatalog, useFactory: () => new IconCatalog() }],
})
export class IconsModule {}
