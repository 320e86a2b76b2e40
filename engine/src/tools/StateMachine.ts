import type { ToolId } from '../api';
import type { ToolPointer, ToolState } from './ToolContext';

/** A tool as the pointer controller drives it. */
export interface Tool {
  readonly id: ToolId;
  /** The id of the current state (for tests and debugging). */
  readonly stateId: string;
  onPointerDown(p: ToolPointer): void;
  onPointerMove(p: ToolPointer): void;
  onPointerUp(p: ToolPointer): void;
  /** Ends any gesture in progress and returns to idle. */
  cancel(): void;
}

/**
 * A tool made of states with typed ids, one file per state (tldraw's child states). `Infos` maps each state id
 * to what `transition` passes to its `enter`.
 */
export class StateMachine<Infos extends { idle: void }> implements Tool {
  private readonly states = new Map<keyof Infos, ToolState<keyof Infos & string>>();
  private current!: ToolState<keyof Infos & string>;

  constructor(readonly id: ToolId) {}

  /** Registers the states; the machine starts in `idle`. */
  init(states: ToolState<keyof Infos & string>[]): this {
    for (const state of states) this.states.set(state.id, state);
    this.current = this.states.get('idle')!;
    return this;
  }

  get stateId(): string {
    return this.current.id;
  }

  /** Leaves the current state and enters `id` with `info`. */
  transition<K extends keyof Infos & string>(id: K, info: Infos[K]): void {
    const next = this.states.get(id);
    if (!next) throw new Error(`unknown tool state ${id}`);
    this.current.exit?.();
    this.current = next;
    next.enter?.(info);
  }

  onPointerDown(p: ToolPointer): void {
    this.current.onPointerDown?.(p);
  }

  onPointerMove(p: ToolPointer): void {
    this.current.onPointerMove?.(p);
  }

  onPointerUp(p: ToolPointer): void {
    this.current.onPointerUp?.(p);
  }

  cancel(): void {
    this.current.onCancel?.();
    if (this.current.id !== 'idle')
      this.transition('idle' as keyof Infos & string, undefined as Infos[keyof Infos & string]);
  }
}
