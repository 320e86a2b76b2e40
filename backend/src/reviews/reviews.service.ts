import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { createEmptyCard, type Card } from 'ts-fsrs';
import type { MapState } from '@mapa/model';
import type { DueCard, DueResponse, ReviewRating, ReviewResponse, ReviewStats } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import type { MapRow } from '../database/database.types';
import { MapStateReader } from '../sync/mapStateReader';
import { cardFromJson, cardToJson, gradeCard, reviewCard } from './fsrsCard';
import { ReviewsRepository, type ReviewCardRow } from './reviews.repository';
import { reviewStats } from './reviewStats';

/** Tries of a grade that the store refused because another grade of the card came first. */
const GRADE_ATTEMPTS = 5;

/** The node ids that are cards: every node with a title, in map order. */
function cardNodeIds(state: MapState): string[] {
  return state.nodesOrder().filter((id) => (state.getNode(id)?.data.label ?? '').trim() !== '');
}

/**
 * When a grade counts as given: the client's `reviewedAt` (a grade queued offline), but never in the future (a
 * clock ahead of the server's) nor before the card's last review (a grade made meanwhile on another device); now
 * without it.
 */
function gradedAt(reviewedAt: string | undefined, previous: Card | null): Date {
  const now = Date.now();
  if (!reviewedAt) return new Date(now);
  const last = previous?.last_review?.getTime() ?? -Infinity;
  return new Date(Math.max(Math.min(Date.parse(reviewedAt), now), last));
}

