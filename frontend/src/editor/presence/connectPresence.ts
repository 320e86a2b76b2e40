import { reaction } from 'mobx';
import type { MapEngine } from '@mapa/engine';
import type { PresenceStore } from './PresenceStore';

/** What presence needs of the engine: where a screen point is on the map, its events, and drawing the others. */
export type PresenceEngine = Pick<MapEngine, 'screenToGraph' | 'on' | 'setRemotePresence'>;

/** The canvas's element as presence listens to it (pointer moves and leaves, and where it is on the page). */
export type PointerSurface = Pick<
  HTMLElement,
  'addEventListener' | 'removeEventListener' | 'getBoundingClientRect'
>;

/**
 * Wires presence to a mounted engine: the others' selections and pointers are drawn, this tab's selection and
 * pointer (in world coordinates, so it lands on the same place of the map on every screen) are sent. The camera
 * may move under a still mouse (a glide to an opened node, a zoom, a resize): the pointer is then sent again for
 * the place the mouse now points at. Returns the unsubscribe functions.
 */
export function connectPresence(
  engine: PresenceEngine,
  presence: PresenceStore,
  element: PointerSurface,
): Array<() => void> {
  // Where the mouse is over the canvas (page px), null once it left.
  let mouse: { x: number; y: number } | null = null;
  const point = () => {
    if (!mouse) return;
    const rect = element.getBoundingClientRect();
    presence.movePointer(engine.screenToGraph({ x: mouse.x - rect.left, y: mouse.y - rect.top }));
  };
  const move = (event: PointerEvent) => {
    mouse = { x: event.clientX, y: event.clientY };
    point();
  };
  const leave = () => {
    mouse = null;
    presence.movePointer(null);
  };
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerleave', leave);
  return [
    reaction(
      () => presence.remote,
      (peers) => engine.setRemotePresence(peers),
      { fireImmediately: true },
    ),
    engine.on('selectionchange', (selection) => presence.setSelection(selection.nodes)),
    engine.on('viewportchange', point),
    () => {
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerleave', leave);
      engine.setRemotePresence([]);
    },
  ];
}
