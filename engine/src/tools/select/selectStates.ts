import type { Point, SupportImage } from '@mapa/model';
import type { HitTarget } from '../../api';
import type { StateMachine } from '../StateMachine';
import type { Corner } from '../ToolContext';

/** The states of the select tool and what entering each needs. */
export interface SelectStates {
  idle: void;
  pointing: { target: HitTarget; screen: Point; graph: Point; shiftKey: boolean; selectedOnDown: boolean };
  dragging_nodes: { start: Point };
  box_selecting: { start: Point; additive: boolean };
  panning: { screen: Point };
  resizing: { id: string; corner: Corner; screen: Point };
  dragging_image: { image: SupportImage; start: Point };
  resizing_image: { image: SupportImage; corner: Corner };
}

/** The machine type the select states drive. */
export type SelectMachine = StateMachine<SelectStates>;
