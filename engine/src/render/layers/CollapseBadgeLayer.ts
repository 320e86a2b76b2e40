import { Container, Graphics, Text } from 'pixi.js';
import { contrastText } from '@mapa/model';
import type { Camera } from '../../camera/Camera';
import type { MapScene } from '../../scene/MapScene';
import { badgeAt, BADGE_HEIGHT, BADGE_TEXT_SIZE, MIN_BADGE_PX, type Badge } from '../../scene/CollapseBadges';
import { emptyBox, intersects } from '../../geometry/Box';

/** At most this many badges are drawn in a frame (a view of hundreds of collapsed nodes shows the first). */
const MAX_BADGES = 200;
/** The text is rasterised at this size (px) and scaled to the badge: sharp up to this many times zoom 1. */
const RASTER_PX = BADGE_TEXT_SIZE * 2;
const view = emptyBox();
const box = emptyBox();

/**
 * Draws the '+N' badge of every collapsed node on screen (see `CollapseBadges`): a pill in the node's accent
 * colour at its child side, with the number of hidden descendants in black or white, whichever reads on it. In
 * graph units, so it scales with the map; none when too small to read. Its own stage layer, like the pulse.
 */
export class CollapseBadgeLayer {
  readonly root = new Container();
  private readonly pills = new Graphics();
  private readonly texts: Text[] = [];
  private drawn: Badge[] = [];

  constructor() {
    this.root.addChild(this.pills);
    this.root.eventMode = 'none';
  }

  /** The badges drawn in the last frame (tests and the shell's tooltips). */
  get shown(): readonly Badge[] {
    return this.drawn;
  }

  /** Redraws for this frame. */
  update(scene: MapScene, camera: Camera): void {
    const g = this.pills.clear();
    for (const text of this.texts) text.visible = false;
    this.drawn = [];
    const zoom = camera.zoom;
    this.root.position.set(
      camera.width / 2 - camera.center.x * zoom,
      camera.height / 2 - camera.center.y * zoom,
    );
    this.root.scale.set(zoom);
    if (BADGE_HEIGHT * zoom < MIN_BADGE_PX || scene.badges.collapsed.size === 0) return;
    camera.visibleBox(view);
    for (const id of scene.badges.collapsed) {
      if (this.drawn.length >= MAX_BADGES) break;
      const badge = badgeAt(scene, id);
      if (!badge) continue;
      box.minX = badge.x - badge.width / 2;
      box.maxX = badge.x + badge.width / 2;
      box.minY = badge.y - badge.height / 2;
      box.maxY = badge.y + badge.height / 2;
      if (!intersects(box, view)) continue;
      const accent = scene.nodeStyle(id)?.accentColor ?? '#7a8499';
      g.roundRect(box.minX, box.minY, badge.width, badge.height, badge.height / 2).fill({ color: accent });
      this.label(this.drawn.length, badge, contrastText(accent), zoom);
      this.drawn.push(badge);
    }
  }

  private label(k: number, badge: Badge, color: string, zoom: number): void {
    let text = this.texts[k];
    if (!text) {
      text = new Text({
        text: '',
        style: {
          fontFamily: 'Inter, Arial, sans-serif',
          fontSize: RASTER_PX,
          fontWeight: '700',
          fill: color,
        },
      });
      text.anchor.set(0.5);
      text.scale.set(BADGE_TEXT_SIZE / RASTER_PX);
      this.texts.push(text);
      this.root.addChild(text);
    }
    if (text.text !== badge.text) text.text = badge.text;
    if (text.style.fill !== color) text.style.fill = color;
    // Sharp when zoomed in: rasterised again only when the zoom crosses a power of two.
    const resolution = Math.min(4, Math.max(1, 2 ** Math.ceil(Math.log2(Math.max(zoom / 2, 1)))));
    if (text.resolution !== resolution) text.resolution = resolution;
    text.position.set(badge.x, badge.y);
    text.visible = true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
