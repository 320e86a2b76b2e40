import { useEffect } from 'react';
import { reaction } from 'mobx';
import type { EditorStores } from '../EditorContext';
import { canSave } from '../loadMap';
import { sidebarTabs } from '../leftSidebar/tabs';
import { useChangePreview } from './useChangePreview';

/**
 * Runs the AI assistant for an open map: conversations, credits and suggestion polling for owners and editors of a
 * saved map (readers and the demo map have no AI), the canvas preview of a reply's proposed changes, and the
 * messages tab opening when something asks for the chat (the node panel's AI assistant button, spec §2.9).
 */
export function useAiAssistant(stores: EditorStores): void {
  const enabled = canSave(stores.map);
  useEffect(() => (enabled ? stores.chat.start() : undefined), [stores, enabled]);
  useEffect(
    () =>
      reaction(
        () => stores.chat.openRequests,
        () => sidebarTabs.open(stores, 'messages'),
      ),
    [stores],
  );
  useChangePreview(stores, stores.chat);
}
