/*
 * What the Layers tab and the places that open it share. No imports: the sidebar's tab registry loads every tab
 * module, and a tab reaching back into the registry (through `openLayers`) would see this module unfinished.
 */

/** The Layers tab's id in the left sidebar. */
export const LAYERS_TAB = 'layers';

/** Set by `openLayers` until the list shows and takes the focus. */
let focusWhenShown = false;

/** The next Layers list to show takes the focus (`takeLayersFocus`). */
export function requestLayersFocus(): void {
  focusWhenShown = true;
}

/**
 * True once after `requestLayersFocus`: the list that has just shown takes the focus. It mounts in the same commit
 * as the menu it was opened from goes away, after that menu has given the focus back to the canvas.
 */
export function takeLayersFocus(): boolean {
  const wanted = focusWhenShown;
  focusWhenShown = false;
  return wanted;
}
