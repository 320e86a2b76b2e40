import { BitmapText, Container, Graphics } from 'pixi.js';
import { parseColor } from './color';
import { labelFont } from './fonts';

/** Labels smaller than this on screen (px) are hidden: unreadable, and the costliest thing to draw. */
export const MIN_READABLE_TEXT_PX = 4;
const BOX_PADDING = 3;

/** What a label shows and where. `anchorX/Y` say which point of the text box sits at (x, y). */
export interface LabelSpec {
  text: string;
  italic: boolean;
  size: number;
  color: string;
  background: string;
  x: number;
  y: number;
  anchorX: number;
  anchorY: number;
  /** Wrap lines wider than this (graph units); 0 for no wrapping. */
  wrapWidth: number;
}

/** One label: a background box and a BitmapText from the shared atlas. */
export class Label {
  readonly root = new Container();
  private readonly box = new Graphics();
  private readonly text = new BitmapText({
    text: '',
    style: { fontFamily: labelFont(false), fontSize: 16, align: 'center' },
  });
  size = 0;

  constructor() {
    this.root.addChild(this.box, this.text);
  }

  /** Shows `spec`. */
  set(spec: LabelSpec): void {
    this.size = spec.size;
    const style = this.text.style;
    style.fontFamily = labelFont(spec.italic);
    style.fontSize = spec.size;
    style.wordWrap = spec.wrapWidth > 0;
    style.wordWrapWidth = Math.max(1, spec.wrapWidth);
    style.align = spec.anchorX === 0 ? 'left' : spec.anchorX === 1 ? 'right' : 'center';
    const color = parseColor(spec.color);
    style.fill = color.rgb;
    this.text.alpha = color.alpha;
    this.text.text = spec.text;
    this.text.anchor.set(spec.anchorX, spec.anchorY);
    this.text.position.set(spec.x, spec.y);
    const bg = parseColor(spec.background, { rgb: 0, alpha: 0 });
    this.box.clear();
    if (bg.alpha > 0 && spec.text) {
      const w = this.text.width;
      const h = this.text.height;
      this.box
        .rect(
          spec.x - spec.anchorX * w - BOX_PADDING,
          spec.y - spec.anchorY * h - BOX_PADDING,
          w + 2 * BOX_PADDING,
          h + 2 * BOX_PADDING,
        )
        .fill({ color: bg.rgb, alpha: bg.alpha });
    }
  }
}

/** The labels layer (above nodes, below the selection overlay) and its pool of labels. */
export class LabelLayer {
  readonly root = new Container();
  private readonly pool: Label[] = [];
  private readonly active = new Set<Label>();

  /** A label from the pool, attached to the layer. */
  acquire(): Label {
    const label = this.pool.pop() ?? new Label();
    this.root.addChild(label.root);
    this.active.add(label);
    return label;
  }

  /** Detaches a label and keeps it for reuse. */
  release(label: Label): void {
    if (!this.active.delete(label)) return;
    this.root.removeChild(label.root);
    this.pool.push(label);
  }

  /** Level of detail: hides labels that would be smaller than MIN_READABLE_TEXT_PX at `zoom`. */
  applyZoom(zoom: number): void {
    for (const label of this.active) label.root.visible = label.size * zoom >= MIN_READABLE_TEXT_PX;
  }
}
