import { findFreeSpot, stripHtml, type ChatModifications, type MapState, type Point } from '@mapa/model';

/** What one proposed change does. */
export type ChatChangeKind = 'modify' | 'remove' | 'add' | 'removeRelation' | 'addRelation';

/** One line of a reply's diff: a change the user can accept or not. */
export interface ChatChange {
  /** Unique within the diff, stable: `kind:id` or `kind:source>target`. */
  key: string;
  kind: ChatChangeKind;
  /** The node changed, removed or added (node kinds). */
  nodeId?: string;
  /** The new title (modify, add). */
  label?: string;
  /** The new description as rich text, HTML the server sanitised (modify, add). */
  description?: string;
  /** Where an added node lands (spec §4.9): 400 below its source, up to ±500 across; else near the origin. */
  position?: Point;
  source?: string;
  target?: string;
}

/** A reply's modifications as a list of changes, in the order the chat lists them. */
export interface ChatDiff {
  changes: ChatChange[];
  /**
   * Titles of the map's nodes the changes name, as they were when the reply came: a node deleted meanwhile is still
   * called by its title in the review ('Remove "Old exhibit"', shown as not applicable), not by its id.
   */
  names: Record<string, string>;
}

/** Offsets of spec §4.9 / §9 for AI-added nodes. */
export const AI_NODE_DROP = 400;
export const AI_NODE_SPREAD = 500;
/** Horizontal step between added nodes that have no source (placed side by side near the origin). */
const LOOSE_NODE_STEP = 320;
const LOOSE_NODE_SIZE = { width: 250, height: 100 };

/**
 * Turns a reply's modifications into a diff. Positions of added nodes are chosen here, once, so the ghost shown on
 * the canvas is exactly where the node lands when accepted. `random` (0..1) makes the horizontal offset testable.
 */
export function buildChatDiff(
  state: MapState,
  modifications: ChatModifications,
  random: () => number = Math.random,
): ChatDiff {
  const m = modifications;
  const changes: ChatChange[] = [];
  for (const c of m.concepts_to_modify) {
    changes.push({
      key: `modify:${c.id}`,
      kind: 'modify',
      nodeId: c.id,
      label: c.label,
      description: c.description,
    });
  }
  for (const c of m.concepts_to_remove) changes.push({ key: `remove:${c.id}`, kind: 'remove', nodeId: c.id });
  const positions = addedPositions(state, modifications, random);
  for (const c of m.concepts_to_add) {
    changes.push({
      key: `add:${c.id}`,
      kind: 'add',
      nodeId: c.id,
      label: c.label,
      description: c.description,
      position: positions.get(c.id),
    });
  }
  for (const r of m.relations_to_remove) {
    changes.push({ key: `removeRelation:${r.source}>${r.target}`, kind: 'removeRelation', ...r });
  }
  for (const r of m.relations_to_add) {
    changes.push({ key: `addRelation:${r.source}>${r.target}`, kind: 'addRelation', ...r });
  }
  const names: Record<string, string> = {};
  for (const c of changes) {
    for (const id of [c.nodeId, c.source, c.target]) {
      const label = id === undefined ? undefined : state.getNode(id)?.data.label;
      if (id !== undefined && label !== undefined) names[id] = label;
    }
  }
  return { changes: dedupe(changes), names };
}

function dedupe(changes: ChatChange[]): ChatChange[] {
  const seen = new Set<string>();
  return changes.filter((c) => !seen.has(c.key) && seen.add(c.key));
}

/** Added nodes below their source (an added source first finds its own place), others near the origin. */
function addedPositions(state: MapState, m: ChatModifications, random: () => number): Map<string, Point> {
  const added = new Set(m.concepts_to_add.map((c) => c.id));
  const sourceOf = new Map<string, string>();
  for (const r of m.relations_to_add) {
    if (added.has(r.target) && !sourceOf.has(r.target) && r.source !== r.target)
      sourceOf.set(r.target, r.source);
  }
  const positions = new Map<string, Point>();
  let loose = 0;
  let origin: Point | undefined;
  const place = (id: string, visiting: Set<string>): Point => {
    const known = positions.get(id);
    if (known) return known;
    const sourceId = sourceOf.get(id);
    let source: Point | undefined;
    if (sourceId && !visiting.has(sourceId)) {
      visiting.add(id);
      source = added.has(sourceId) ? place(sourceId, visiting) : state.getNode(sourceId)?.position;
    }
    let point: Point;
    if (source) {
      const offset = Math.round((random() * 2 - 1) * AI_NODE_SPREAD);
      point = { x: source.x + offset, y: source.y + AI_NODE_DROP };
    } else {
      origin ??= findFreeSpot(state, { x: 0, y: 0 }, LOOSE_NODE_SIZE);
      point = { x: Math.round(origin.x + loose * LOOSE_NODE_STEP), y: Math.round(origin.y) };
      loose++;
    }
    positions.set(id, point);
    return point;
  };
  for (const c of m.concepts_to_add) place(c.id, new Set());
  return positions;
}

/** Why a change cannot be applied to the map as it is now, or null when it can. */
export type NotApplicableReason = 'nodeGone' | 'relationGone' | 'endMissing';

/**
 * Whether a change still fits the map (it may have changed since the reply: a collaborator or the user deleted a
 * node). Relations to added nodes need those nodes accepted too; `accepted` holds the accepted keys.
 */
export function notApplicable(
  state: MapState,
  change: ChatChange,
  accepted: ReadonlySet<string> = new Set(),
): NotApplicableReason | null {
  switch (change.kind) {
    case 'modify':
    case 'remove':
      return state.nodes.has(change.nodeId!) ? null : 'nodeGone';
    case 'add':
      return null;
    case 'removeRelation':
      return findEdges(state, change.source!, change.target!).length > 0 ? null : 'relationGone';
    case 'addRelation': {
      for (const end of [change.source!, change.target!]) {
        const there = state.nodes.has(end) && !accepted.has(`remove:${end}`);
        if (!there && !accepted.has(`add:${end}`)) return 'endMissing';
      }
      return null;
    }
  }
}

/** Ids of the edges from `source` to `target`. */
export function findEdges(state: MapState, source: string, target: string): string[] {
  if (!state.nodes.has(source)) return [];
  return state
    .outgoing(source)
    .filter((e) => e.data.target === target)
    .map((e) => e.data.id);
}

/** True when a modification would change nothing the user can see (same title, same text). */
export function isNoOpModify(state: MapState, change: ChatChange): boolean {
  const node = state.getNode(change.nodeId!);
  return (
    !!node &&
    node.data.label === change.label &&
    stripHtml(node.data.description) === stripHtml(change.description)
  );
}
