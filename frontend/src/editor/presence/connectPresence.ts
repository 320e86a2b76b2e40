import { reaction } from 'mobx';
import type { MapEngine } from '@mapa/engine';
import type { PresenceStore } from './PresenceStore';

/**
 * Wires presence to a mounted engine: the others' selections and pointers are drawn, this tab's selection and
 * pointer (in world coordinates, so it lands on the same place of the map on every screen) are sent. Returns the
 * unsubscribe functions.
 */
export function connectPresence(
  engine: MapEngine,
  presence: PresenceStore,
  element: HTMLElement,
): Array<() => void> {
  const move = (event: PointerEvent) => {
    const rect = element.getBoundingClientRect();
    presence.movePointer(engine.screenToGraph({ x: event.clientX - rect.left, y: event.clientY - rect.top }));
  };
  const leave = () => presence.movePointer(null);
  element.addEventListener('pointermove', move);
  element.addEventListener('pointerleave', leave);
  return [
    reaction(
      () => presence.remote,
      (peers) => engine.setRemotePresence(peers),
      { fireImmediately: true },
    ),
    engine.on('selectionchange', (selection) => presence.setSelection(selection.nodes)),
    () => {
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerleave', leave);
      engine.setRemotePresence([]);
    },
  ];
}
