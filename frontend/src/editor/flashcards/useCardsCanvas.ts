import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { EditorStores } from '../EditorContext';
import { cardsState } from './cardsState';
import { MAP_CANVAS_SELECTOR } from '../canvas/MapCanvas';

/** Spec §4.8 / §9: the current card is focused at zoom 1. */
export const CARD_FOCUS_ZOOM = 1;

/**
 * While the cards are dealt, the canvas shows this viewer's row of cards (`cardsState`) instead of the map: built
 * again when the row, a result or the map changes (a collaborator's edit reaches the cards), keeping the camera. A
 * clicked card becomes the current one; each start, previous/next, change of card size and resize of the canvas
 * (the node panel opening or closing) focuses the current card. On leaving the flashcards view the session is
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
    const focus = () => {
      if (session.current) engine.focusNode(session.current, CARD_FOCUS_ZOOM);
    };
    // The node panel opening or closing (or the window) resizes the canvas: the current card is centred again.
    const canvas = document.querySelector(MAP_CANVAS_SELECTOR);
    const resized = new ResizeObserver(() => requestAnimationFrame(focus));
    if (canvas) resized.observe(canvas);
    const offs = [
      () => resized.disconnect(),
      reaction(
        () => [session.running, session.positions, session.size, [...session.results.entries()]],
        show,
      ),
      doc.subscribe(show),
      engine.on('nodeclick', ({ target }) => session.goTo(target.id)),
      reaction(() => [session.round, session.current, session.size] as const, focus),
    ];
    return () => {
      for (const off of offs) off();
      const wasRunning = session.running;
      session.leave();
      if (wasRunning) engine.load(doc.state);
    };
  }, [doc, ui.engine, session]);
}