/**
 * Spaced repetition of a map's nodes (issue #13) with FSRS-6 through ts-fsrs. The state is personal: kept per
 * user and node in the database, never in the shared document, so anyone who can read a map can study it.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly access: MapAccessService,
    private readonly reader: MapStateReader,
    private readonly repo: ReviewsRepository,
  ) {}

  /**
   * Grades the caller's card of `nodeId`. With `id` (a grade queued offline), a grade already stored under it is
   * not stored again: the card as it is now is answered. With `reviewedAt` the card is scheduled at that time (not
   * before its last review, never in the future), as it would have been had the grade arrived then.
   */
  async grade(
    user: UserRecord,
    mapId: string,
    nodeId: string,
    rating: ReviewRating,
    sent: { id?: string; reviewedAt?: string } = {},
  ): Promise<ReviewResponse> {
    const { map } = await this.access.require(mapId, user, 'read');
    const state = await this.reader.currentState(map);
    if (!cardNodeIds(state).includes(nodeId))
      throw new ApiException(
        400,
        'VALIDATION_FAILED',
        `nodeId: no node "${nodeId}" with a title in this map`,
        'nodeId',
      );
    // A grade of the card stored meanwhile (another device, or this one sent twice at once) makes the store
    // refuse ours: it is graded again, on top of that one.
    for (let attempt = 1; attempt <= GRADE_ATTEMPTS; attempt++) {
      const graded = await this.gradeOnce(user.id, map.id, nodeId, rating, sent);
      if (graded) return graded;
    }
    throw new ApiException(
      409,
      'CONFLICT_DETECTED',
      `nodeId: the card of "${nodeId}" is being graded elsewhere at the same time; grade it again`,
      'nodeId',
    );
  }

  private async gradeOnce(
    userId: string,
    mapId: string,
    nodeId: string,
    rating: ReviewRating,
    sent: { id?: string; reviewedAt?: string },
  ): Promise<ReviewResponse | null> {
    if (sent.id) {
      const done = await this.repo.findLog(sent.id);
      if (done && (done.user_id !== userId || done.map_id !== mapId || done.node_id !== nodeId))
        throw new ApiException(400, 'VALIDATION_FAILED', `id: "${sent.id}" is already another grade's`, 'id');
      if (done) {
        const current = await this.repo.findCard(userId, mapId, nodeId);
        return { nodeId, card: reviewCard(cardFromJson(current!.card)) };
      }
    }
    // The card is read in the transaction that replaces it, so a grade made meanwhile is never overwritten.
    const card = await this.repo.saveGrade({ user_id: userId, map_id: mapId, node_id: nodeId }, (stored) => {
      const previous = stored ? cardFromJson(stored.card) : null;
      const now = gradedAt(sent.reviewedAt, previous);
      const graded = gradeCard(previous, rating, now);
      return {
        card: {
          user_id: userId,
          map_id: mapId,
          node_id: nodeId,
          due: graded.due.toISOString(),
          state: graded.state,
          card: cardToJson(graded),
        },
        log: {
          id: sent.id ?? randomUUID(),
          user_id: userId,
          map_id: mapId,
          node_id: nodeId,
          rating,
          state: previous?.state ?? 0,
          reviewed_at: now.toISOString(),
          previous_card: stored?.card ?? null,
        },
      };
    });
    return card && { nodeId, card: reviewCard(cardFromJson(card.card)) };
  }

  /** Undoes the caller's newest grade on the map: the card is as it was before it (404 with none). */
  async undoLast(user: UserRecord, mapId: string): Promise<ReviewResponse & { removed: boolean }> {
    const { map } = await this.access.require(mapId, user, 'read');
    const log = await this.repo.lastLog(user.id, map.id);
    if (!log) throw new ApiException(404, 'NOT_FOUND', 'No grade to undo');
    const previous = log.previous_card ? cardFromJson(log.previous_card) : null;
    await this.repo.undoGrade(
      log,
      previous && {
        user_id: user.id,
        map_id: map.id,
        node_id: log.node_id,
        due: previous.due.toISOString(),
        state: previous.state,
        card: log.previous_card!,
      },
    );
    // A card that was new before the grade is new again, due when it was graded.
    const card: Card = previous ?? createEmptyCard<Card>(new Date(log.reviewed_at));
    return { nodeId: log.node_id, card: reviewCard(card), removed: !previous };
  }

  async due(user: UserRecord, mapId: string): Promise<DueResponse> {
    const { state, cards } = await this.load(user, mapId);
    const now = new Date().toISOString();
    const due: DueCard[] = [];
    const fresh: DueCard[] = [];
    const later: DueCard[] = [];
    for (const nodeId of cardNodeIds(state)) {
      const row = cards.get(nodeId);
      if (!row) fresh.push({ nodeId, due: null, state: 0, card: null });
      else {
        const card = reviewCard(cardFromJson(row.card));
        (row.due <= now ? due : later).push({ nodeId, due: row.due, state: card.state, card });
      }
    }
    const byDue = (a: DueCard, b: DueCard) => (a.due! < b.due! ? -1 : a.due! > b.due! ? 1 : 0);
    due.sort(byDue);
    later.sort(byDue);
    return { cards: [...due, ...fresh, ...later], dueCount: due.length, newCount: fresh.length };
  }

  async stats(user: UserRecord, mapId: string): Promise<ReviewStats> {
    const { map, state, cards } = await this.load(user, mapId);
    const now = new Date();
    const live = cardNodeIds(state)
      .map((id) => cards.get(id))
      .filter((row): row is ReviewCardRow => !!row);
    const since = new Date(now.getTime() - 90 * 86_400_000).toISOString().slice(0, 10);
    return reviewStats(now, {
      recent: await this.repo.logsSince(user.id, map.id, since),
      all: await this.repo.allLogs(user.id, map.id),
      dues: live.map((row) => row.due),
    });
  }

  private async load(
    user: UserRecord,
    mapId: string,
  ): Promise<{ map: MapRow; state: MapState; cards: Map<string, ReviewCardRow> }> {
    const { map } = await this.access.require(mapId, user, 'read');
    const state = await this.reader.currentState(map);
    const rows = await this.repo.listCards(user.id, map.id);
    return { map, state, cards: new Map(rows.map((row) => [row.node_id, row])) };
  }
}
