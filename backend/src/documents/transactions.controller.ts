import { Body, Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  mapIdField,
  saveTransactionsRequestSchema,
  transactionsQuerySchema,
  type SaveTransactionsResponse,
  type RevisionEvent,
  type TransactionsResponse,
} from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { ApiException } from '../common/apiException';
import { rawBody } from '../common/bodyParsers';
import { ClientLeft } from '../common/clientLeft';
import { TransactionsService } from './transactions.service';
import { MapEventBus } from '../bus/mapEventBus';
import { RateLimit } from '../rateLimit/rateLimit.interceptor';
import { PresenceService } from '../presence/presence.service';
import { presenceEventText } from '../presence/presenceEvents';
import { EventStreamSlots } from './eventStreamSlots';

/** How often an idle event stream sends a comment, so proxies keep it open. */
const HEARTBEAT_MS = 25_000;

/**
 * Saves as transactions, the transactions a client missed, and pushes of new revisions (server-sent events).
 * Named `SyncController` as it was when it lived in `sync/`: the OpenAPI document's operation ids carry the name.
 */
@ApiTags('documents')
@Controller('documents')
export class SyncController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly events: MapEventBus,
    private readonly access: MapAccessService,
    private readonly presence: PresenceService,
    private readonly streamSlots: EventStreamSlots,
  ) {}

  /** The body arrives raw (`bodyParsers.ts`): it is parsed and validated off the event loop when big. */
  @Post('transactions')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @RateLimit('saves')
  @ApiZodBody(saveTransactionsRequestSchema)
  async save(
    @CurrentUser() user: UserRecord,
    @Body() body: unknown,
    @ClientLeft() left: AbortSignal,
  ): Promise<SaveTransactionsResponse> {
    const saved = await this.transactions.save(user, rawBody(body), left);
    return { success: true, ...saved };
  }

  /** The reply is spliced from the logged JSON as text (big transactions are never parsed on the event loop). */
  @Get('transactions')
  @UseGuards(OptionalAuthGuard)
  async pull(
    @CurrentUser() user: UserRecord | undefined,
    @Query(new ZodValidationPipe(transactionsQuerySchema)) query: z.output<typeof transactionsQuerySchema>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<TransactionsResponse | string> {
    const pulled = await this.transactions.pull(user, query.id, query.since);
    if (typeof pulled === 'string') res.type('application/json');
    return pulled;
  }

  /**
   * `event: revision` with `{revision, lastModified}` whenever the map's revision moves; for a signed-in caller
   * also presence: `presence-hello` (its session), `presence` (an entry) and `presence-left`, several at a time in
   * one write when presence changes are batched. Visitors of a public map neither appear nor see who is there.
   * Open streams are capped per user (per address for visitors): past it, 429 `TOO_MANY_EVENT_STREAMS`.
   */
  @Get('events')
  @UseGuards(OptionalAuthGuard)
  async stream(
    @CurrentUser() user: UserRecord | undefined,
    @Query('id') rawId: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const id = mapIdField.safeParse(rawId);
    if (!id.success) throw new ApiException(400, 'VALIDATION_FAILED', 'id: Invalid map id', 'id');
    const { map, role } = await this.access.require(id.data, user, 'read');
    const release = this.streamSlots.take(user, req.ip);
    res.on('close', release);
    // A client that hung up while access was checked has had its 'close' already: nothing to stream to.
    if (req.socket.destroyed) return release();
    res.status(200).set({
      'content-type': 'text/event-stream',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.flushHeaders();
    res.write('retry: 3000\n\n');
    const send = (event: RevisionEvent) => res.write(`event: revision\ndata: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = this.events.subscribe(map.id, send);
    // Every stream starts with the stored revision: the browser reconnects by itself after a network loss or a
    // process restart, and a client that missed revisions meanwhile pulls at once instead of at its next poll.
    send({ revision: map.revision, lastModified: map.last_modified });
    const leave = user
      ? this.presence.join(map.id, user, role, (events) => res.write(presenceEventText(events)))
      : null;
    // A reader removed from the map (or a stranger once it turns private) must stop hearing about it: access is
    // checked again whenever it changes (in any process, through the bus), and on every heartbeat.
    const recheck = () => {
      this.access.require(map.id, user, 'read').catch(() => res.end());
    };
    const unwatch = this.events.onAccessChange(map.id, recheck);
    // The bus may have missed revisions of other processes (its connection dropped): the stream is sent the
    // map's stored revision, and a client behind it pulls.
    const unresync = this.events.onResync(() => {
      this.access
        .require(map.id, user, 'read')
        .then(({ map: now }) => send({ revision: now.revision, lastModified: now.last_modified }))
        .catch(() => res.end());
    });
    const heartbeat = setInterval(() => {
      res.write(': ping\n\n');
      recheck();
    }, HEARTBEAT_MS);
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      unwatch();
      unresync();
      leave?.();
    });
  }
}
