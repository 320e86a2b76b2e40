import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { createMapRequestSchema, type CreateMapResponse, type MapInfo } from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { MapIdPipe } from '../common/mapId.pipe';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapsService } from './maps.service';

/** Creating, describing and deleting maps (duplicating: `mapDuplicate.controller.ts`). */
@ApiTags('maps')
@Controller('maps')
export class MapsController {
  constructor(private readonly maps: MapsService) {}

  @Post()
  @UseGuards(AuthGuard)
  @ApiZodBody(createMapRequestSchema)
  create(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(createMapRequestSchema)) body: z.output<typeof createMapRequestSchema>,
  ): Promise<CreateMapResponse> {
    return this.maps.create(user, body);
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
