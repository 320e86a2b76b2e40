import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import {
  documentMembersQuerySchema,
  updateTreeMetadataRequestSchema,
  type AvailableTrees,
  type DocumentMembers,
  type SuccessResponse,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapsService } from './maps.service';

/** The spec's metadata and sharing routes (spec §7.3), under their original paths. */
@ApiTags('maps')
@Controller()
@UseGuards(AuthGuard)
export class TreeMetadataController {
  constructor(private readonly maps: MapsService) {}

  @Post('s3/updateTreeMetadata')
  @HttpCode(200)
  @ApiZodBody(updateTreeMetadataRequestSchema)
  async update(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(updateTreeMetadataRequestSchema))
    body: z.output<typeof updateTreeMetadataRequestSchema>,
  ): Promise<SuccessResponse> {
    await this.maps.updateMetadata(user, body);
    return { success: true };
  }

  @Get('getDocumentMembers')
  members(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(documentMembersQuerySchema))
    query: z.output<typeof documentMembersQuerySchema>,
  ): Promise<DocumentMembers> {
    return this.maps.listMembers(user, query.id);
  }

  @Get('getAvailableTrees')
  availableTrees(@CurrentUser() user: UserRecord): Promise<AvailableTrees> {
    return this.maps.availableTrees(user);
  }
}
