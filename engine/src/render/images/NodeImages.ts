import { Container, Rectangle, Sprite, Texture } from 'pixi.js';
import type { MapScene } from '../../scene/MapScene';
import type { ImageCache } from './ImageCache';
import { NodeMarkers } from './NodeMarkers';

interface Shown {
  sprite: Sprite;
  texture: Texture | null;
  record: unknown;
  frame: number;
}

/**
 * Node images (`imageURL`), one pooled sprite per visible node that has one, inside the node box: cover (cropped
 * to the box) or contain. Drawn above the node shapes and below the labels. Each image is asked of the cache at
 * the size it covers on screen, so a vector icon is redrawn sharper as the view zooms in. The nodes' markers are
 * drawn with them, the same way (`NodeMarkers`), above the images.
 */
export class NodeImages {
  readonly root = new Container();
  readonly markers = new NodeMarkers();
  private readonly shown = new Map<string, Shown>();
  private readonly pool: Sprite[] = [];
  private frame = 0;

  constructor() {
    this.root.addChild(this.markers.root);
  }

  /** Shows the images of the visible nodes among `nodeIds`, drawn at `pxPerUnit` screen pixels per graph unit. */
  update(scene: MapScene, nodeIds: Iterable<string>, images: ImageCache, pxPerUnit: number): void {
    this.frame++;
    images.beginFrame();
    for (const id of nodeIds) {
      const style = scene.nodeStyle(id);
      const node = scene.node(id);
      if (!node || !style?.imageURL) continue;
      const texture = images.get(style.imageURL, Math.max(style.width, style.height) * pxPerUnit);
      if (!texture) continue;
      let shown = this.shown.get(id);
      if (!shown) {
        const sprite = this.pool.pop() ?? new Sprite();
        sprite.anchor.set(0.5);
        this.root.addChildAt(sprite, 0); // under the markers
        shown = { sprite, texture: null, record: null, frame: 0 };
        this.shown.set(id, shown);
      }
      shown.frame = this.frame;
      if (shown.record === style && shown.texture === texture) {
        shown.sprite.position.set(node.position.x, node.position.y);
        continue;
      }
      shown.record = style;
      shown.texture = texture;
      const sprite = shown.sprite;
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
      sprite.position.set(node.position.x, node.position.y);
    }
    for (const [id, shown] of this.shown) {
      if (shown.frame === this.frame) continue;
      this.root.removeChild(shown.sprite);
      // Pooled sprites let go of their picture: the cache may free sizes no longer shown.
      shown.sprite.texture = Texture.EMPTY;
      this.pool.push(shown.sprite);
      this.shown.delete(id);
    }
    this.markers.update(scene, nodeIds, images, pxPerUnit);
  }
}
