import { StateMachine } from '../StateMachine';
import { movedBeyondThreshold, type ToolContext, type ToolPointer, type ToolState } from '../ToolContext';
import type { Point } from '@mapa/model';

/** The states of the text tool. */
export interface TextStates {
  idle: void;
  pressed: { screen: Point };
}
type TextMachine = StateMachine<TextStates>;

class TextIdle implements ToolState<'idle'> {
  readonly id = 'idle';
  constructor(
    private readonly machine: TextMachine,
    private readonly ctx: ToolContext,
  ) {}

  onPointerDown(p: ToolPointer): void {
    if (p.button === 0 && !this.ctx.isReadOnly()) this.machine.transition('pressed', { screen: p.screen });
  }
}

/** Pressed: a release in place asks the shell for the text ('Enter text:'); a drag does nothing. */
class TextPressed implements ToolState<'pressed'> {
  readonly id = 'pressed';
  private screen: Point = { x: 0, y: 0 };
  constructor(
    private readonly machine: TextMachine,
    private readonly ctx: ToolContext,
  ) {}

  enter(info: TextStates['pressed']): void {
    this.screen = info.screen;
  }

  onPointerUp(p: ToolPointer): void {
    this.machine.transition('idle', undefined);
    if (!movedBeyondThreshold(this.screen, p.screen)) this.ctx.requestText(p);
  }
}

/**
 * Builds the text tool (spec §2.6): a click emits `textrequest`; the shell prompts and, unless the text is blank,
 * adds the annotation (16 px, stroke colour) with `addAnnotationOps`.
 */
export function createTextTool(ctx: ToolContext): TextMachine {
  const machine = new StateMachine<TextStates>('text');
  return machine.init([new TextIdle(machine, ctx), new TextPressed(machine, ctx)]);
}
