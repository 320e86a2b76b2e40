import type { PresenceSignal } from '../bus/presenceSignal';
import type { PresenceStreamEvent } from './presenceEvents';

/** How long presence changes are gathered before they go out, per map, as one batch. */
export const PRESENCE_FLUSH_MS = 100;

/** Where a batch goes: this process's streams of a map, and the other processes (settles once sent). */
export interface PresenceOutlets {
  streams(mapId: string, events: PresenceStreamEvent[]): void;
  bus(batches: [mapId: string, signals: PresenceSignal[]][]): Promise<void>;
}

const sessionOf = (signal: PresenceSignal | PresenceStreamEvent) =>
  signal.type === 'entry' ? signal.entry.session : signal.session;

/**
 * Gathers presence changes per map and sends them every {@link PRESENCE_FLUSH_MS}: the latest per session, one
 * batch per map to this process's streams and one to the other processes. A hundred editors moving their pointers
 * ten times a second then cost ten bus messages a second per map and process, not a thousand, and each stream one
 * write per batch. A join or a departure goes out at once ({@link PresenceOutbox.now}), after what was gathered
 * before it. A bus batch waits until the one before it is sent, gathering meanwhile, so batches stay in order and
 * a slow database only makes them fewer.
 */
export class PresenceOutbox {
  private readonly toStreams = new Map<string, Map<string, PresenceStreamEvent>>();
  private readonly toBus = new Map<string, Map<string, PresenceSignal>>();
  private timer: NodeJS.Timeout | null = null;
  private sending = false;
  private urgent = false;

  constructor(
    private readonly outlets: PresenceOutlets,
    private readonly everyMs = PRESENCE_FLUSH_MS,
  ) {}

  /** A change for this process's streams and/or the other processes, sent with the next batch. */
  change(mapId: string, forStreams: PresenceStreamEvent | null, forBus: PresenceSignal | null): void {
    if (forStreams) put(this.toStreams, mapId, forStreams);
    if (forBus) put(this.toBus, mapId, forBus);
    this.schedule();
  }

  /** A change sent at once, with everything gathered before it (a join or a departure). */
  now(mapId: string, forStreams: PresenceStreamEvent | null, forBus: PresenceSignal | null): void {
    this.change(mapId, forStreams, forBus);
    this.urgent = true;
    this.flush();
  }

  /** Sends what was gathered (the bus part waits if a batch is still being sent). */
  flush(): void {
    const streams = [...this.toStreams];
    this.toStreams.clear();
    for (const [mapId, events] of streams) this.outlets.streams(mapId, [...events.values()]);
    if (this.sending || this.toBus.size === 0) return;
    const batches = [...this.toBus].map(([mapId, signals]): [string, PresenceSignal[]] => [
      mapId,
      [...signals.values()],
    ]);
    this.toBus.clear();
    this.urgent = false;
    this.sending = true;
    void this.outlets.bus(batches).finally(() => {
      this.sending = false;
      if (this.toBus.size === 0) return;
      if (this.urgent) this.flush();
      else this.schedule();
    });
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.everyMs);
    this.timer.unref();
  }

  /** Drops what is gathered and the timer (shutdown). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.toStreams.clear();
    this.toBus.clear();
  }
}

/** Keeps the latest per session, moved to the end: a departure is never followed by that session's older entry. */
function put<T extends PresenceSignal | PresenceStreamEvent>(
  pending: Map<string, Map<string, T>>,
  mapId: string,
  value: T,
): void {
  let sessions = pending.get(mapId);
  if (!sessions) pending.set(mapId, (sessions = new Map()));
  const session = sessionOf(value);
  sessions.delete(session);
  sessions.set(session, value);
}
