import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import type { DueCard, ReviewCard, ReviewRating, ReviewResponse } from '@mapa/model';
import type { ReviewsApi } from '../../api';
import type { DocumentStore } from '../../stores/DocumentStore';
import { nextCardId, nextDueAt, studyCount, withCard } from './studyQueue';

/** Re-reads the clock this often, so a card coming due (a learning step) shows up in the count and queue. */
const CLOCK_MS = 15_000;

/** The reviews routes this store uses (the real API in the app, a server-backed one in tests). */
export type StudyApi = Pick<ReviewsApi, 'due' | 'grade' | 'undoLast'>;

/**
 * The caller's spaced-repetition session on one map (issue #13): the cards from the server's due list, the card
 * shown and whether its answer is revealed, and the grades given in this session (for undo). Every grade is the
 * server's: the card advances only once it answered, so what is shown is what is stored. Titles and ancestor paths
 * are read from the open document, so they follow edits and a removed node is skipped.
 */
export class StudyStore {
  cards: DueCard[] = [];
  loaded = false;
  /** Why the list or a grade failed (an ApiError), null when fine. */
  error: Error | null = null;
  currentId: string | null = null;
  revealed = false;
  /** A grade or undo is on its way: the buttons wait for it. */
  busy = false;
  /** Nodes graded in this session, newest last: Ctrl+Z takes the last one back. */
  graded: string[] = [];
  now = Date.now();
  /** Bumped on each document change, so titles and the queue follow it. */
  version = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly api: StudyApi,
    private readonly mapId: string,
    private readonly doc: DocumentStore,
    private readonly clock: () => number = Date.now,
  ) {
    makeObservable<StudyStore, 'setCards' | 'pick'>(this, {
      cards: observable,
      loaded: observable,
      error: observable,
      currentId: observable,
      revealed: observable,
      busy: observable,
      graded: observable,
      now: observable,
      version: observable,
      count: computed,
      nextDue: computed,
      reveal: action,
      setCards: action,
      tick: action,
      pick: action,
    });
  }

  /** Starts following the clock and the document; returns the stop function. */
  start(): () => void {
    this.timer = setInterval(() => this.tick(), CLOCK_MS);
    this.unsubscribe = this.doc.subscribe(() => runInAction(() => (this.version += 1)));
    return () => {
      if (this.timer) clearInterval(this.timer);
      this.unsubscribe?.();
      this.timer = null;
    };
  }

  /** Cards to study now: due and new ones (the view switch's badge). */
  get count(): number {
    void this.version;
    return studyCount(
      this.cards.filter((c) => this.isCard(c.nodeId)),
      this.now,
    );
  }

  /** When the next reviewed card falls due, once the session is over. */
  get nextDue(): number | null {
    return nextDueAt(this.cards, this.now);
  }

  /** The shown card's stored state (null: never reviewed). */
  get currentCard(): ReviewCard | null {
    return this.cards.find((c) => c.nodeId === this.currentId)?.card ?? null;
  }

  /** Loads the due list from the server and shows its first card. */
  async load(): Promise<void> {
    try {
      const response = await this.api.due(this.mapId);
      this.setCards(response.cards, null);
      runInAction(() => (this.loaded = true));
      this.pick();
    } catch (error) {
      runInAction(() => (this.error = error as Error));
    }
  }

  reveal(): void {
    if (this.currentId) this.revealed = true;
  }

  /** Grades the shown card; the next card shows once the server stored the grade. */
  async grade(rating: ReviewRating): Promise<void> {
    const nodeId = this.currentId;
    if (!nodeId || this.busy) return;
    await this.send(
      () => this.api.grade(this.mapId, nodeId, rating),
      (r) => [...this.graded, r.nodeId],
    );
  }

  /** Takes back the last grade of this session: that card shows again, unrevealed. */
  async undo(): Promise<void> {
    if (this.graded.length === 0 || this.busy) return;
    await this.send(
      () => this.api.undoLast(this.mapId),
      () => this.graded.slice(0, -1),
      true,
    );
  }

  private async send(
    call: () => Promise<ReviewResponse>,
    graded: (response: ReviewResponse) => string[],
    showIt = false,
  ): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      const response = await call();
      this.setCards(withCard(this.cards, response.nodeId, response.card), graded(response));
      this.tick();
      this.pick(showIt ? response.nodeId : undefined);
    } catch (error) {
      runInAction(() => (this.error = error as Error));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private setCards(cards: DueCard[], graded: string[] | null): void {
    this.cards = cards;
    if (graded) this.graded = graded;
  }

  /** Re-reads the clock (every 15 s while started): a card falling due joins the count and an ended session. */
  tick(): void {
    this.now = this.clock();
    if (!this.currentId && this.loaded) this.pick();
  }

  private pick(nodeId?: string): void {
    this.currentId = nodeId ?? nextCardId(this.cards, this.now, (id) => this.isCard(id));
    this.revealed = false;
  }

  /** A node is a card while it exists with a title (as the server decides). */
  private isCard(nodeId: string): boolean {
    return (this.doc.state.getNode(nodeId)?.data.label ?? '').trim() !== '';
  }
}
