import type { Point } from '@mapa/model';
import type { StateMachine } from '../StateMachine';

/** The states of the connect tool. */
export interface ConnectStates {
  idle: void;
  /** A source node is chosen by a press at `screen` / `graph`. */
  connecting: { source: string; screen: Point; graph: Point };
  panning: { screen: Point };
}

/** The machine type the connect states drive. */
export type ConnectMachine = StateMachine<ConnectStates>;
