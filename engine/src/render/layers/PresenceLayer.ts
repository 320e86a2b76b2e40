import { Container, Graphics, Text } from 'pixi.js';
import type { Camera } from '../../camera/Camera';
import type { MapScene } from '../../scene/MapScene';
import type { DrawnPointer, RemotePresence } from '../../api';
import { shapePolygon } from '@mapa/model';
import { chipOffset, dashPolygon } from './presenceGeometry';
import { peerOutlines, type PeerOutline } from './presenceOutlines';

/**
 * Screen px of a remote selection's outline, and of its gap to the node's own border: wider than the viewer's own
 * selection's (4 px), so both show side by side on a node selected by both.
 */
const OUTLINE_PX = 2.5;
const OUTLINE_GAP_PX = 9;
/** Screen px of the outline's dashes and gaps: dashed, so it never reads as the viewer's own solid selection. */
const DASH_PX = 7;
const DASH_GAP_PX = 4;
/** The pointer arrow (screen px): tip at the point, like a system cursor. */
const ARROW = [0, 0, 0, 17, 4.5, 13, 8, 20.5, 11, 19, 7.5, 12, 13, 12];
const LABEL_FONT_PX = 12;
/** Padding of the name inside its chip (screen px). */
const CHIP_PAD_X = 6;
const CHIP_PAD_Y = 3;
const outline: number[] = [];

/** What one pointer is drawn with: the arrow, and the name on a chip in its colour (`tag`: chip and label). */
interface PointerSprite {
  root: Container;
  arrow: Graphics;
  tag: Container;
  chip: Graphics;
  label: Text;
  name: string;
  color: string;
}

/**
 * Draws other people's presence (issue #16): their selections outlined in their colour over the nodes, and their
 * pointers, an arrow with the name, at a place on the map (world coordinates) but at a constant size on screen.
 * It owns its own container on the stage; nothing of the scene is touched.
 */
export class PresenceLayer {
  readonly root = new Container();
  private readonly world = new Container();
  private readonly outlines = new Graphics();
  private readonly pointers = new Container();
  private readonly sprites = new Map<string, PointerSprite>();
  /** The nodes each peer's outline was drawn around in the last frame (tests look at these). */
  private outlined: PeerOutline[] = [];

  constructor() {
    this.world.addChild(this.outlines);
    this.root.addChild(this.world, this.pointers);
    this.root.eventMode = 'none';
  }

  /** Redraws for this frame. */
  update(scene: MapScene, camera: Camera, peers: readonly RemotePresence[]): void {
    const g = this.outlines.clear();
    this.world.position.set(
      camera.width / 2 - camera.center.x * camera.zoom,
      camera.height / 2 - camera.center.y * camera.zoom,
    );
    this.world.scale.set(camera.zoom);
    const width = OUTLINE_PX / camera.zoom;
    const grow = (2 * OUTLINE_GAP_PX) / camera.zoom;
    this.outlined = peerOutlines(scene, peers);
    for (const { peer, nodes } of this.outlined) {
      for (const id of nodes) {
        const node = scene.node(id)!;
        const style = scene.nodeStyle(id)!;
        shapePolygon(style.shape, style.width + grow, style.height + grow, outline);
        for (let i = 0; i < outline.length; i += 2) {
          outline[i] += node.position.x;
          outline[i + 1] += node.position.y;
        }
        const dashes = dashPolygon(outline, DASH_PX / camera.zoom, DASH_GAP_PX / camera.zoom);
        for (let i = 0; i < dashes.length; i += 4)
          g.moveTo(dashes[i], dashes[i + 1]).lineTo(dashes[i + 2], dashes[i + 3]);
        if (dashes.length > 0) g.stroke({ width, color: peer.color, alpha: 0.95, cap: 'round' });
      }
    }
    this.drawPointers(camera, peers);
  }

  /**
   * Pointers drawn at the last frame, by peer id, in screen px (tests look at these): the tip, and the name
   * chip's box.
   */
  pointerPositions(): Map<string, Omit<DrawnPointer, 'id'>> {
    const out = new Map<string, Omit<DrawnPointer, 'id'>>();
    for (const [id, sprite] of this.sprites) {
      if (!sprite.root.visible) continue;
      const { x, y } = sprite.root.position;
      const chip = { x: x + sprite.tag.position.x, y: y + sprite.tag.position.y, ...this.chipSize(sprite) };
      out.set(id, { x, y, chip });
    }
    return out;
  }

  /** The node ids outlined at the last frame, by peer id (peers with none outlined are left out). */
  outlinedNodes(): Map<string, string[]> {
    return new Map(this.outlined.map(({ peer, nodes }) => [peer.id, [...nodes]]));
  }

  destroy(): void {
    this.root.destroy({ children: true });
    this.sprites.clear();
  }

  private drawPointers(camera: Camera, peers: readonly RemotePresence[]): void {
    const seen = new Set<string>();
    for (const peer of peers) {
      if (!peer.pointer) continue;
      seen.add(peer.id);
      const sprite = this.sprite(peer);
      const at = camera.graphToScreen(peer.pointer);
      const x = Math.round(at.x);
      const y = Math.round(at.y);
      sprite.root.position.set(x, y);
      // Near the right edge (canvas controls) or the bottom the name goes left of / above the arrow.
      const offset = chipOffset({ x, y }, this.chipSize(sprite), camera);
      sprite.tag.position.set(Math.round(offset.x), Math.round(offset.y));
      sprite.root.visible = true;
    }
    for (const [id, sprite] of this.sprites) {
      if (seen.has(id)) continue;
      sprite.root.destroy({ children: true });
      this.sprites.delete(id);
    }
  }

  private sprite(peer: RemotePresence): PointerSprite {
    let sprite = this.sprites.get(peer.id);
    if (!sprite) {
      const root = new Container();
      const arrow = new Graphics();
      const chip = new Graphics();
      const label = new Text({
        text: '',
        resolution: 2,
        style: {
          fontFamily: 'Arial, "Liberation Sans", sans-serif',
          fontSize: LABEL_FONT_PX,
          fill: 0xffffff,
        },
      });
      const tag = new Container();
      tag.addChild(chip, label);
      root.addChild(arrow, tag);
      this.pointers.addChild(root);
      sprite = { root, arrow, tag, chip, label, name: '', color: '' };
      this.sprites.set(peer.id, sprite);
    }
    if (sprite.name !== peer.name || sprite.color !== peer.color) {
      sprite.name = peer.name;
      sprite.color = peer.color;
      sprite.arrow
        .clear()
        .poly(ARROW, true)
        .fill({ color: peer.color })
        .stroke({ width: 1.5, color: 0xffffff, alignment: 1 });
      sprite.label.text = peer.name;
      sprite.label.position.set(CHIP_PAD_X, CHIP_PAD_Y);
      const { width: w, height: h } = this.chipSize(sprite);
      sprite.chip
        .clear()
        .roundRect(0, 0, w, h, h / 2)
        .fill({ color: peer.color });
    }
    return sprite;
  }

  private chipSize(sprite: PointerSprite): { width: number; height: number } {
    return { width: sprite.label.width + 2 * CHIP_PAD_X, height: sprite.label.height + 2 * CHIP_PAD_Y };
  }
}
