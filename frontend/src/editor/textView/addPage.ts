import { addChildOps, addParentOps, createTransaction } from '@mapa/model';
import type { EditorStores } from '../EditorContext';
import { addNodeTransaction } from '../commands/nodeTransactions';
import type { PageSection } from './TextViewStore';

/**
 * '+ Add' in a section of the text view (spec §2.19), one `node.created` transaction: in Parent pages a new node
 * with an edge new → page; in Child pages an edge page → new (placed as the canvas places a child); in All pages a
 * standalone node at the middle of the canvas's view. Returns the new page's id, or null when the page is gone.
 */
export function addPage(
  stores: Pick<EditorStores, 'doc' | 'ui' | 'commands'>,
  section: PageSection,
  pageId: string | null,
): string | null {
  const { doc, ui, commands } = stores;
  const state = doc.state;
  if (section === 'all') {
    const center = ui.engine?.getViewport().center ?? { x: 0, y: 0 };
    const { tx, node } = addNodeTransaction(state, center);
    doc.apply(tx);
    return node.data.id;
  }
  if (pageId === null) return null;
  const made =
    section === 'parents' ? addParentOps(state, pageId) : addChildOps(state, pageId, commands.childSide());
  if (!made) return null;
  doc.apply(createTransaction('node.created', made.ops));
  return made.nodeId;
}
