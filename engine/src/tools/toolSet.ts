import type { ToolId } from '../api';
import type { EngineToolContext } from './EngineToolContext';
import type { Tool } from './StateMachine';
import { createSelectTool } from './select/SelectTool';
import { createConnectTool } from './connect/ConnectTool';
import { createDrawTool } from './draw/DrawTool';
import { createEraseTool } from './draw/EraseTool';
import { createTextTool } from './draw/TextTool';

/** Tools that exist so far; `image` (support images) arrives later. */
export type AvailableTool = 'select' | 'connect' | 'draw' | 'erase' | 'text';
const AVAILABLE_TOOLS: ReadonlySet<ToolId> = new Set<AvailableTool>([
  'select',
  'connect',
  'draw',
  'erase',
  'text',
]);
/** While these tools are active, the canvas neither pans nor zooms (spec §2.6). */
const DRAWING_TOOLS: ReadonlySet<ToolId> = new Set<ToolId>(['draw', 'erase', 'text']);

export function isAvailableTool(tool: ToolId): tool is AvailableTool {
  return AVAILABLE_TOOLS.has(tool);
}

/** True for the tools that keep the canvas still (no pan, no zoom) while active. */
export function isDrawingTool(tool: ToolId): boolean {
  return DRAWING_TOOLS.has(tool);
}

/** One instance of each available tool, sharing the engine's tool context. */
export function createToolSet(ctx: EngineToolContext): Record<AvailableTool, Tool> {
  return {
    select: createSelectTool(ctx),
    connect: createConnectTool(ctx),
    draw: createDrawTool(ctx),
    erase: createEraseTool(ctx),
    text: createTextTool(ctx),
  };
}
