import { BitmapText, Container, Graphics } from 'pixi.js';
import { parseColor } from './color';
import { LABEL_FONT, LABEL_FONT_ITALIC, labelFont } from './fonts';

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

/**
 * One label: a background box and a BitmapText from the shared distance-field font, or, for a text that font
 * cannot hold (see `labelFont`), a second BitmapText from the bitmap fallback. Two texts rather than one whose
 * font changes: PixiJS gives a BitmapText the distance-field shader the first time it draws a distance-field
 * font and keeps it, which would misdraw a bitmap font afterwards.
 */
export class Label {
  readonly root = new Container();
  private readonly box = new Graphics();
  private readonly sdf = newText(labelFont(false, ''));
  private fallback: BitmapText | null = null;
  size = 0;

  constructor() {
    this.root.addChild(this.box, this.sdf);
  }

  /** Shows `spec`. */
  set(spec: LabelSpec): void {
    this.size = spec.size;
    const font = labelFont(spec.italic, spec.text);
    const useSdf = font === LABEL_FONT || font === LABEL_FONT_ITALIC;
    if (!useSdf && !this.fallback) this.root.addChild((this.fallback = newText(font)));
    const text = useSdf ? this.sdf : this.fallback!;
    const other = useSdf ? this.fallback : this.sdf;
    if (other) {
      other.text = '';
      other.visible = false;
    }
    text.visible = true;
    const style = text.style;
    style.fontFamily = font;
    style.fontSize = spec.size;
    style.wordWrap = spec.wrapWidth > 0;
    style.wordWrapWidth = Math.max(1, spec.wrapWidth);
    style.align = spec.anchorX === 0 ? 'left' : spec.anchorX === 1 ? 'right' : 'center';
    const color = parseColor(spec.color);
    style.fill = color.rgb;
    text.alpha = color.alpha;
    text.text = spec.text;
    text.anchor.set(spec.anchorX, spec.anchorY);
    text.position.set(spec.x, spec.y);
    const bg = parseColor(spec.background, { rgb: 0, alpha: 0 });
    this.box.clear();
    if (bg.alpha > 0 && spec.text) {
      const w = text.width;
      const h = text.height;
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

function newText(fontFamily: string): BitmapText {
  return new BitmapText({ text: '', style: { fontFamily, fontSize: 16, align: 'center' } });
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
