import type { ReviewCard, ReviewRating, ReviewResponse } from '@mapa/model';
import { ApiError } from '../../api';
import { MapRecordStore } from '../../sync/mapRecordStore';

/** A grade given while the server could not be reached, waiting to be sent (issue 13: queued like any save). */
export interface QueuedGrade {
  /** The server's idempotency key: a grade whose answer was lost and is sent again is stored once. */
  id: string;
  nodeId: string;
  rating: ReviewRating;
  /** When it was given: the server schedules the card as of then, so it comes out as if graded online. */
  reviewedAt: string;
  /** The card before this grade, so Ctrl+Z can take a grade back before it was sent. */
  previous: ReviewCard | null;
}

/** Where queued grades wait, per map, so they survive a reload or a closed tab until the next visit. */
export interface GradeQueueStorage {
  load(mapId: string): Promise<QueuedGrade[]>;
  /** Replaces the map's queue; an empty one deletes it. */
  save(mapId: string, grades: readonly QueuedGrade[]): Promise<void>;
}

/**
 * True when a grade did not reach the server and should wait: no connection, or a server busy or failing (it
 * stored nothing, or stored it under the key it will recognise). A refusal (4xx) is an answer: sent again it would
 * be refused again.
 */
export function shouldQueue(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.isNetworkError || error.status === 429 || error.status >= 500;
}

/** What one attempt at the queue came to. */
export interface FlushResult {
  /** The server's answers to the grades it stored, in order. */
  sent: ReviewResponse[];
  /** Grades the server refused (their node lost its title or was deleted meanwhile): dropped. */
  refused: QueuedGrade[];
  /** Grades still waiting (the connection failed again), in order. */
  left: QueuedGrade[];
}

/**
 * Sends `grades` oldest first, one at a time (each card's schedule depends on the one before), stopping at the
 * first that cannot get through; the caller keeps `left` and saves it.
 */
export async function sendQueuedGrades(
  grades: readonly QueuedGrade[],
  send: (grade: QueuedGrade) => Promise<ReviewResponse>,
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], refused: [], left: [] };
  for (let i = 0; i < grades.length; i++) {
    try {
      result.sent.push(await send(grades[i]));
    } catch (error) {
      if (!shouldQueue(error)) {
        result.refused.push(grades[i]);
        continue;
      }
      result.left = grades.slice(i);
      break;
    }
  }
  return result;
}

/**
 * Queued grades in IndexedDB (database `mapa-reviews`, store `queuedGrades`, key map id): a database of its own,
 * so the save queue's (`mapa`, see `sync/pendingStorage.ts`) keeps its version.
 */
export class IndexedDbGradeStorage implements GradeQueueStorage {
  private readonly records: MapRecordStore<{ mapId: string; grades: QueuedGrade[] }>;

  constructor(factory: IDBFactory = indexedDB) {
    this.records = new MapRecordStore('mapa-reviews', 'queuedGrades', factory);
  }

  async load(mapId: string): Promise<QueuedGrade[]> {
    return (await this.records.get(mapId))?.grades ?? [];
  }

  save(mapId: string, grades: readonly QueuedGrade[]): Promise<void> {
    if (grades.length === 0) return this.records.delete(mapId);
    return this.records.put({ mapId, grades: [...grades] });
  }
}
