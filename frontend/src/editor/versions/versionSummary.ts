import type { TFunction } from 'i18next';
import type { VersionChanges } from '@mapa/model';

/** Each count with its key as the first of its kind ('3 nodes added') and after another ('3 added'). */
const PARTS = [
  { count: (c: VersionChanges) => c.nodesChanged, full: 'versions.changes.nodesChanged', short: null },
  {
    count: (c: VersionChanges) => c.nodesAdded,
    full: 'versions.changes.nodesAdded',
    short: 'versions.changes.nodesAddedShort',
  },
  {
    count: (c: VersionChanges) => c.nodesRemoved,
    full: 'versions.changes.nodesRemoved',
    short: 'versions.changes.nodesRemovedShort',
  },
  { count: (c: VersionChanges) => c.edgesChanged, full: 'versions.changes.edgesChanged', short: null },
  {
    count: (c: VersionChanges) => c.edgesAdded,
    full: 'versions.changes.edgesAdded',
    short: 'versions.changes.edgesAddedShort',
  },
  {
    count: (c: VersionChanges) => c.edgesRemoved,
    full: 'versions.changes.edgesRemoved',
    short: 'versions.changes.edgesRemovedShort',
  },
] as const;

/**
 * The one-line summary of a version's changes: '12 nodes changed, 3 added, 2 connections removed'. The noun is
 * said once per kind of record (nodes, then connections), in the order changed, added, removed.
 */
export function versionSummary(changes: VersionChanges, t: TFunction): string {
  const parts: string[] = [];
  let kind: 'nodes' | 'edges' | null = null;
  PARTS.forEach((part, i) => {
    const count = part.count(changes);
    if (count === 0) return;
    const partKind = i < 3 ? 'nodes' : 'edges';
    parts.push(t(kind === partKind && part.short ? part.short : part.full, { count }));
    kind = partKind;
  });
  if (parts.length > 0) return parts.join(', ');
  return t(changes.other ? 'versions.changes.otherOnly' : 'versions.changes.none');
}
