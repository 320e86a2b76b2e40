import { nodeStyleIn, type MapState } from '@mapa/model';
import { nodeVisualBox, type Box, type MapEngine } from '@mapa/engine';

/** A box in container px. */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The screen box around the given nodes (centre ± half size), or null when none exists. */
export function nodesScreenBox(engine: MapEngine, state: MapState, ids: readonly string[]): ScreenBox | null {
  let box: ScreenBox | null = null;
  for (const id of ids) {
    const node = state.getNode(id);
    if (!node) continue;
    // Sized as the canvas draws it: by its place in the map (the theme, the template's presentation).
    const style = nodeStyleIn(state, node, { viewportWidth: window.innerWidth });
    const a = engine.graphToScreen({
      x: node.position.x - style.width / 2,
      y: node.position.y - style.height / 2,
    });
    const b = engine.graphToScreen({
      x: node.position.x + style.width / 2,
      y: node.position.y + style.height / 2,
    });
    box = box
      ? {
          left: Math.min(box.left, a.x),
          top: Math.min(box.top, a.y),
          right: Math.max(box.right, b.x),
          bottom: Math.max(box.bottom, b.y),
        }
      : { left: a.x, top: a.y, right: b.x, bottom: b.y };
  }
  return box;
}

/**
 * The screen box of what the given nodes paint: their shapes plus labels placed outside them (an estimate before
 * the text is laid out), so a bar placed next to it covers neither.
 */
export function nodesVisualScreenBox(
  engine: MapEngine,
  state: MapState,
  ids: readonly string[],
): ScreenBox | null {
  let box: ScreenBox | null = null;
  const graph: Box = { minX: 0, minY: 0, maxX: 0, maxY: 0 };
  for (const id of ids) {
    const node = state.getNode(id);
    if (!node) continue;
    nodeVisualBox(node, nodeStyleIn(state, node, { viewportWidth: window.innerWidth }), graph);
    const a = engine.graphToScreen({ x: graph.minX, y: graph.minY });
    const b = engine.graphToScreen({ x: graph.maxX, y: graph.maxY });
    box = box
      ? {
          left: Math.min(box.left, a.x),
          top: Math.min(box.top, a.y),
          right: Math.max(box.right, b.x),
          bottom: Math.max(box.bottom, b.y),
        }
      : { left: a.x, top: a.y, right: b.x, bottom: b.y };
  }
  return box;
}

/** On-canvas controls hide under this window width or zoom (spec §2.10). */
export const ON_CANVAS_MIN_WIDTH = 1100;
export const ON_CANVAS_MIN_ZOOM = 0.3;

/** True when on-canvas controls may show. */
export function onCanvasControlsShown(zoom: number): boolean {
  return window.innerWidth >= ON_CANVAS_MIN_WIDTH && zoom >= ON_CANVAS_MIN_ZOOM;
}
