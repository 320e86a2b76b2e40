import { Container, type Renderer, type RenderTexture } from 'pixi.js';

const holder = new Container();

/**
 * Renders `layers` alone into `target` (clearing it to `clearColor`, RGBA 0–1, or drawing over what it holds when
 * null) and puts it back where it was in its parent: used for the overview snapshot and image exports, which draw
 * the scene without the overlay.
 */
export function renderDetached(
  renderer: Renderer,
  layers: Container,
  target: RenderTexture,
  clearColor: [number, number, number, number] | null,
): void {
  const parent = layers.parent;
  const index = parent ? parent.getChildIndex(layers) : 0;
  const visible = layers.visible;
  layers.visible = true;
  holder.addChild(layers);
  if (clearColor) renderer.render({ container: holder, target, clear: true, clearColor });
  else renderer.render({ container: holder, target, clear: false });
  parent?.addChildAt(layers, index);
  layers.visible = visible;
}

/** What `renderGraphBox` draws around the scene layers. */
export interface GraphBoxLayers {
  /** Graph-space layer drawn under the scene (background images). */
  behind: Container;
  /** Graph-space layer drawn over it (drawings). */
  above?: Container;
  /** Children of the scene layers left out of this picture (labels and node images in a miniature). */
  hide?: readonly Container[];
}

/**
 * Renders the graph-space `layers` so that the graph box `bounds` fills `target` at `scale` px per unit, with
 * `extra.behind` under and `extra.above` over them and `extra.hide` left out, then puts everything back: the
 * off-screen pictures (image export, miniature). The next frame places the layers for the view again.
 */
export function renderGraphBox(
  renderer: Renderer,
  layers: Container,
  target: RenderTexture,
  frame: { bounds: { minX: number; minY: number }; scale: number },
  clearColor: [number, number, number, number],
  extra: GraphBoxLayers,
): void {
  const { bounds, scale } = frame;
  layers.position.set(-bounds.minX * scale, -bounds.minY * scale);
  layers.scale.set(scale);
  layers.addChildAt(extra.behind, 0);
  if (extra.above) layers.addChild(extra.above);
  const hidden = (extra.hide ?? []).filter((c) => c.visible);
  for (const c of hidden) c.visible = false;
  try {
    renderDetached(renderer, layers, target, clearColor);
  } finally {
    layers.removeChild(extra.behind);
    if (extra.above) layers.removeChild(extra.above);
    for (const c of hidden) c.visible = true;
  }
}
