import { Graphics } from 'pixi.js';
import type { EdgeGeometry } from '../edges/curves';
import type { EdgeStyle } from '../scene/MapScene';
import { parseColor } from './color';
import type { Label } from './LabelLayer';

/** The picture of one edge: its curve and arrow heads, and its label at the midpoint. Pooled like NodeView. */
export class EdgeView {
  readonly root = new Graphics();
  private geometry: EdgeGeometry | null = null;
  private style: EdgeStyle | null = null;
  label: Label | null = null;

  /** Draws when the geometry or the style changed since the last call. */
  update(geometry: EdgeGeometry, style: EdgeStyle, force = false): void {
    if (!force && geometry === this.geometry && style === this.style) return;
    this.geometry = geometry;
    this.style = style;
    const color = parseColor(style.color, { rgb: 0x999999, alpha: 1 });
    const g = this.root.clear();
    const pts = geometry.points;
    g.moveTo(pts[0], pts[1]);
    for (let i = 2; i < pts.length; i += 2) g.lineTo(pts[i], pts[i + 1]);
    g.stroke({ width: style.width, color: color.rgb, alpha: color.alpha, cap: 'round', join: 'round' });
    for (const a of geometry.arrows) {
      const bx = a.x - a.dx * a.length;
      const by = a.y - a.dy * a.length;
      g.poly(
        [
          a.x,
          a.y,
          bx - a.dy * a.halfWidth,
          by + a.dx * a.halfWidth,
          bx + a.dy * a.halfWidth,
          by - a.dx * a.halfWidth,
        ],
        true,
      );
      g.fill({ color: color.rgb, alpha: color.alpha });
    }
    const label = this.label;
    if (label) {
      label.set({
        text: style.label ?? '',
        italic: false,
        size: style.textSize,
        color: style.textColor,
        background: style.textBackgroundColor,
        x: geometry.midX,
        y: geometry.midY,
        anchorX: 0.5,
        anchorY: 0.5,
        wrapWidth: 0,
      });
    }
  }

  /** Forgets what was drawn so a pooled view redraws for its next edge. */
  reset(): void {
    this.geometry = null;
    this.style = null;
  }
}
