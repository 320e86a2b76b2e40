import { action, computed, makeObservable, observable, observableRef, runInAction, toJS } from 'mobx';
import { newId, type DueCard, type ReviewCard, type ReviewRating, type ReviewResponse } from '@mapa/model';
import type { ReviewsApi } from '../../api';
import type { DocumentStore } from '../../stores/DocumentStore';
import { nextCardId, nextDueAt, studyCount, withCard } from './studyQueue';
import { gradeLocally } from './nextIntervals';
import { sendQueuedGrades, shouldQueue, type GradeQueueStorage, type QueuedGrade } from './gradeQueue';

/** Re-reads the clock this often, so a card coming due (a learning step) shows up in the count and queue. */
const CLOCK_MS = 15_000;

/** The reviews routes this store uses (the real API in the app, a server-backed one in tests). */
export type StudyApi = Pick<ReviewsApi, 'due' | 'grade' | 'undoLast'>;

/**
 * The caller's spaced-repetition session on one map (issue #13): the cards from the server's due list, the card
 * shown and whether its answer is revealed, and the grades given in this session (for undo). Every grade is the
 * server's: online, the card advances once it answered, so what is shown is what is stored. A grade that cannot
 * reach the server is queued (kept in `storage`) and the card worked out here as the server will (`gradeLocally`,
 * at the time it was given); the queue is sent in order when the connection is back, on the clock's tick and on
 * the next load, each grade under its own key so none is stored twice. Titles and ancestor paths are read from
 * the open document, so they follow edits and a removed node is skipped.
 */
