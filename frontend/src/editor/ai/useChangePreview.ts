import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { EditorStores } from '../EditorContext';
import { changePreviewOf } from './changePreview';
import type { ChatStore } from './ChatStore';

/** Keeps the canvas's change preview in step with the chat's proposal (and the map), cleared when there is none. */
export function useChangePreview(stores: EditorStores, chat: ChatStore): void {
  useEffect(
    () =>
      reaction(
        () => {
          const { proposal } = chat;
          const engine = stores.ui.engine;
          return { proposal, engine, changes: chat.mapChanges };
        },
        ({ proposal, engine }) => {
          engine?.setChangePreview(proposal ? changePreviewOf(stores.doc.state, proposal) : null);
        },
        { fireImmediately: true },
      ),
    [stores, chat],
  );
  useEffect(() => () => stores.ui.engine?.setChangePreview(null), [stores]);
}
