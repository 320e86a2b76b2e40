import type { MapState } from '../state/MapState';
import type { Operation } from '../ops/operation';

/**
 * Moves a support image one place up (towards the front) or down in the layer order of
 * `canvas.backgroundImages` (spec §4.6), as a remove and an add at the new index. [] at either end.
 */
export function moveImageLayerOps(state: MapState, id: string, step: 'up' | 'down'): Operation[] {
  const images = state.canvas?.backgroundImages ?? [];
  const index = images.findIndex((image) => image.id === id);
  const to = step === 'up' ? index + 1 : index - 1;
  if (index < 0 || to < 0 || to >= images.length) return [];
  const image = images[index];
  return [
    { type: 'image.remove', image, index },
    { type: 'image.add', image, index: to },
  ];
}
