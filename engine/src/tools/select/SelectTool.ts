import { StateMachine } from '../StateMachine';
import type { SelectMachine, SelectStates } from './selectStates';
import type { ToolContext } from '../ToolContext';
import { SelectIdle } from './Idle';
import { Pointing } from './Pointing';
import { DraggingNodes } from './DraggingNodes';
import { BoxSelecting } from './BoxSelecting';
import { Panning } from './Panning';
import { Resizing } from './Resizing';
import { DraggingImage } from '../image/DraggingImage';
import { ResizingImage } from '../image/ResizingImage';

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
