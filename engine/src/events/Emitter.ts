/**
 * A small typed event emitter. Handlers run synchronously in subscription order; a throwing handler does not stop
 * the others (the error is reported on the console), so one faulty listener in the shell cannot break the engine.
 */
export class Emitter<Events extends object> {
  private readonly handlers = new Map<keyof Events, Set<(payload: never) => void>>();

  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(event: K, handler: (payload: Events[K]) => void): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as (payload: never) => void);
    return () => {
      set.delete(handler as (payload: never) => void);
    };
  }

  /** Calls every handler of `event` with `payload`. */
  emit<K extends keyof Events>(event: K, payload: Events[K]): void {
    const set = this.handlers.get(event);
    if (!set || set.size === 0) return;
    for (const handler of [...set]) {
      try {
        (handler as (p: Events[K]) => void)(payload);
      } catch (error) {
        console.error(`[mapa/engine] a "${String(event)}" handler threw`, error);
      }
    }
  }

  /** True when someone listens to `event` (lets callers skip building costly payloads). */
  has(event: keyof Events): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  /** Drops every handler. */
  clear(): void {
    this.handlers.clear();
  }
}
