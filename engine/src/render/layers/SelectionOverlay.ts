import { Graphics } from 'pixi.js';
import type { MapScene } from '../../scene/MapScene';
import type { SelectionModel } from '../../Selection';
import type { ToolOverlay } from '../../tools/ToolContext';
import { shapePolygon } from '@mapa/model';
import { cornerPoint, CORNERS, HANDLE_SIZE_PX } from '../../hit/handles';
import { SELECTION_COLOR } from '../selectionColor';

/** Gap between a node's shape and its selection outline, in screen px. */
const OUTLINE_GAP_PX = 4;
const outline: number[] = [];

/**
 * The top layer: outlines of selected nodes and edges, the resize handles of a single selected node, the box
 * selection rectangle and the connect tool's rubber band. Drawn in graph space with widths divided by the zoom so
 * they keep a constant size on screen.
 */
export class SelectionOverlay {
  readonly root = new Graphics();

  /** Redraws everything; `showHandles` when a single resizable node is selected. */
  draw(
    scene: MapScene,
    selection: SelectionModel,
    overlay: ToolOverlay,
    zoom: number,
    showHandles: boolean,
  ): void {
    const g = this.root.clear();
    const px = 1 / zoom;
    for (const id of selection.edges) {
      const style = scene.edgeStyle(id);
      const path = style ? scene.sampleEdge(id) : undefined;
      if (!path || !style) continue;
      const pts = path.points;
      g.moveTo(pts[0], pts[1]);
      for (let i = 2; i < path.length; i += 2) g.lineTo(pts[i], pts[i + 1]);
      g.stroke({
        width: Math.max(style.width, style.endWidth, 2 * px) + 2 * px,
        color: SELECTION_COLOR,
        alpha: 0.9,
        cap: 'round',
        join: 'round',
      });
    }
    for (const id of selection.nodes) {
      const node = scene.node(id);
      const style = scene.nodeStyle(id);
      if (!node || !style || !scene.isShown(id)) continue;
      const gap = 2 * OUTLINE_GAP_PX * px;
      shapePolygon(style.shape, style.width + gap, style.height + gap, outline);
      for (let i = 0; i < outline.length; i += 2) {
        outline[i] += node.position.x;
        outline[i + 1] += node.position.y;
      }
      g.poly(outline.slice(), true).stroke({ width: 2 * px, color: SELECTION_COLOR, alpha: 1 });
      if (showHandles && selection.nodes.size === 1) {
        const half = (HANDLE_SIZE_PX / 2) * px;
        for (const corner of CORNERS) {
          const c = cornerPoint(node.position.x, node.position.y, style.width, style.height, corner);
          g.rect(c.x - half, c.y - half, 2 * half, 2 * half)
            .fill({ color: 0xffffff })
            .stroke({ width: 1.5 * px, color: SELECTION_COLOR });
        }
      }
    }
    const target = overlay.dropTarget ? scene.node(overlay.dropTarget) : undefined;
    const targetStyle = overlay.dropTarget ? scene.nodeStyle(overlay.dropTarget) : undefined;
    if (target && targetStyle) {
      // Where a dragged node would land as a child: a wide, soft ring around the target.
      const gap = 2 * (OUTLINE_GAP_PX + 2) * px;
      shapePolygon(targetStyle.shape, targetStyle.width + gap, targetStyle.height + gap, outline);
      for (let i = 0; i < outline.length; i += 2) {
        outline[i] += target.position.x;
        outline[i + 1] += target.position.y;
      }
      g.poly(outline.slice(), true)
        .fill({ color: SELECTION_COLOR, alpha: 0.1 })
        .stroke({ width: 3 * px, color: SELECTION_COLOR, alpha: 0.9 });
    }
    if (overlay.box) {
      const b = overlay.box;
      g.rect(b.minX, b.minY, b.maxX - b.minX, b.maxY - b.minY)
        .fill({ color: SELECTION_COLOR, alpha: 0.08 })
        .stroke({ width: px, color: SELECTION_COLOR });
    }
    if (overlay.rubberBand) {
      const { from, to } = overlay.rubberBand;
      g.moveTo(from.x, from.y)
        .lineTo(to.x, to.y)
        .stroke({ width: 2 * px, color: SELECTION_COLOR });
      g.circle(to.x, to.y, 4 * px).fill({ color: SELECTION_COLOR });
    }
  }
}
