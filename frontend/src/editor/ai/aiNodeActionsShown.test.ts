import type { MapRole } from '../../api';
import { DocumentStore } from '../../stores/DocumentStore';
import { UiStore } from '../../stores/UiStore';
import { sampleDocument } from '../../testing/sampleDocument';
import { aiNodeActionsShown, type AiNodeActionsContext } from './aiNodeActionsShown';

/**
 * The stores `aiNodeActionsShown` reads, as `createEditorStores` builds them (which needs a DOM, for i18n): the real
 * document and UI stores, `readOnly` the UI store's `editingDisabled`.
 */
function open(role: MapRole, templateEngine = 'BaseTemplate', demo = false) {
  const doc = new DocumentStore({ ...sampleDocument(), settings: { templateEngine } });
  const ui = new UiStore(doc, { reader: role === 'reader' });
  const stores: AiNodeActionsContext & { ui: UiStore } = {
    map: { role, demo },
    doc,
    ui,
    get readOnly() {
      return ui.editingDisabled;
    },
  };
  return stores;
}

describe('aiNodeActionsShown (spec §2.9: the node panel’s AI actions)', () => {
  it('shows them to owners and editors on a mind map', () => {
    expect(aiNodeActionsShown(open('owner'))).toBe(true);
    expect(aiNodeActionsShown(open('editor'))).toBe(true);
  });

  it('hides them from readers', () => {
    expect(aiNodeActionsShown(open('reader'))).toBe(false);
  });

  it('hides them in flashcards view and brings them back on the mind map', () => {
    const stores = open('owner');
    stores.ui.setViewMode('flashcards');
    expect(aiNodeActionsShown(stores)).toBe(false);
    stores.ui.setViewMode('mindmap');
    expect(aiNodeActionsShown(stores)).toBe(true);
  });

  it('hides them with the organogram template', () => {
    expect(aiNodeActionsShown(open('owner', 'OrganogramTemplate'))).toBe(false);
    expect(aiNodeActionsShown(open('editor', 'OrganogramTemplate'))).toBe(false);
  });

  it('hides them on the demo map, which is edited in the browser only', () => {
    expect(aiNodeActionsShown(open('owner', 'BaseTemplate', true))).toBe(false);
  });
});
