import type { DocumentStore } from '../../stores/DocumentStore';
import { canSave, type OpenMap } from '../loadMap';

/** What the decision reads from the editor's stores. */
export interface AiNodeActionsContext {
  /** The editor's `readOnly`: the UI store's `editingDisabled`. */
  readOnly: boolean;
  doc: DocumentStore;
  map: Pick<OpenMap, 'role' | 'demo'>;
}

/**
 * Whether the node panel shows the AI actions on a desktop (spec §2.9; the onboarding tour points at them): not for
 * readers, not while editing is disabled (flashcards view among other cases), not with the organogram template,
 * not on the demo map. The panel also hides them below 768 px.
 */
export function aiNodeActionsShown(stores: AiNodeActionsContext): boolean {
  const organogram = stores.doc.state.settings?.templateEngine === 'OrganogramTemplate';
  return !stores.readOnly && !organogram && canSave(stores.map);
}