export class StudyStore {
  /**
   * The due list, held by reference: it is only ever replaced whole (`withCard` copies), and on a 100,000-node map
   * a deep observable made every card an observable object, so each re-count (the clock's tick, a document change)
   * subscribed to 100,000 of them, a long task that held up the frames of whatever the user was typing.
   */
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
  /** The clock as last read (the constructor's clock, never the wall clock: a test's clock stays its own). */
  now: number;
  /** Bumped on each document change, so titles and the queue follow it. */
  version = 0;
  /** Grades given offline, oldest first, not yet stored by the server. */
  queued: QueuedGrade[] = [];
  private flushing = false;
  private flushAgain = false;
  /** Counts the cards changed here (graded, undone, queued, answered), and the count at each card's last change. */
  private changes = 0;
  private readonly changedAt = new Map<string, number>();
  private loading: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly api: StudyApi,
    private readonly mapId: string,
    private readonly doc: DocumentStore,
    private readonly clock: () => number = Date.now,
    private readonly storage: GradeQueueStorage | null = null,
    private readonly createId: () => string = newId,
  ) {
    this.now = clock();
    makeObservable<StudyStore, 'setCards' | 'pick'>(this, {
      cards: observableRef,
      loaded: observable,
      error: observable,
      currentId: observable,
      revealed: observable,
      busy: observable,
      graded: observable,
      now: observable,
      version: observable,
      queued: observable,
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
    const online = () => void this.flush();
    if (typeof window !== 'undefined') window.addEventListener('online', online);
    return () => {
      if (typeof window !== 'undefined') window.removeEventListener('online', online);
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

  /**
   * Sends the grades a visit queued offline, then loads the due list from the server and shows its first card. One
   * load at a time: the editor loads at start and the study view again on entering; a second call while one runs
   * gets that one (two in flight raced: the later one could fail offline after the earlier had shown the cards).
   */
  load(): Promise<void> {
    this.loading ??= this.loadOnce().finally(() => (this.loading = null));
    return this.loading;
  }

  private async loadOnce(): Promise<void> {
    try {
      if (this.storage && this.queued.length === 0) {
        const kept = await this.storage.load(this.mapId).catch(() => []);
        runInAction(() => (this.queued = kept));
      }
      await this.flush();
      const asked = this.changes;
      const response = await this.api.due(this.mapId);
      this.setCards(this.withChangesSince(response.cards, asked), null);
      runInAction(() => (this.loaded = true));
      // A refresh (entering the study view after the editor's own load) keeps the card on screen, and its revealed
      // answer, while that card is still to study: re-picking hid an answer the user had just revealed.
      if (!this.currentId || !this.stillToStudy(this.currentId)) this.pick();
    } catch (error) {
      // A refresh that cannot reach the server keeps the cards already shown (grades given now are queued).
      if (this.loaded && shouldQueue(error)) return;
      runInAction(() => (this.error = error as Error));
    }
  }

  reveal(): void {
    if (this.currentId) this.revealed = true;
  }

  /**
   * Grades the shown card; the next card shows once the server stored the grade, or at once when it is queued
   * (offline, or grades already waiting: they go in order).
   */
  async grade(rating: ReviewRating): Promise<void> {
    const nodeId = this.currentId;
    if (!nodeId || this.busy) return;
    const grade: QueuedGrade = {
      id: this.createId(),
      nodeId,
      rating,
      reviewedAt: new Date(this.clock()).toISOString(),
      previous: this.currentCard,
    };
    if (this.queued.length > 0) return this.enqueue(grade);
    await this.send(
      // Online the server's clock dates the grade; its key makes a retry after a lost answer harmless.
      () => this.api.grade(this.mapId, nodeId, rating, { id: grade.id }),
      (r) => [...this.graded, r.nodeId],
      false,
      grade,
    );
  }

  /** Takes back the last grade of this session: that card shows again, unrevealed. */
  async undo(): Promise<void> {
    if (this.graded.length === 0 || this.busy) return;
    if (this.queued.length > 0) return this.unqueue();
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
    queueable?: QueuedGrade,
  ): Promise<void> {
    runInAction(() => {
      this.busy = true;
      this.error = null;
    });
    try {
      const response = await call();
      this.setCards(this.changed(this.cards, response.nodeId, response.card), graded(response));
      this.tick();
      this.pick(showIt ? response.nodeId : undefined);
    } catch (error) {
      if (queueable && shouldQueue(error)) this.enqueue(queueable);
      else runInAction(() => (this.error = error as Error));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Queues a grade: the card as the server will schedule it, the next card shown now, the queue kept. */
  private enqueue(grade: QueuedGrade): void {
    runInAction(() => {
      const card = gradeLocally(grade.previous, grade.rating, new Date(grade.reviewedAt));
      this.queued = [...this.queued, grade];
      this.setCards(this.changed(this.cards, grade.nodeId, card), [...this.graded, grade.nodeId]);
      this.now = this.clock();
      this.pick();
    });
    this.keep();
  }

  /** Ctrl+Z while grades wait: the newest is taken out of the queue (never sent), its card as it was. */
  private unqueue(): void {
    // A grade on its way cannot be called back: Ctrl+Z waits for the answer.
    if (this.flushing) return;
    const grade = this.queued[this.queued.length - 1];
    runInAction(() => {
      this.queued = this.queued.slice(0, -1);
      this.setCards(this.changed(this.cards, grade.nodeId, grade.previous), this.graded.slice(0, -1));
      this.pick(grade.nodeId);
    });
    this.keep();
  }

  /**
   * Sends the queued grades in order (once at a time); each answer replaces the card worked out here (the same, as
   * the server schedules at the time the grade was given). Those still unsent stay queued.
   */
  async flush(): Promise<void> {
    // Asked while a send is on its way (the connection came back during a send that is failing): go again after
    // it, or the queue would wait for the next clock tick.
    if (this.flushing) {
      this.flushAgain = true;
      return;
    }
    this.flushing = true;
    this.flushAgain = false;
    try {
      while (this.queued.length > 0) {
        const batch = this.queued;
        const result = await sendQueuedGrades(batch, (g) =>
          this.api.grade(this.mapId, g.nodeId, g.rating, { id: g.id, reviewedAt: g.reviewedAt }),
        );
        runInAction(() => {
          let cards = this.cards;
          for (const r of result.sent) cards = this.changed(cards, r.nodeId, r.card);
          // Grades given while these were on their way wait behind what is left.
          this.queued = [...result.left, ...this.queued.slice(batch.length)];
          this.setCards(cards, null);
        });
        this.keep();
        if (result.left.length > 0) break;
      }
    } finally {
      this.flushing = false;
    }
    if (this.flushAgain && this.queued.length > 0) await this.flush();
  }

  /** Writes the queue to storage; a failed write leaves it in memory (still sent while the page is open). */
  private keep(): void {
    // Plain copies: IndexedDB cannot clone MobX's proxies.
    this.storage?.save(this.mapId, toJS(this.queued)).catch((error: unknown) => {
      console.warn('StudyStore: the queued grades could not be kept', error);
    });
  }

  /** `withCard`, noting that the card changed here (see `withChangesSince`). */
  private changed(cards: DueCard[], nodeId: string, card: ReviewCard | null): DueCard[] {
    this.changedAt.set(nodeId, ++this.changes);
    return withCard(cards, nodeId, card);
  }

  /**
   * The server's list with the cards changed here since it was asked for (change count `since`) as they are here:
   * a list that crossed grades on the way (asked for on entering the study view while the first grades were given,
   * queued offline or stored) showed those cards again as new.
   */
  private withChangesSince(cards: DueCard[], since: number): DueCard[] {
    let out = cards;
    for (const [nodeId, at] of this.changedAt) {
      if (at <= since) continue;
      const here = this.cards.find((c) => c.nodeId === nodeId);
      if (here) out = withCard(out, nodeId, here.card);
    }
    return out;
  }

  private setCards(cards: DueCard[], graded: string[] | null): void {
    this.cards = cards;
    if (graded) this.graded = graded;
  }

  /** Re-reads the clock (every 15 s while started): a card falling due joins the count and an ended session. */
  tick(): void {
    this.now = this.clock();
    if (!this.currentId && this.loaded) this.pick();
    if (this.queued.length > 0) void this.flush();
  }

  private pick(nodeId?: string): void {
    this.currentId = nodeId ?? nextCardId(this.cards, this.now, (id) => this.isCard(id));
    this.revealed = false;
  }

  /** The card is in the loaded list, still a card, and due, new or due soon (what `nextCardId` would offer). */
  private stillToStudy(nodeId: string): boolean {
    const card = this.cards.find((c) => c.nodeId === nodeId);
    return !!card && nextCardId([card], this.now, (id) => this.isCard(id)) === nodeId;
  }

  /** A node is a card while it exists with a title (as the server decides). */
  private isCard(nodeId: string): boolean {
    return (this.doc.state.getNode(nodeId)?.data.label ?? '').trim() !== '';
  }
}
