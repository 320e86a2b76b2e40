import { autorun, isObservable } from 'mobx';
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import {
  createTransaction,
  updateNodeOps,
  type DueCard,
  type ReviewCard,
  type ReviewCardState,
  type ReviewRating,
} from '@mapa/model';
import { ApiError } from '../../api';
import { DocumentStore } from '../../stores/DocumentStore';
import { sampleDocument } from '../../testing/sampleDocument';
import { StudyStore, type StudyApi } from './StudyStore';
import { IndexedDbGradeStorage } from './gradeQueue';
import { IDBFactory } from 'fake-indexeddb';

const toApi = (card: Card): ReviewCard => ({
  due: card.due.toISOString(),
  stability: card.stability,
  difficulty: card.difficulty,
  state: card.state as ReviewCardState,
  reps: card.reps,
  lapses: card.lapses,
  lastReview: card.last_review?.toISOString() ?? null,
  learningSteps: card.learning_steps,
  scheduledDays: card.scheduled_days,
});

/**
 * A stand-in for the reviews routes behind the network boundary, scheduling with ts-fsrs as the server does, at
 * a clock the test moves; `failNext` makes the next grade fail as a dropped connection does.
 */
function reviewsServer(clock: { now: number }) {
  const scheduler = fsrs();
  const cards = new Map<string, Card>();
  const log: { nodeId: string; previous: Card | null }[] = [];
  const server = {
    failNext: false,
    /** Every grade fails as with no connection. */
    offline: false,
    /** The next grade is stored but its answer is lost on the way back. */
    loseNextAnswer: false,
    grades: [] as [string, ReviewRating][],
  };
  const keys = new Set<string>();
  const api: StudyApi = {
    due: async () => {
      const list: DueCard[] = ['a', 'b', 'c'].map((nodeId) => {
        const card = cards.get(nodeId);
        return card
          ? { nodeId, due: card.due.toISOString(), state: card.state as ReviewCardState, card: toApi(card) }
          : { nodeId, due: null, state: 0, card: null };
      });
      return { cards: list, dueCount: 0, newCount: 0 };
    },
    grade: async (_map, nodeId, rating, sent) => {
      if (server.failNext || server.offline) {
        server.failNext = false;
        throw new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
      }
      const previous = cards.get(nodeId) ?? null;
      // As the server: a key already stored answers the card as it is; a grade counts as given at reviewedAt.
      if (sent && keys.has(sent.id)) return { nodeId, card: toApi(previous!) };
      if (sent) keys.add(sent.id);
      const now = new Date(sent?.reviewedAt ? Math.min(Date.parse(sent.reviewedAt), clock.now) : clock.now);
      const card = scheduler.next(previous ?? createEmptyCard(now), now, rating as Grade).card;
      cards.set(nodeId, card);
      log.push({ nodeId, previous });
      server.grades.push([nodeId, rating]);
      if (server.loseNextAnswer) {
        server.loseNextAnswer = false;
        throw new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
      }
      return { nodeId, card: toApi(card) };
    },
    undoLast: async () => {
      const last = log.pop()!;
      if (last.previous) cards.set(last.nodeId, last.previous);
      else cards.delete(last.nodeId);
      return { nodeId: last.nodeId, card: toApi(last.previous ?? createEmptyCard(new Date(clock.now))) };
    },
  };
  return { api, server, cards };
}

