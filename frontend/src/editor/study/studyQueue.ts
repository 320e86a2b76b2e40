import type { DueCard, ReviewCard } from '@mapa/model';

/**
 * A learning card due this soon is shown now rather than ending the session (Anki's "learn ahead limit"): after
 * 'Again' on the last card the learner sees it again instead of an empty screen for a minute.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

/** A card is studied now when it was never reviewed or its due time has come. */
export function isDueNow(card: DueCard, now: number): boolean {
  return card.due === null || Date.parse(card.due) <= now;
}

/** How many cards can be studied now: due ones and new ones (the count on the view switch). */
export function studyCount(cards: readonly DueCard[], now: number): number {
  let count = 0;
  for (const card of cards) if (isDueNow(card, now)) count += 1;
  return count;
}

/**
 * The next card to show among `cards` whose node still has a title (`exists`): reviewed cards due now (earliest
 * first), then new cards in list order (the server's map order), then a learning card due within the learn-ahead
 * limit; null when the session is over.
 */
export function nextCardId(
  cards: readonly DueCard[],
  now: number,
  exists: (nodeId: string) => boolean,
): string | null {
  let due: DueCard | null = null;
  let fresh: DueCard | null = null;
  let ahead: DueCard | null = null;
  for (const card of cards) {
    if (!exists(card.nodeId)) continue;
    if (card.due === null) fresh ??= card;
    else {
      const at = Date.parse(card.due);
      if (at <= now) {
        if (!due || at < Date.parse(due.due!)) due = card;
      } else if (card.state !== 2 && at - now <= LEARN_AHEAD_MS) {
        if (!ahead || at < Date.parse(ahead.due!)) ahead = card;
      }
    }
  }
  return (due ?? fresh ?? ahead)?.nodeId ?? null;
}

/**
 * The list after the server answered a grade or an undo for `nodeId`: that card's entry takes the new card (one
 * never reviewed, as an undo of a first grade answers, is new again). A node missing from the list (added since
 * it was loaded) is appended.
 */
export function withCard(cards: readonly DueCard[], nodeId: string, card: ReviewCard | null): DueCard[] {
  const entry: DueCard =
    card === null || card.reps === 0
      ? { nodeId, due: null, state: 0, card: null }
      : { nodeId, due: card.due, state: card.state, card };
  const index = cards.findIndex((c) => c.nodeId === nodeId);
  if (index < 0) return [...cards, entry];
  const next = cards.slice();
  next[index] = entry;
  return next;
}

/** The earliest due time after `now` among reviewed cards, or null (shown when the session is over). */
export function nextDueAt(cards: readonly DueCard[], now: number): number | null {
  let best: number | null = null;
  for (const card of cards) {
    if (card.due === null) continue;
    const at = Date.parse(card.due);
    if (at > now && (best === null || at < best)) best = at;
  }
  return best;
}
