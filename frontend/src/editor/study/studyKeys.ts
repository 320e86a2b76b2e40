import type { ReviewRating } from '@mapa/model';

/** What a key does in a study session. */
export type StudyKeyAction = { type: 'reveal' } | { type: 'grade'; rating: ReviewRating } | { type: 'undo' };

/**
 * The study keys (issue #13, Anki's habits): Space reveals the answer, then grades Good; 1–4 grade once revealed;
 * Ctrl+Z / Cmd+Z takes the last grade back. Other modifiers leave the key to the browser.
 */
export function studyKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  revealed: boolean,
): StudyKeyAction | null {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'z') return { type: 'undo' };
  if (mod || event.altKey) return null;
  if (event.key === ' ') return revealed ? { type: 'grade', rating: 3 } : { type: 'reveal' };
  if (revealed && ['1', '2', '3', '4'].includes(event.key))
    return { type: 'grade', rating: Number(event.key) as ReviewRating };
  return null;
}