describe('a study session', () => {
  const setUp = () => {
    const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
    const { api, server, cards } = reviewsServer(clock);
    const doc = new DocumentStore(sampleDocument(), { title: 'Map' });
    const storage = new IndexedDbGradeStorage(new IDBFactory());
    let n = 0;
    const newStudy = () =>
      new StudyStore(
        api,
        'm1',
        doc,
        () => clock.now,
        storage,
        () => `grade-${++n}`,
      );
    const study = newStudy();
    return { clock, server, doc, study, cards, storage, newStudy, api };
  };

  it('walks the new cards in map order, advancing only once the server stored each grade', async () => {
    const { study, server } = setUp();
    await study.load();
    expect(study.count).toBe(3);
    expect(study.currentId).toBe('a');
    study.reveal();
    await study.grade(3);
    expect(server.grades).toEqual([['a', 3]]);
    expect(study).toMatchObject({ currentId: 'b', revealed: false, count: 2 });
    await study.grade(4);
    await study.grade(3);
    // 'a' (Good: 10 min) is a learning card within the learn-ahead limit: it comes back instead of the end.
    expect(study.currentId).toBe('a');
    expect(study.count).toBe(0);
  });

  it('holds the due list by reference, so a re-count reads plain cards yet follows every replaced list', async () => {
    const { study, doc } = setUp();
    await study.load();
    // Deep observable cards made a 100,000-card re-count subscribe to each card (a long task every 15 s).
    expect(isObservable(study.cards)).toBe(false);
    expect(study.cards.some((c) => isObservable(c))).toBe(false);
    const stopStudy = study.start();
    const counts: number[] = [];
    const stop = autorun(() => counts.push(study.count));
    await study.grade(3);
    doc.apply(createTransaction('node.updated', updateNodeOps(doc.state, 'b', { data: { label: ' ' } })));
    stop();
    stopStudy();
    expect(counts).toEqual([3, 2, 1]);
  });

  it('queues grades made offline, shows the next card at once, and sends them in order once back online', async () => {
    const { study, server, cards, clock, storage } = setUp();
    await study.load();
    server.offline = true;
    const given = clock.now;
    await study.grade(1);
    expect(study).toMatchObject({ currentId: 'b', error: null, graded: ['a'] });
    expect(study.queued.map((g) => [g.nodeId, g.rating])).toEqual([['a', 1]]);
    clock.now += 60_000;
    // Grades wait behind the queue, in order, even once the connection is back.
    await study.grade(3);
    expect(study.queued.map((g) => g.nodeId)).toEqual(['a', 'b']);
    expect(await storage.load('m1')).toHaveLength(2);
    const local = study.cards.find((c) => c.nodeId === 'a')!.card;
    clock.now += 3_600_000;
    server.offline = false;
    await study.flush();
    expect(server.grades).toEqual([
      ['a', 1],
      ['b', 3],
    ]);
    expect(study.queued).toEqual([]);
    expect(await storage.load('m1')).toEqual([]);
    // Scheduled when given, not when sent: the server's card is the one worked out offline.
    expect(toApi(cards.get('a')!)).toEqual(local);
    expect(cards.get('a')!.last_review!.getTime()).toBe(given);
  });

  it('a flush asked for while one is failing (back online mid-send) goes again at once, not at the next tick', async () => {
    const { study, server, api } = setUp();
    await study.load();
    server.offline = true;
    await study.grade(1);
    expect(study.queued).toHaveLength(1);
    // The send in flight fails as offline; the connection comes back (its 'online' flush) before it answered.
    const grade = api.grade;
    let failing!: () => void;
    api.grade = (...args) =>
      new Promise((resolve, reject) => {
        failing = () => {
          api.grade = grade;
          server.offline = false;
          reject(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'));
        };
        void resolve;
        void args;
      });
    const first = study.flush();
    const online = study.flush();
    failing();
    await Promise.all([first, online]);
    expect(server.grades).toEqual([['a', 1]]);
    expect(study.queued).toEqual([]);
  });

  it('loads once when asked twice at once, and a refresh that cannot reach the server keeps the cards shown', async () => {
    const { study, server, api } = setUp();
    const due = api.due;
    let calls = 0;
    api.due = async (mapId) => {
      calls += 1;
      if (server.offline) throw new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
      return due(mapId);
    };
    await Promise.all([study.load(), study.load()]);
    expect(calls).toBe(1);
    expect(study.currentId).toBe('a');
    server.offline = true;
    await study.load();
    expect(study.error).toBeNull();
    expect(study.currentId).toBe('a');
  });

  it('a refresh keeps the card on screen and its revealed answer; a card graded elsewhere meanwhile gives way', async () => {
    const { study, server, cards, api } = setUp();
    await study.load();
    expect(study.currentId).toBe('a');
    study.reveal();
    // Entering the study view loads again: the answer the user just revealed stays.
    await study.load();
    expect(study.currentId).toBe('a');
    expect(study.revealed).toBe(true);
    // Graded on another device (now due in days): the refresh moves on to the next card, unrevealed.
    await api.grade('m1', 'a', 4);
    expect(server.grades).toEqual([['a', 4]]);
    expect(cards.get('a')!.due.getTime()).toBeGreaterThan(Date.parse('2026-11-25T10:00:00Z'));
    await study.load();
    expect(study.currentId).toBe('b');
    expect(study.revealed).toBe(false);
  });

  it('a due list that crosses grades given meanwhile (stored, or queued offline) keeps them, not new again', async () => {
    const { study, server, api } = setUp();
    await study.load();
    // Entering the study view asks for the list again; its answer, as the server had it then, comes late.
    const due = api.due;
    let answer!: () => void;
    const asked = new Promise<void>((resolve) => {
      api.due = (mapId) => {
        const then = due(mapId);
        resolve();
        return new Promise((r) => (answer = () => r(then)));
      };
    });
    const refresh = study.load();
    await asked;
    await study.grade(3);
    server.offline = true;
    await study.grade(1);
    expect(study).toMatchObject({ currentId: 'c', count: 1 });
    expect(study.queued.map((g) => g.nodeId)).toEqual(['b']);
    answer();
    await refresh;
    // 'a' stored (Good), 'b' queued (Again): neither is new again; only 'c' is to study now.
    expect(study).toMatchObject({ currentId: 'c', count: 1 });
    expect(study.cards.map((c) => [c.nodeId, c.state])).toEqual([
      ['a', 1],
      ['b', 1],
      ['c', 0],
    ]);
    // After 'c', the learning card due first comes back ('b', Again: 1 min), not 'a' as a new card.
    await study.grade(3);
    expect(study.currentId).toBe('b');
  });

  it('sends a grade whose answer was lost again under its key, stored once', async () => {
    const { study, server } = setUp();
    await study.load();
    server.loseNextAnswer = true;
    await study.grade(3);
    expect(study.queued).toHaveLength(1);
    await study.flush();
    expect(server.grades).toEqual([['a', 3]]);
    expect(study.queued).toEqual([]);
  });

  it('sends on the next visit the grades a closed page had queued', async () => {
    const { study, server, newStudy } = setUp();
    await study.load();
    server.offline = true;
    await study.grade(4);
    server.offline = false;
    const next = newStudy();
    await next.load();
    expect(server.grades).toEqual([['a', 4]]);
    expect(next.queued).toEqual([]);
    expect(next.currentId).toBe('b');
  });

  it('takes a queued grade back with undo before it is sent', async () => {
    const { study, server } = setUp();
    await study.load();
    server.offline = true;
    await study.grade(2);
    await study.undo();
    expect(study).toMatchObject({ currentId: 'a', graded: [], queued: [] });
    expect(study.currentCard).toBeNull();
    server.offline = false;
    await study.flush();
    expect(server.grades).toEqual([]);
  });

  it('shows a refusal as an error and does not queue it', async () => {
    const { study, api } = setUp();
    await study.load();
    api.grade = async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'nodeId: no node "a" with a title in this map');
    };
    await study.grade(3);
    expect(study).toMatchObject({ currentId: 'a', queued: [] });
    expect(study.error?.message).toMatch(/^nodeId: /);
  });

  it('undoes the last grade of the session: the card shows again, unrevealed, and is new again', async () => {
    const { study } = setUp();
    await study.load();
    await study.grade(3);
    await study.grade(2);
    await study.undo();
    expect(study).toMatchObject({ currentId: 'b', revealed: false, graded: ['a'] });
    expect(study.currentCard).toBeNull();
    await study.undo();
    expect(study.currentId).toBe('a');
    await study.undo();
    expect(study.graded).toEqual([]);
  });

  it('shows the undone card again even when another card is due before it', async () => {
    const { study, clock } = setUp();
    await study.load();
    await study.grade(4);
    clock.now += 30 * 86_400_000;
    study.tick();
    await study.grade(3);
    expect(study.currentId).toBe('a');
    await study.undo();
    expect(study.currentId).toBe('b');
  });

  it('skips a node whose title was cleared since the list was loaded', async () => {
    const { study, doc } = setUp();
    await study.load();
    doc.apply(createTransaction('node.updated', updateNodeOps(doc.state, 'b', { data: { label: ' ' } })));
    await study.grade(3);
    expect(study.currentId).toBe('c');
  });

  it('ends the session when nothing is due soon, then a card falling due comes back with the clock', async () => {
    const { study, clock } = setUp();
    await study.load();
    for (let i = 0; i < 3; i++) await study.grade(4);
    expect(study.currentId).toBeNull();
    expect(study.nextDue).not.toBeNull();
    clock.now = study.nextDue!;
    study.tick();
    expect(study.currentId).toBe('a');
  });
});
