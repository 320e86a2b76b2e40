import type { MapState, Transaction } from '@mapa/model';
import { EngineCore } from '../EngineCore';
import type { ToolPointer } from '../tools/ToolContext';

/** Size of the headless view: graph (0, 0) sits at its centre at zoom 1. */
const VIEW = { width: 800, height: 600 };

/**
 * A headless engine on a real MapState, at zoom 1 centred on (0, 0), whose "shell" applies every proposed
 * transaction to the state and back to the engine, as the editor does. `proposed` lists them in order.
 */
export function headlessShell(state: MapState): { core: EngineCore; proposed: Transaction[] } {
  const core = new EngineCore({ invalidate: () => {}, now: () => 0 });
  core.camera.setSize(VIEW.width, VIEW.height);
  core.load(state);
  core.panTo({ x: 0, y: 0 });
  core.zoomTo(1);
  const proposed: Transaction[] = [];
  core.emitter.on('transaction', (tx) => {
    proposed.push(tx);
    state.apply(tx);
    core.apply(tx);
  });
  return { core, proposed };
}

/** A left-button pointer at graph (x, y) in the headless shell's view. */
export const pointerAt = (x: number, y: number): ToolPointer => ({
  screen: { x: x + VIEW.width / 2, y: y + VIEW.height / 2 },
  graph: { x, y },
  shiftKey: false,
  button: 0,
});
