import {
  createTransaction,
  resetFlashcardsOps,
  updateCanvasOps,
  updateNodeOps,
  type Operation,
} from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { canSave } from '../loadMap';
import { cardIds } from './cardsState';

type Stores = Pick<EditorStores, 'doc' | 'ui' | 'map' | 'flashcards'>;

/** Waits for the next animation frame (at once where there is none), so 'shuffling nodes' is painted first. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) =>
    typeof requestAnimationFrame === 'undefined' ? resolve() : requestAnimationFrame(() => resolve()),
  );
}

/**
 * 'Start' and 'Reset session' (spec §4.8): the intro shows 'shuffling nodes', then the session deals the map's
 * cards in a new order with both counts at 0. Someone who may write the map also clears the document's counts
 * and `correct` values (one transaction, none when already clear), as the spec keeps them there: saved, but
 * never an undo step (source `study`), since studying is not editing the map.
 */
export async function dealCards(stores: Stores): Promise<void> {
  const { doc, ui, map, flashcards: session } = stores;
  // From the intro, 'shuffling nodes' shows for a frame; Reset session deals again at once, so the canvas never
  // holds the old cards while the session is not running.
  if (!session.running) {
    session.shuffling();
    await nextPaint();
    if (session.phase !== 'shuffling') return; // the view was left meanwhile
  }
  ui.closePanel();
  session.start(cardIds(doc.state));
  if (canSave(map)) {
    const ops = resetFlashcardsOps(doc.state);
    if (ops.length > 0) doc.apply(createTransaction('canvas.updated', ops, 'study'));
  }
}

/**
 * Wrong (`correct` false) or Correct (true) in the node panel (spec §4.8): the session counts it and colours the
 * card, and the card closes. For someone who may write the map the node's `correct` and the canvas counters are
 * stored too (the counts are this viewer's session's), saved but never an undo step (source `study`): Ctrl+Z
 * undoes map edits, not answers. A reader's answers stay in the session.
 */
export function answerCard(stores: Stores, id: string, correct: boolean): void {
  const { doc, ui, map, flashcards: session } = stores;
  if (!session.running) return;
  session.answer(id, correct);
  if (canSave(map) && doc.state.getNode(id)) {
    const ops: Operation[] = [
      ...updateNodeOps(doc.state, id, { data: { correct } }),
      ...updateCanvasOps(doc.state, {
        correctAnswers: session.correctAnswers,
        wrongAnswers: session.wrongAnswers,
      }),
    ];
    doc.apply(createTransaction('node.updated', ops, 'study'));
  }
  ui.engine?.clearSelection();
  ui.closePanel();
}

/** CHECK (spec §2.5): opens the current card in the node panel. */
export function checkCard({ ui, flashcards: session }: Pick<Stores, 'ui' | 'flashcards'>): void {
  const id = session.current;
  if (!id) return;
  ui.engine?.select({ nodes: [id], edges: [] });
  ui.openNode(id);
}
