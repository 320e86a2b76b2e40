import { useEffect } from 'react';
import type { EditorStores } from '../EditorContext';
import { canSave } from '../loadMap';
import { useChangePreview } from './useChangePreview';

/**
 * Runs the AI assistant for an open map: conversations, credits and suggestion polling for owners and editors of a
 * saved map (readers and the demo map have no AI), and the canvas preview of a reply's proposed changes.
 */
export function useAiAssistant(stores: EditorStores): void {
  const enabled = canSave(stores.map);
  useEffect(() => (enabled ? stores.chat.start() : undefined), [stores, enabled]);
  useChangePreview(stores, stores.chat);
}
