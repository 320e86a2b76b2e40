import { Body, Controller, Get, HttpCode, Param, Put, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  mapFavoriteRequestSchema,
  mapTagsRequestSchema,
  mapTemplateRequestSchema,
  type SuccessResponse,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { MapIdPipe } from '../common/mapId.pipe';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapCardService } from './mapCard.service';

/** What a map card of the maps sidebar changes (favourite, tags, template flag) and the stored preview image it may show. */
@ApiTags('maps')
@Controller('maps')
export class MapCardController {
  constructor(private readonly cards: MapCardService) {}

  @Put(':id/favorite')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiZodBody(mapFavoriteRequestSchema)
  async favorite(
    @CurrentUser() user: UserRecord,
    @Param('id', MapIdPipe) id: string,
    @Body(new ZodValidationPipe(mapFavoriteRequestSchema)) body: z.output<typeof mapFavoriteRequestSchema>,
  ): Promise<SuccessResponse> {
    await this.cards.setFavorite(user, id, body.favorite);
    return { success: true };
  }

  @Put(':id/tags')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiZodBody(mapTagsRequestSchema)
  async tags(
    @CurrentUser() user: UserRecord,
    @Param('id', MapIdPipe) id: string,
    @Body(new ZodValidationPipe(mapTagsRequestSchema)) body: z.output<typeof mapTagsRequestSchema>,
  ): Promise<{ success: true; tags: string[] }> {
    return { success: true, tags: await this.cards.setTags(user, id, body.tags) };
  }

  /** Marks the map as one of the owner's templates, or not (owner only). */
  @Put(':id/template')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiZodBody(mapTemplateRequestSchema)
  async template(
    @CurrentUser() user: UserRecord,
    @Param('id', MapIdPipe) id: string,
    @Body(new ZodValidationPipe(mapTemplateRequestSchema)) body: z.output<typeof mapTemplateRequestSchema>,
  ): Promise<{ success: true; template: boolean }> {
    await this.cards.setTemplate(user, id, body.template);
    return { success: true, template: body.template };
  }

  /** The canvas preview uploaded by the editor (`preview.png`), for social previews; 404 until one exists. */
  @Get(':id/preview.png')
  @UseGuards(OptionalAuthGuard)
  async preview(
    @CurrentUser() user: UserRecord | undefined,
    @Param('id', MapIdPipe) id: string,
    @Res() res: Response,
  ): Promise<void> {
    const bytes = await this.cards.preview(user, id);
    res.status(200).type('image/png').set('cache-control', 'private, max-age=60').send(bytes);
  }
}
