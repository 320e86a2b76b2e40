import { Body, Controller, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { mapIdField, presenceUpdateSchema, type PresenceUpdate } from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { ApiException } from '../common/apiException';
import { TooManyRequestsException } from '../common/tooManyRequests.exception';
import { CachedAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { PresenceAccess } from './presenceAccess';
import { PresenceService, presenceUserKey } from './presence.service';
import { PresenceRateLimit } from './presenceRateLimit';

const presenceQuerySchema = z.object({ id: mapIdField });

/**
 * `POST /api/documents/presence?id=`: the caller's selection and pointer, shown to the others on the map. Posted
 * ten times a second by every editor, so its session and role come from short-lived memory
 * ({@link CachedAuthGuard}, {@link PresenceAccess}): no database query while they are fresh.
 */
@ApiTags('documents')
@Controller('documents')
export class PresenceController {
  private readonly limit = new PresenceRateLimit();
  private lastPrune = 0;

  constructor(
    private readonly presence: PresenceService,
    private readonly access: PresenceAccess,
  ) {}

  @Post('presence')
  @HttpCode(204)
  @UseGuards(CachedAuthGuard)
  @ApiZodBody(presenceUpdateSchema)
  async update(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(presenceQuerySchema)) query: z.output<typeof presenceQuerySchema>,
    @Body(new ZodValidationPipe(presenceUpdateSchema)) body: PresenceUpdate,
  ): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune > 60_000) {
      this.lastPrune = now;
      this.limit.prune(now);
    }
    if (!this.limit.take(presenceUserKey(user.id), now)) {
      throw new TooManyRequestsException(
        'TOO_MANY_REQUESTS',
        'Too many presence updates; send at most 10 a second',
        1,
      );
    }
    const role = await this.access.role(query.id, user);
    if (role === 'reader' && body.pointer !== null && body.presenting !== true) {
      throw new ApiException(
        403,
        'FORBIDDEN',
        'pointer: readers send a pointer only while presenting',
        'pointer',
      );
    }
    this.presence.update(query.id, user, body);
  }
}
