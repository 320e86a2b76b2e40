import { descendantsOf, type MapNode, type MapState } from '@mapa/model';

/** Height of a collapsed node's '+N' badge, in graph units; its width grows with N. */
export const BADGE_HEIGHT = 24;
/** Size of its text, in graph units. */
export const BADGE_TEXT_SIZE = 14;
/** Gap between the node's border and the badge. */
const BADGE_GAP = 6;
/** Badges smaller than this on screen (px) are neither drawn nor hit: a map seen from afar shows none. */
export const MIN_BADGE_PX = 10;

/** Where a collapsed node's badge sits (graph units, its centre) and what it says. */
export interface Badge {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Hidden descendants: the '+N'. */
  count: number;
  text: string;
}

/**
 * The '+N' badges of collapsed nodes (issue 34): N hidden descendants, shown at the node's child side (where its
 * children were: right of it in a horizontal tree, below in a vertical one) in its accent colour; pressing one
 * expands the node. Counts are kept until the map changes (a subtree is walked once per change, and only for
 * collapsed nodes on screen).
 */
export class CollapseBadges {
  /** Shown collapsed nodes with children (the scene keeps it as it indexes nodes). */
  readonly collapsed = new Set<string>();
  private readonly counts = new Map<string, number>();
  /** Moves on at every change of the map (task progress is worked out again by it too). */
  version = 0;

  /** The scene indexed `id` (shown: it is drawn); keeps track of whether it shows a badge. */
  note(id: string, node: MapNode | undefined, shown: boolean): void {
    if (shown && node?.data.collapsed === true) this.collapsed.add(id);
    else this.collapsed.delete(id);
  }

  /** The map changed: counts are worked out again when next asked for. */
  changed(): void {
    this.counts.clear();
    this.version++;
  }

  /** Forgets everything (a new map). */
  clear(): void {
    this.collapsed.clear();
    this.counts.clear();
    this.version++;
  }

  /**
   * The badge of collapsed node `node` (centre `x`, `y`, shape `width` × `height`), or null when it hides nothing.
   */
  badgeOf(state: MapState, node: MapNode, width: number, height: number): Badge | null {
    const id = node.data.id;
    let count = this.counts.get(id);
    if (count === undefined) {
      count = 0;
      for (const d of descendantsOf(state, id)) if (state.getNode(d)?.data.visibility === 'hidden') count++;
      this.counts.set(id, count);
    }
    if (count === 0) return null;
    const text = `+${count}`;
    const w = Math.max(BADGE_HEIGHT, text.length * BADGE_TEXT_SIZE * 0.62 + 14);
    const { x, y } = node.position;
    const side = childSide(state, node);
    const out: Badge = { id, x, y, width: w, height: BADGE_HEIGHT, count, text };
    if (side === 'right') out.x = x + width / 2 + BADGE_GAP + w / 2;
    else if (side === 'left') out.x = x - width / 2 - BADGE_GAP - w / 2;
    else if (side === 'bottom') out.y = y + height / 2 + BADGE_GAP + BADGE_HEIGHT / 2;
    else out.y = y - height / 2 - BADGE_GAP - BADGE_HEIGHT / 2;
    return out;
  }
}

/** The side of `node` its children lie on, on average (right when they have no other place). */
function childSide(state: MapState, node: MapNode): 'right' | 'left' | 'bottom' | 'top' {
  let dx = 0;
  let dy = 0;
  for (const edge of state.outgoing(node.data.id)) {
    const child = state.getNode(edge.data.target);
    if (!child || child === node) continue;
    dx += child.position.x - node.position.x;
    dy += child.position.y - node.position.y;
  }
  if (Math.abs(dy) > Math.abs(dx)) return dy > 0 ? 'bottom' : 'top';
  return dx < 0 ? 'left' : 'right';
}

/** True when the point (graph units) lies on `badge`'s pill. */
export function onBadge(badge: Badge, x: number, y: number): boolean {
  return Math.abs(x - badge.x) <= badge.width / 2 && Math.abs(y - badge.y) <= badge.height / 2;
}

/** The parts of the scene (`MapScene`) a badge is read from, named here so this file does not import the scene. */
export interface BadgeScene {
  readonly state: MapState | null;
  readonly badges: CollapseBadges;
  node(id: string): MapNode | undefined;
  nodeStyle(id: string): { width: number; height: number } | undefined;
  isShown(id: string): boolean;
}

/** The badge of the scene's node `id` when it is shown, collapsed and hides something; else null. */
export function badgeAt(scene: BadgeScene, id: string): Badge | null {
  const node = scene.node(id);
  const style = node && scene.isShown(id) ? scene.nodeStyle(id) : undefined;
  if (!node || !style || !scene.state || node.data.collapsed !== true) return null;
  return scene.badges.badgeOf(scene.state, node, style.width, style.height);
}
