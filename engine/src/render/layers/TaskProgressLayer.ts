import { Container, Graphics, Text } from 'pixi.js';
import { taskProgress, taskShare, type MapState, type TaskProgress } from '@mapa/model';
import type { Camera } from '../../camera/Camera';
import type { MapScene } from '../../scene/MapScene';
import { emptyBox } from '../../geometry/Box';

/** At most this many nodes show their progress in a frame. */
const MAX_SHOWN = 200;
/** Ring radius and line width, and the "3/5" text size, in graph units. */
const RADIUS = 7;
const LINE = 2.5;
const TEXT_SIZE = 11;
/** Under this many screen px the ring is too small to read and none is drawn. */
const MIN_RING_PX = 8;
const RASTER_PX = TEXT_SIZE * 2;
const DONE = 0x2f9e44;
const TRACK = 0xced4da;
const view = emptyBox();
const found = new Set<string>();

/** What a node with task descendants shows: its progress, where. */
export interface ShownProgress extends TaskProgress {
  id: string;
  text: string;
  x: number;
  y: number;
}

/**
 * The progress of a node's tasks (issue 36): for each node on screen with task descendants, "done/total" and a
 * ring filled by the share of their work done, at its top right corner inside its box, in the node's text colour.
 * Worked out again only when the map changes (the scene's change count), and not at all in a map without tasks.
 * Its own stage layer, in graph units like the collapse badges.
 */
export class TaskProgressLayer {
  readonly root = new Container();
  private readonly rings = new Graphics();
  private readonly texts: Text[] = [];
  private readonly cache = new Map<string, TaskProgress | null>();
  private version = -1;
  private state: MapState | null = null;
  private hasTasks = false;
  private drawn: ShownProgress[] = [];

  constructor() {
    this.root.addChild(this.rings);
    this.root.eventMode = 'none';
  }

  /** The progress drawn in the last frame. */
  get shown(): readonly ShownProgress[] {
    return this.drawn;
  }

  update(scene: MapScene, camera: Camera): void {
    const g = this.rings.clear();
    for (const text of this.texts) text.visible = false;
    this.drawn = [];
    const zoom = camera.zoom;
    this.root.position.set(
      camera.width / 2 - camera.center.x * zoom,
      camera.height / 2 - camera.center.y * zoom,
    );
    this.root.scale.set(zoom);
    const state = scene.state;
    if (!state) return;
    if (state !== this.state || scene.badges.version !== this.version)
      this.reset(state, scene.badges.version);
    if (!this.hasTasks || RADIUS * 2 * zoom < MIN_RING_PX) return;
    camera.visibleBox(view);
    found.clear();
    scene.nodeIndex.query(view, found);
    for (const id of found) {
      if (this.drawn.length >= MAX_SHOWN) break;
      if (!scene.isShown(id) || state.outgoing(id).length === 0) continue;
      let progress = this.cache.get(id);
      if (progress === undefined) this.cache.set(id, (progress = taskProgress(state, id)));
      const node = scene.node(id);
      const style = scene.nodeStyle(id);
      if (!progress || !node || !style) continue;
      const x = node.position.x + style.width / 2 - RADIUS - 5;
      const y = node.position.y - style.height / 2 + RADIUS + 5;
      g.circle(x, y, RADIUS).stroke({ color: TRACK, width: LINE });
      if (progress.share > 0) {
        const start = -Math.PI / 2;
        g.moveTo(x, y - RADIUS)
          .arc(x, y, RADIUS, start, start + Math.PI * 2 * Math.min(1, progress.share))
          .stroke({ color: DONE, width: LINE });
      }
      const shown = { id, ...progress, text: `${progress.done}/${progress.total}`, x, y };
      this.label(this.drawn.length, shown, style.textColor, zoom);
      this.drawn.push(shown);
    }
  }

  private reset(state: MapState, version: number): void {
    this.state = state;
    this.version = version;
    this.cache.clear();
    this.hasTasks = false;
    for (const node of state.nodes.values())
      if (node.data.markers?.some((m) => taskShare(m) !== null)) {
        this.hasTasks = true;
        break;
      }
  }

  private label(k: number, shown: ShownProgress, color: string, zoom: number): void {
    let text = this.texts[k];
    if (!text) {
      text = new Text({
        text: '',
        style: {
          fontFamily: 'Inter, Arial, sans-serif',
          fontSize: RASTER_PX,
          fontWeight: '600',
          fill: color,
        },
      });
      text.anchor.set(1, 0.5);
      text.scale.set(TEXT_SIZE / RASTER_PX);
      this.texts.push(text);
      this.root.addChild(text);
    }
    if (text.text !== shown.text) text.text = shown.text;
    if (text.style.fill !== color) text.style.fill = color;
    const resolution = Math.min(4, Math.max(1, 2 ** Math.ceil(Math.log2(Math.max(zoom / 2, 1)))));
    if (text.resolution !== resolution) text.resolution = resolution;
    text.position.set(shown.x - RADIUS - 4, shown.y);
    text.visible = true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
