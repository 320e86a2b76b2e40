import { Container, Graphics } from 'pixi.js';
import type { Camera } from '../../camera/Camera';
import type { MapScene } from '../../scene/MapScene';
import { shapePolygon } from '@mapa/model';
import { pulseColor } from './pulseColor';

/** How often a pulse redraws (~15 frames a second): smooth enough for a colour fade, light on software WebGL. */
export const PULSE_FRAME_MS = 66;
/** Screen px of the pulsing border, whatever the zoom. */
const PULSE_WIDTH_PX = 4;
const outline: number[] = [];

/**
 * Draws the pulsing borders of presentation mode (spec §4.8) over the nodes, under the camera transform. It owns
 * its own container on the stage, so the scene's buffers and the nodes' own borders are never touched: clearing
 * the list is all "restored on leaving" needs.
 */
export class PulseLayer {
  readonly root = new Container();
  private readonly shapes = new Graphics();

  constructor() {
    this.root.addChild(this.shapes);
    this.root.eventMode = 'none';
  }

  /** Redraws for this frame; returns true while something pulses (the engine keeps drawing frames then). */
  update(scene: MapScene, camera: Camera, ids: readonly string[], elapsed: number): boolean {
    const g = this.shapes.clear();
    if (ids.length === 0) return false;
    this.root.position.set(
      camera.width / 2 - camera.center.x * camera.zoom,
      camera.height / 2 - camera.center.y * camera.zoom,
    );
    this.root.scale.set(camera.zoom);
    const width = PULSE_WIDTH_PX / camera.zoom;
    const color = pulseColor(elapsed);
    for (const id of ids) {
      const node = scene.node(id);
      const style = scene.nodeStyle(id);
      if (!node || !style || !scene.isShown(id)) continue;
      shapePolygon(style.shape, style.width + width, style.height + width, outline);
      for (let i = 0; i < outline.length; i += 2) {
        outline[i] += node.position.x;
        outline[i + 1] += node.position.y;
      }
      g.poly(outline.slice(), true).stroke({ width, color, alpha: 1 });
    }
    return true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
