import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { EditorStores } from '../EditorContext';
import { cardsState } from './cardsState';

/** Spec §4.8 / §9: the current card is focused at zoom 1. */
export const CARD_FOCUS_ZOOM = 1;

/**
 * While the cards are dealt, the canvas shows this viewer's row of cards (`cardsState`) instead of the map: built
 * again when the row, a result or the map changes (a collaborator's edit reaches the cards), keeping the camera;
 * each start, previous/next and change of card size focuses the current card. On leaving the flashcards view the session is
 * forgotten and the canvas gets the map back whole. `useMapEngine` hands document changes to this while it runs.
 */
export function useCardsCanvas(stores: Pick<EditorStores, 'doc' | 'ui' | 'flashcards'>): void {
  const { doc, ui, flashcards: session } = stores;
  useEffect(() => {
    const engine = ui.engine;
    if (!engine) return;
    const show = () => {
      if (session.running) engine.load(cardsState(doc.state, session, engine.getViewport()));
    };
    const offs = [
      reaction(
        () => [session.running, session.positions, session.size, [...session.results.entries()]],
        show,
      ),
      doc.subscribe(show),
      reaction(
        () => [session.round, session.current, session.size] as const,
        ([, current]) => {
          if (!current) return;
          engine.focusNode(current, CARD_FOCUS_ZOOM);
        },
      ),
    ];
    return () => {
      for (const off of offs) off();
      const wasRunning = session.running;
      session.leave();
      if (wasRunning) engine.load(doc.state);
    };
  }, [doc, ui.engine, session]);
}
