import { Container, Sprite, Texture } from 'pixi.js';
import { markerImageUrl } from '@mapa/model';
import type { MapScene } from '../../scene/MapScene';
import { markerPitch, markerRow } from '../../geometry/markerRow';
import type { ImageCache } from './ImageCache';

interface Shown {
  sprites: Sprite[];
  frame: number;
}

/**
 * The markers of the visible nodes (issue 36): a row of icons before each label (`markerRow`), each an SVG from
 * the image cache asked at the size it covers on screen, so it is redrawn sharper as the view zooms in (the
 * pipeline of node icons). One pooled sprite per marker shown.
 */
export class NodeMarkers {
  readonly root = new Container();
  private readonly shown = new Map<string, Shown>();
  private readonly pool: Sprite[] = [];
  private frame = 0;
  /** Markers drawn in the last update (tests and the drawn-state probe read it). */
  drawn = 0;

  update(scene: MapScene, nodeIds: Iterable<string>, images: ImageCache, pxPerUnit: number): void {
    this.frame++;
    this.drawn = 0;
    for (const id of nodeIds) {
      const node = scene.node(id);
      const style = node && scene.nodeStyle(id);
      const row = node && style ? markerRow(node, style) : null;
      if (!row) continue;
      const markers = node!.data.markers!;
      let shown = this.shown.get(id);
      if (!shown) this.shown.set(id, (shown = { sprites: [], frame: 0 }));
      shown.frame = this.frame;
      while (shown.sprites.length > markers.length) this.release(shown.sprites.pop()!);
      const pitch = markerPitch(row);
      markers.forEach((marker, i) => {
        const texture = images.get(markerImageUrl(marker), row.size * pxPerUnit);
        let sprite = shown.sprites[i];
        if (!sprite) {
          sprite = this.pool.pop() ?? new Sprite();
          sprite.anchor.set(0.5);
          this.root.addChild(sprite);
          shown.sprites[i] = sprite;
        }
        sprite.visible = texture !== null;
        if (!texture) return;
        sprite.texture = texture;
        sprite.setSize(row.size, row.size);
        sprite.position.set(row.x + row.size / 2 + i * pitch, row.y);
        this.drawn++;
      });
    }
    for (const [id, shown] of this.shown) {
      if (shown.frame === this.frame) continue;
      for (const sprite of shown.sprites) this.release(sprite);
      this.shown.delete(id);
    }
  }

  private release(sprite: Sprite): void {
    this.root.removeChild(sprite);
    // Pooled sprites let go of their picture: the cache may free sizes no longer shown.
    sprite.texture = Texture.EMPTY;
    this.pool.push(sprite);
  }
}
