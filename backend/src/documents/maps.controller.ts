import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  createMapRequestSchema,
  duplicateMapRequestSchema,
  type CreateMapResponse,
  type MapInfo,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { MapIdPipe } from '../common/mapId.pipe';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapsService } from './maps.service';
import { MapDuplicateService } from './mapDuplicate.service';

/** Creating, duplicating, describing and deleting maps. */
@ApiTags('maps')
@Controller('maps')
export class MapsController {
  constructor(
    private readonly maps: MapsService,
    private readonly duplicates: MapDuplicateService,
  ) {}

  @Post()
  @UseGuards(AuthGuard)
  @ApiZodBody(createMapRequestSchema)
  create(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(createMapRequestSchema)) body: z.output<typeof createMapRequestSchema>,
  ): Promise<CreateMapResponse> {
    return this.maps.create(user, body);
  }

  /** Copies a map the caller can read into a new map of theirs ('Copy of {name}' unless a title is given). */
  @Post(':id/duplicate')
  @UseGuards(AuthGuard)
  @ApiZodBody(duplicateMapRequestSchema)
  duplicate(
    @CurrentUser() user: UserRecord,
    @Param('id', MapIdPipe) id: string,
    @Body(new ZodValidationPipe(duplicateMapRequestSchema)) body: z.output<typeof duplicateMapRequestSchema>,
  ): Promise<CreateMapResponse> {
    return this.duplicates.duplicate(user, id, body.title);
  }

  @Get(':id')
  @UseGuards(OptionalAuthGuard)
  info(@CurrentUser() user: UserRecord | undefined, @Param('id', MapIdPipe) id: string): Promise<MapInfo> {
    return this.maps.info(user, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @UseGuards(AuthGuard)
  async delete(@CurrentUser() user: UserRecord, @Param('id', MapIdPipe) id: string): Promise<void> {
    await this.maps.delete(user, id);
  }
}
