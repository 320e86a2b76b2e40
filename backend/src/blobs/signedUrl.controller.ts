import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { signedUrlRequestSchema, type SignedUrlResponse } from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { SignedUrlService } from './signedUrl.service';

/** `POST /api/s3/getSignedUrl` (spec §7.1): public maps' resources are readable without a session. */
@ApiTags('blobs')
@Controller('s3')
export class SignedUrlController {
  constructor(private readonly signedUrls: SignedUrlService) {}

  @Post('getSignedUrl')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  @ApiZodBody(signedUrlRequestSchema)
  issue(
    @CurrentUser() user: UserRecord | undefined,
    @Body(new ZodValidationPipe(signedUrlRequestSchema)) body: z.output<typeof signedUrlRequestSchema>,
  ): Promise<SignedUrlResponse> {
    return this.signedUrls.issue(user, body);
  }
}
