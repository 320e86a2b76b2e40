import type { ChangePreview } from '@mapa/engine';
import type { MapState } from '@mapa/model';
import { findEdges, notApplicable } from './chatDiff';
import type { Proposal } from './ChatStore';

/**
 * What the canvas shows of a proposal before anything changes (spec §4.9): the ticked changes that still fit the map,
 * as the engine's change preview (ghosts, outlines with the new title, red strike-throughs).
 */
export function changePreviewOf(state: MapState, proposal: Proposal): ChangePreview {
  const preview: ChangePreview = { added: [], changed: [], removed: [], addedEdges: [], removedEdges: [] };
  for (const change of proposal.diff.changes) {
    if (!proposal.accepted.has(change.key) || notApplicable(state, change, proposal.accepted)) continue;
    switch (change.kind) {
      case 'add':
        preview.added.push({
          id: `add:${change.nodeId}`,
          position: change.position!,
          label: change.label ?? '',
        });
        break;
      case 'modify':
        preview.changed.push({ id: change.nodeId!, label: change.label ?? '' });
        break;
      case 'remove':
        preview.removed.push(change.nodeId!);
        break;
      case 'removeRelation':
        preview.removedEdges.push(...findEdges(state, change.source!, change.target!));
        break;
      case 'addRelation': {
        // Ends added by the same reply are the ghosts' ids.
        const end = (id: string) => (proposal.accepted.has(`add:${id}`) ? `add:${id}` : id);
        preview.addedEdges.push({ source: end(change.source!), target: end(change.target!) });
        break;
      }
    }
  }
  return preview;
}
