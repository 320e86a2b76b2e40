import { Container, Graphics, Rectangle, Sprite, Texture } from 'pixi.js';
import type { MapNode } from '@mapa/model';
import type { NodeStyle } from '../geometry/nodeGeometry';
import { LABEL_GAP, outsideLabelWrapWidth } from '../geometry/nodeGeometry';
import { parseColor } from './color';
import { shapePolygon } from './shapes';
import type { ImageCache } from './ImageCache';
import type { Label, LabelSpec } from './LabelLayer';

const PLACEHOLDER_COLOR = '#9e9e9e';
const outline: number[] = [];

/**
 * The picture of one node: its shape (filled and stroked), its image, and its label in the labels layer.
 * Redraws only when the record, the resolved style or the image changed (records are immutable, so identity
 * tells). Views are pooled: `bind` reuses one for another node.
 */
export class NodeView {
  readonly root = new Container();
  private readonly shape = new Graphics();
  private sprite: Sprite | null = null;
  private node: MapNode | null = null;
  private style: NodeStyle | null = null;
  private texture: Texture | null = null;
  label: Label | null = null;

  constructor() {
    this.root.addChild(this.shape);
  }

  /** Draws `node` with `style` if either changed since the last call (or `force`). */
  update(node: MapNode, style: NodeStyle, images: ImageCache, force = false): void {
    const texture = style.imageURL ? images.get(style.imageURL) : null;
    if (!force && node === this.node && style === this.style && texture === this.texture) return;
    this.node = node;
    this.style = style;
    this.texture = texture;
    const { x, y } = node.position;
    this.root.position.set(x, y);
    const fill = parseColor(style.backgroundColor);
    const border = parseColor(style.borderColor);
    shapePolygon(style.shape, style.width, style.height, outline);
    // poly() keeps the array it is given until the frame is drawn: hand it its own copy.
    this.shape.clear().poly(outline.slice(), true).fill({ color: fill.rgb, alpha: fill.alpha });
    if (style.borderWidth > 0 && border.alpha > 0) {
      this.shape.stroke({ width: style.borderWidth, color: border.rgb, alpha: border.alpha, alignment: 0.5 });
    }
    this.drawImage(style, texture);
    if (this.label) this.label.set(this.labelSpec(node, style));
  }

  /** Forgets the drawn record so the next `update` redraws (used when a pooled view is bound again). */
  reset(): void {
    this.node = null;
    this.style = null;
    this.texture = null;
  }

  private drawImage(style: NodeStyle, texture: Texture | null): void {
    if (!texture) {
      if (this.sprite) this.sprite.visible = false;
      return;
    }
    if (!this.sprite) {
      this.sprite = new Sprite();
      this.root.addChild(this.sprite);
    }
    const sprite = this.sprite;
    const tw = texture.width;
    const th = texture.height;
    if (style.backgroundFit === 'cover') {
      // Crop the texture to the node's aspect ratio rather than masking: no extra render pass.
      const scale = Math.max(style.width / tw, style.height / th);
      const fw = style.width / scale;
      const fh = style.height / scale;
      sprite.texture = new Texture({
        source: texture.source,
        frame: new Rectangle((tw - fw) / 2, (th - fh) / 2, fw, fh),
      });
      sprite.setSize(style.width, style.height);
    } else {
      const scale = Math.min(style.width / tw, style.height / th);
      sprite.texture = texture;
      sprite.setSize(tw * scale, th * scale);
    }
    sprite.anchor.set(0.5);
    sprite.position.set(0, 0);
    sprite.visible = true;
  }

  /** Where and how the label goes: centred inside, or just outside the shape on the chosen side. */
  labelSpec(node: MapNode, style: NodeStyle): LabelSpec {
    const { x, y } = node.position;
    const hw = style.width / 2;
    const hh = style.height / 2;
    const spec: LabelSpec = {
      text: style.label,
      italic: style.isPlaceholder,
      size: style.textSize,
      color: style.isPlaceholder ? PLACEHOLDER_COLOR : style.textColor,
      background: style.isPlaceholder ? 'transparent' : style.textBackgroundColor,
      x,
      y,
      anchorX: 0.5,
      anchorY: 0.5,
      wrapWidth: Math.max(20, style.width - 12),
    };
    const wrap = outsideLabelWrapWidth(style);
    switch (style.textPosition) {
      case 'top':
        return { ...spec, y: y - hh - LABEL_GAP, anchorY: 1, wrapWidth: wrap };
      case 'bottom':
        return { ...spec, y: y + hh + LABEL_GAP, anchorY: 0, wrapWidth: wrap };
      case 'left':
        return { ...spec, x: x - hw - LABEL_GAP, anchorX: 1, wrapWidth: wrap };
      case 'right':
        return { ...spec, x: x + hw + LABEL_GAP, anchorX: 0, wrapWidth: wrap };
      default:
        return spec;
    }
  }
}
