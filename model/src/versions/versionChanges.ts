import type { MapState } from '../state/MapState';

/**
 * What changed from one version of a map to the next, counted per record: the one-line summary of the version
 * history ('12 nodes changed, 3 added'). `other`: the canvas (z-order, background images, drawing, view), the
 * settings or the description changed, which no count shows.
 */
export interface VersionChanges {
  nodesAdded: number;
  nodesChanged: number;
  nodesRemoved: number;
  edgesAdded: number;
  edgesChanged: number;
  edgesRemoved: number;
  other: boolean;
}

/** No change at all. */
export const NO_VERSION_CHANGES: VersionChanges = {
  nodesAdded: 0,
  nodesChanged: 0,
  nodesRemoved: 0,
  edgesAdded: 0,
  edgesChanged: 0,
  edgesRemoved: 0,
  other: false,
};

const sameJson = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Added, changed and removed records between two maps of records by id (a record compared by its JSON). */
function countRecords<T>(
  before: ReadonlyMap<string, T>,
  after: ReadonlyMap<string, T>,
): { added: number; changed: number; removed: number } {
  let added = 0;
  let changed = 0;
  for (const [id, record] of after) {
    const was = before.get(id);
    if (was === undefined) added++;
    else if (!sameJson(was, record)) changed++;
  }
  let removed = 0;
  for (const id of before.keys()) if (!after.has(id)) removed++;
  return { added, changed, removed };
}

/** The z-order of the nodes `of` shares with `other` (added and removed nodes move the rest, but are counted). */
function keptOrder(of: MapState, other: MapState): string[] {
  return of.nodesOrder().filter((id) => other.nodes.has(id));
}

/**
 * Counts what turned `before` into `after`; `before` null is the first version of a map, whose every record
 * counts as added. Neither state is changed. The document's `version` counter is not a change.
 */
export function versionChanges(before: MapState | null, after: MapState): VersionChanges {
  const empty = new Map<string, never>();
  const nodes = countRecords(before?.nodes ?? empty, after.nodes);
  const edges = countRecords(before?.edges ?? empty, after.edges);
  const other =
    before !== null &&
    (!sameJson(before.canvas, after.canvas) ||
      !sameJson(keptOrder(before, after), keptOrder(after, before)) ||
      !sameJson(before.settings, after.settings) ||
      before.htmlContent !== after.htmlContent);
  return {
    nodesAdded: nodes.added,
    nodesChanged: nodes.changed,
    nodesRemoved: nodes.removed,
    edgesAdded: edges.added,
    edgesChanged: edges.changed,
    edgesRemoved: edges.removed,
    other,
  };
}
