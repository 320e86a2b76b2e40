import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { duplicateMapRequestSchema, type CreateMapResponse } from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { MapIdPipe } from '../common/mapId.pipe';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapDuplicateService } from './mapDuplicate.service';

/** Duplicating a map: a copy of its current document (read through `../sync`), images and preview. */
@ApiTags('maps')
@Controller('maps')
export class MapDuplicateController {
  constructor(private readonly duplicates: MapDuplicateService) {}

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
}
