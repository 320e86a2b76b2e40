import type { MapNode } from '../../schema/node';
import type { MapState } from '../../state/MapState';
import type { ResolvedNodeStyle } from '../../defaults/resolveNodeStyle';
import { descendantsOf } from '../../editing/collapse';
import { contrastText } from '../../theme/compiledTheme';
import { paint, textLines, type SceneItem } from './sceneText';
import { BASELINE } from './wrapText';

// The canvas's '+N' badge of a collapsed node (engine `scene/CollapseBadges.ts`), with its sizes.
const BADGE_HEIGHT = 24;
const BADGE_TEXT_SIZE = 14;
const BADGE_GAP = 6;

/**
 * The badge of a collapsed node that hides descendants: a pill in the node's accent colour at the side its children
 * are on, saying how many are hidden in black or white, whichever reads on it. Null when it hides nothing.
 */
export function collapseBadgeItem(
  state: MapState,
  node: MapNode,
  style: ResolvedNodeStyle,
): SceneItem | null {
  const id = node.data.id;
  let count = 0;
  for (const d of descendantsOf(state, id)) if (state.getNode(d)?.data.visibility === 'hidden') count++;
  if (count === 0) return null;
  const text = `+${count}`;
  const w = Math.max(BADGE_HEIGHT, text.length * BADGE_TEXT_SIZE * 0.62 + 14);
  let { x, y } = node.position;
  let dx = 0;
  let dy = 0;
  for (const edge of state.outgoing(id)) {
    const child = state.getNode(edge.data.target);
    if (!child || child === node) continue;
    dx += child.position.x - node.position.x;
    dy += child.position.y - node.position.y;
  }
  if (Math.abs(dy) > Math.abs(dx)) y += (dy > 0 ? 1 : -1) * (style.height / 2 + BADGE_GAP + BADGE_HEIGHT / 2);
  else x += (dx < 0 ? -1 : 1) * (style.width / 2 + BADGE_GAP + w / 2);
  const accent = paint(style.accentColor) ?? { color: '#7a8499', opacity: 1 };
  return {
    x0: x - w / 2,
    y0: y - BADGE_HEIGHT / 2,
    x1: x + w / 2,
    y1: y + BADGE_HEIGHT / 2,
    make: () => [
      {
        kind: 'rect',
        x: x - w / 2,
        y: y - BADGE_HEIGHT / 2,
        width: w,
        height: BADGE_HEIGHT,
        fill: accent,
        radius: BADGE_HEIGHT / 2,
      },
      // Centred on the pill: the line's middle between its baseline and its cap height.
      textLines([text], x, y - BADGE_TEXT_SIZE * (BASELINE - 0.36), 'middle', {
        size: BADGE_TEXT_SIZE,
        color: contrastText(accent.color),
        weight: 700,
        halo: null,
      }),
    ],
  };
}
