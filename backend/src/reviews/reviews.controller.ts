import { Body, Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  reviewRequestSchema,
  type DueResponse,
  type ReviewRequest,
  type ReviewResponse,
  type ReviewStats,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { MapIdPipe } from '../common/mapId.pipe';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { ReviewsService } from './reviews.service';

/** The caller's spaced-repetition reviews of a map's nodes (issue #13); read access is enough. */
@ApiTags('reviews')
@Controller('maps/:id/reviews')
@UseGuards(AuthGuard)
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Post()
  @HttpCode(200)
  @ApiZodBody(reviewRequestSchema)
  grade(
    @CurrentUser() user: UserRecord,
    @Param('id', MapIdPipe) id: string,
    @Body(new ZodValidationPipe(reviewRequestSchema)) body: ReviewRequest,
  ): Promise<ReviewResponse> {
    return this.reviews.grade(user, id, body.nodeId, body.rating, {
      id: body.id,
      reviewedAt: body.reviewedAt,
    });
  }

  @Delete('last')
  undoLast(@CurrentUser() user: UserRecord, @Param('id', MapIdPipe) id: string): Promise<ReviewResponse> {
    return this.reviews.undoLast(user, id);
  }

  @Get('due')
  due(@CurrentUser() user: UserRecord, @Param('id', MapIdPipe) id: string): Promise<DueResponse> {
    return this.reviews.due(user, id);
  }

  @Get('stats')
  stats(@CurrentUser() user: UserRecord, @Param('id', MapIdPipe) id: string): Promise<ReviewStats> {
    return this.reviews.stats(user, id);
  }
}
