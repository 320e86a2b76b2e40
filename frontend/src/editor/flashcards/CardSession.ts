import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import type { Point } from '@mapa/model';
import { cardSize, orderByX, rowPositions, shuffle, stepIndex, type CardSize } from './cardRow';

/** Where the flashcards screens are: the intro modal, shuffling after 'Start', or cards in a row. */
export type CardsPhase = 'intro' | 'shuffling' | 'running';

/**
 * One viewer's flashcards session on the canvas (spec §2.20, §4.8): the shuffled row of cards, the current card,
 * each answered card's result and the Correct / Wrong counts. It is view state, never the document: readers and
 * visitors of a public map may play, and two people playing one map keep their own scores. (Writers also store
 * the results in the document's `correct` fields; see `storeResult`.)
 */
export class CardSession {
  phase: CardsPhase = 'intro';
  /** Card ids left to right (the navigation order). */
  order: string[] = [];
  /** Each card's centre in the row (graph units). */
  positions = new Map<string, Point>();
  size: CardSize;
  /** The current card's place in `order`. */
  index = 0;
  /** Answered cards: true correct, false wrong; unanswered cards are absent (neutral). */
  readonly results = observable.map<string, boolean>();
  correctAnswers = 0;
  wrongAnswers = 0;
  /** Counts the starts: every start (and reset) focuses the first card again. */
  round = 0;

  constructor(
    windowWidth: number,
    private readonly random: () => number = Math.random,
  ) {
    this.size = cardSize(windowWidth);
    makeObservable(this, {
      phase: observable,
      order: observableRef,
      positions: observableRef,
      size: observableRef,
      index: observable,
      correctAnswers: observable,
      wrongAnswers: observable,
      round: observable,
      running: computed,
      current: computed,
      atFirst: computed,
      atLast: computed,
      shuffling: action,
      start: action,
      previous: action,
      next: action,
      goTo: action,
      answer: action,
      resize: action,
      leave: action,
    });
  }

  /** The counters exist (spec §2.5: the tool bar shows from then on). */
  get running(): boolean {
    return this.phase === 'running';
  }

  /** The card in focus, or null before 'Start' or with no cards. */
  get current(): string | null {
    return this.running ? (this.order[this.index] ?? null) : null;
  }

  get atFirst(): boolean {
    return this.index <= 0;
  }

  get atLast(): boolean {
    return this.index >= this.order.length - 1;
  }

  /** 'Start' was pressed: the intro shows 'shuffling nodes' until `start` lays the cards out. */
  shuffling(): void {
    this.phase = 'shuffling';
  }

  /**
   * 'Start' or 'Reset session' (spec §4.8): both counts to 0, every result cleared, the cards `ids` shuffled and
   * laid out in one row, ordered by x, the first card current.
   */
  start(ids: readonly string[]): void {
    this.results.clear();
    this.correctAnswers = 0;
    this.wrongAnswers = 0;
    this.positions = rowPositions(shuffle(ids, this.random), this.size);
    this.order = orderByX(this.positions);
    this.index = 0;
    this.phase = 'running';
    this.round++;
  }

  /** The previous card, stopping at the first; returns the current card. */
  previous(): string | null {
    this.index = Math.max(0, stepIndex(this.index, -1, this.order.length));
    return this.current;
  }

  /** The next card, stopping at the last; returns the current card. */
  next(): string | null {
    this.index = Math.max(0, stepIndex(this.index, 1, this.order.length));
    return this.current;
  }

  /** Card `id` becomes the current one (it was clicked); an id that is not a card changes nothing. */
  goTo(id: string): void {
    const index = this.order.indexOf(id);
    if (index >= 0) this.index = index;
  }

  /**
   * Wrong (false) or Correct (true) on card `id` (spec §4.8): its result and one more in that count. Answering a
   * card again changes its answer: it moves from one count to the other, so the counts add up to answered cards.
   * Ignored outside a running session or for a node that is not a card.
   */
  answer(id: string, correct: boolean): void {
    if (!this.running || !this.positions.has(id)) return;
    const before = this.results.get(id);
    if (before === true) this.correctAnswers--;
    if (before === false) this.wrongAnswers--;
    this.results.set(id, correct);
    if (correct) this.correctAnswers++;
    else this.wrongAnswers++;
  }

  /** The window is `windowWidth` px wide now: a narrow window gets the small cards, the row in the same order. */
  resize(windowWidth: number): void {
    const size = cardSize(windowWidth);
    if (size.width === this.size.width && size.height === this.size.height) return;
    this.size = size;
    if (this.order.length > 0) this.positions = rowPositions(this.order, size);
  }

  /** Leaving the flashcards view: back to the intro, nothing kept. */
  leave(): void {
    this.phase = 'intro';
    this.order = [];
    this.positions = new Map();
    this.index = 0;
    this.results.clear();
    this.correctAnswers = 0;
    this.wrongAnswers = 0;
  }
}
