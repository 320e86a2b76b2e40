import { Container, type Renderer, type RenderTexture } from 'pixi.js';

const holder = new Container();

/**
 * Renders `layers` alone into `target` (clearing it to `clearColor`, RGBA 0–1) and puts it back where it was in
 * its parent: used for the overview snapshot and image exports, which draw the scene without the overlay.
 */
export function renderDetached(
  renderer: Renderer,
  layers: Container,
  target: RenderTexture,
  clearColor: [number, number, number, number],
): void {
  const parent = layers.parent;
  const index = parent ? parent.getChildIndex(layers) : 0;
  const visible = layers.visible;
  layers.visible = true;
  holder.addChild(layers);
  renderer.render({ container: holder, target, clear: true, clearColor });
  parent?.addChildAt(layers, index);
  layers.visible = visible;
}
