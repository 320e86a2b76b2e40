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
  const server = { failNext: false, grades: [] as [string, ReviewRating][] };
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
    grade: async (_map, nodeId, rating) => {
      if (server.failNext) {
        server.failNext = false;
        throw new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch');
      }
      const previous = cards.get(nodeId) ?? null;
      const now = new Date(clock.now);
      const card = scheduler.next(previous ?? createEmptyCard(now), now, rating as Grade).card;
      cards.set(nodeId, card);
      log.push({ nodeId, previous });
      server.grades.push([nodeId, rating]);
      return { nodeId, card: toApi(card) };
    },
    undoLast: async () => {
      const last = log.pop()!;
      if (last.previous) cards.set(last.nodeId, last.previous);
      else cards.delete(last.nodeId);
      return { nodeId: last.nodeId, card: toApi(last.previous ?? createEmptyCard(new Date(clock.now))) };
    },
  };
  return { api, server };
}

describe('a study session', () => {
  const setUp = () => {
    const clock = { now: Date.parse('2026-11-24T10:00:00Z') };
    const { api, server } = reviewsServer(clock);
    const doc = new DocumentStore(sampleDocument(), { title: 'Map' });
    const study = new StudyStore(api, 'm1', doc, () => clock.now);
    return { clock, server, doc, study };
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

  it('keeps the card and says why when a grade does not reach the server', async () => {
    const { study, server } = setUp();
    await study.load();
    study.reveal();
    server.failNext = true;
    await study.grade(1);
    expect(study.currentId).toBe('a');
    expect((study.error as ApiError).isNetworkError).toBe(true);
    expect(study.graded).toEqual([]);
    await study.grade(1);
    expect(study.error).toBeNull();
    expect(study.currentId).toBe('b');
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
