import { StateMachine } from '../StateMachine';
import type { ConnectMachine, ConnectStates } from './connectStates';
import type { ToolContext } from '../ToolContext';
import { Panning } from '../select/Panning';
import { ConnectIdle } from './Idle';
import { Connecting } from './Connecting';

/**
 * Builds the connect tool (spec §4.5): press on a node and release on another, or click one then the other; the
 * new edge is proposed as an `edge.added` transaction and the tool returns to select.
 */
export function createConnectTool(ctx: ToolContext): ConnectMachine {
  const machine = new StateMachine<ConnectStates>('connect');
  return machine.init([
    new ConnectIdle(machine, ctx),
    new Connecting(machine, ctx),
    new Panning(machine, ctx),
  ]);
}
