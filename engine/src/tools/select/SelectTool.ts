import type { HitTarget } from '../../api';
import type { Point, SupportImage } from '@mapa/model';
import { StateMachine } from '../StateMachine';
import type { Corner, ToolContext } from '../ToolContext';
import { SelectIdle } from './Idle';
import { Pointing } from './Pointing';
import { DraggingNodes } from './DraggingNodes';
import { BoxSelecting } from './BoxSelecting';
import { Panning } from './Panning';
import { Resizing } from './Resizing';
import { DraggingImage } from '../image/DraggingImage';
import { ResizingImage } from '../image/ResizingImage';

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

/** Builds the select tool: click/Shift+click selection, drag nodes, box select, pan, resize, support images. */
export function createSelectTool(ctx: ToolContext): SelectMachine {
  const machine = new StateMachine<SelectStates>('select');
  return machine.init([
    new SelectIdle(machine, ctx),
    new Pointing(machine, ctx),
    new DraggingNodes(machine, ctx),
    new BoxSelecting(machine, ctx),
    new Panning(machine, ctx),
    new Resizing(machine, ctx),
    new DraggingImage(machine, ctx),
    new ResizingImage(machine, ctx),
  ]);
}
