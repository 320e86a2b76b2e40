import { Graphics, type Container } from 'pixi.js';
import { emptyPictureFrame, type PictureFrame } from './CanvasShift';
import type { OverviewSnapshot } from '../overview/OverviewSnapshot';
import type { Surface } from './Surface';

/** Scratch: what a frame shows is compared and copied at once (`CanvasShift`). */
const out = emptyPictureFrame();

/**
 * What the next frame of `surface` shows when that is nothing but the overview picture at its own scale (every
 * other child of the stage but `world`, hidden, draws nothing); null otherwise. Valid until the next call.
 */
export function pictureFrame(
  surface: Surface,
  snapshot: OverviewSnapshot,
  world: Container,
): PictureFrame | null {
  const quad = snapshot.quad;
  const level = snapshot.current;
  if (world.visible || !level || !quad.atOwnScale) return null;
  for (const child of surface.stage.children)
    if (child !== world && child !== quad.mesh && !drawsNothing(child)) return null;
  const { renderer } = surface;
  out.picture = level;
  out.painted = level.painted;
  out.x = quad.x;
  out.y = quad.y;
  out.width = renderer.width;
  out.height = renderer.height;
  out.resolution = renderer.resolution;
  out.background = renderer.background.color.toNumber();
  out.alpha = renderer.background.alpha;
  return out;
}

/** True when `c` and its children put nothing on screen: hidden, empty graphics, or containers of such. */
export function drawsNothing(c: Container): boolean {
  if (!c.visible || !c.renderable) return true;
  if (c instanceof Graphics) {
    if (c.context.instructions.length > 0) return false;
  } else if ((c as { renderPipeId?: string }).renderPipeId) return false; // a sprite, mesh or text
  for (const child of c.children) if (!drawsNothing(child)) return false;
  return true;
}
