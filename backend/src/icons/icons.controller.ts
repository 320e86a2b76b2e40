import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiException } from '../common/apiException';
import { IconCatalog } from './iconCatalog';
import { coloredIconSvg, isIconColor } from './iconImage';

/** `GET /api/icons/search?query=` and `GET /api/icons/get-svg?icon=` over the Tabler icon set (spec §7.2). */
@ApiTags('icons')
@Controller('icons')
export class IconsController {
  constructor(private readonly catalog: IconCatalog) {}

  @Get('search')
  async search(@Query('query') query: unknown): Promise<{ icons: string[] }> {
    if (query !== undefined && typeof query !== 'string')
      throw new ApiException(400, 'VALIDATION_FAILED', 'query must be one string');
    return { icons: await this.catalog.search((query ?? '').slice(0, 100)) };
  }

  /**
   * The raw SVG as an image, for icon previews in `<img>` and the markers the canvas draws (cached: icons never
   * change within a version). `?color=#rrggbb` draws it in that colour instead of the text's (`currentColor`).
   */
  @Get('svg/:file')
  @Header('content-type', 'image/svg+xml; charset=utf-8')
  @Header('cache-control', 'public, max-age=86400')
  async rawSvg(@Param('file') file: string, @Query('color') color: unknown): Promise<string> {
    if (color !== undefined && (typeof color !== 'string' || !isIconColor(color)))
      throw new ApiException(400, 'VALIDATION_FAILED', 'color must be one #rrggbb colour');
    const svg = await this.catalog.svg(file.replace(/\.svg$/, ''));
    if (svg === null) throw new ApiException(404, 'NOT_FOUND', `No icon named ${JSON.stringify(file)}`);
    return coloredIconSvg(svg, color);
  }

  @Get('get-svg')
  async getSvg(@Query('icon') icon: unknown): Promise<{ svg: string }> {
    if (typeof icon !== 'string' || icon.length > 100)
      throw new ApiException(400, 'VALIDATION_FAILED', 'icon must be one icon name');
    const svg = await this.catalog.svg(icon);
    if (svg === null) throw new ApiException(404, 'NOT_FOUND', `No icon named ${JSON.stringify(icon)}`);
    return { svg };
  }
}
