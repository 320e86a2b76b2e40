import { Body, Controller, Get, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { aiMapQuerySchema, completeTextRequestSchema, type Suggestion } from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { AiConfiguredGuard } from './aiConfigured.guard';
import { CompletionService } from './completion.service';

type MapQuery = z.output<typeof aiMapQuerySchema>;

/** Streamed text completion and suggestions (spec §7.5, §3.8); owners and editors only. */
@ApiTags('ai')
@Controller('ai')
@UseGuards(AiConfiguredGuard, AuthGuard)
export class AiController {
  constructor(private readonly completion: CompletionService) {}

  /**
   * The completion as `text/plain` UTF-8, each piece written and flushed as the model produces it. Errors before
   * the first piece answer as usual (JSON with a code); a stream that fails later is cut off, so the client sees
   * an incomplete response rather than a silently short text.
   */
  @Post('completeText')
  @ApiZodBody(completeTextRequestSchema)
  async completeText(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(aiMapQuerySchema)) query: MapQuery,
    @Body(new ZodValidationPipe(completeTextRequestSchema)) body: z.output<typeof completeTextRequestSchema>,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const hangUp = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) hangUp.abort();
    });
    const pieces = this.completion.complete(user, query.id, body, hangUp.signal);
    try {
      for await (const piece of pieces) {
        if (!res.headersSent) {
          res.status(200).set({
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
            // Reverse proxies (nginx) would otherwise buffer the stream.
            'x-accel-buffering': 'no',
          });
          req.socket.setNoDelay(true);
          res.flushHeaders();
        }
        res.write(piece);
      }
    } catch (error) {
      if (!res.headersSent) throw error;
      res.destroy();
      return;
    }
    if (!res.headersSent) res.status(200).type('text/plain; charset=utf-8');
    res.end();
  }

  @Get('suggestions')
  suggestions(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(aiMapQuerySchema)) query: MapQuery,
  ): Promise<Suggestion> {
    return this.completion.suggestions(user, query.id);
  }
}
