import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { MapEngine } from '@mapa/engine';
import type { Point } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { changePreviewOf } from './changePreview';
import type { ChatStore, Proposal } from './ChatStore';

/** Pans to the first node a new proposal adds when it would land off screen, so the user sees the ghost. */
function bringIntoView(engine: MapEngine, proposal: Proposal): void {
  const first = proposal.diff.changes.find((c) => c.kind === 'add' && c.position)?.position as
    Point | undefined;
  if (!first) return;
  const screen = engine.graphToScreen(first);
  const canvas = engine.graphToScreen(engine.getViewport().center);
  // The viewport centre sits in the middle of the canvas: twice its screen position is the canvas size.
  const inside = screen.x > 0 && screen.y > 0 && screen.x < canvas.x * 2 && screen.y < canvas.y * 2;
  if (!inside) engine.panTo(first);
}

/** Keeps the canvas's change preview in step with the chat's proposal (and the map), cleared when there is none. */
export function useChangePreview(stores: EditorStores, chat: ChatStore): void {
  useEffect(() => {
    let shown: Proposal | null = null;
    return reaction(
      () => ({ proposal: chat.proposal, engine: stores.ui.engine, changes: chat.mapChanges }),
      ({ proposal, engine }) => {
        engine?.setChangePreview(proposal ? changePreviewOf(stores.doc.state, proposal) : null);
        // A new reply (not a tick in its list): make sure its first addition is on screen.
        if (engine && proposal && shown?.diff !== proposal.diff) bringIntoView(engine, proposal);
        shown = proposal;
      },
      { fireImmediately: true },
    );
  }, [stores, chat]);
  useEffect(() => () => stores.ui.engine?.setChangePreview(null), [stores]);
}
