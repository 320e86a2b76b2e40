import {
  presenceEntrySchema,
  presenceHelloSchema,
  presenceLeftSchema,
  revisionEventSchema,
  type PresenceEntry,
  type PresenceHello,
} from '@mapa/model';

/** A presence event of the map's stream, parsed. */
export type PresenceStreamEvent =
  | { type: 'hello'; hello: PresenceHello }
  | { type: 'entry'; entry: PresenceEntry }
  | { type: 'left'; session: string };

type Listener<T> = (value: T) => void;

const parse = (data: unknown) => {
  try {
    return JSON.parse(String(data)) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * One server-sent event stream per open map, shared by saving (revisions) and presence: a stream is a presence
 * session, so two would show the user twice. Opened with its first listener, closed with its last; the browser's
 * EventSource reconnects by itself after a network loss (and the server then says hello with a new session).
 * Malformed events are ignored: the 5 s poll still runs, and the next presence event repairs the picture.
 */
export class MapEventStream {
  private source: EventSource | null = null;
  private readonly revisions = new Set<Listener<number>>();
  private readonly presence = new Set<Listener<PresenceStreamEvent>>();

  constructor(private readonly url: string) {}

  onRevision(listener: Listener<number>): () => void {
    return this.add(this.revisions, listener);
  }

  onPresence(listener: Listener<PresenceStreamEvent>): () => void {
    return this.add(this.presence, listener);
  }

  private add<T>(set: Set<Listener<T>>, listener: Listener<T>): () => void {
    set.add(listener);
    this.open();
    return () => {
      set.delete(listener);
      if (this.revisions.size + this.presence.size === 0) {
        this.source?.close();
        this.source = null;
      }
    };
  }

  private open(): void {
    if (this.source || typeof EventSource === 'undefined') return;
    const source = new EventSource(this.url, { withCredentials: true });
    this.source = source;
    const on = (name: string, handle: (data: unknown) => void) =>
      source.addEventListener(name, (event) => handle(parse((event as MessageEvent<string>).data)));
    on('revision', (data) => {
      const parsed = revisionEventSchema.safeParse(data);
      if (parsed.success) for (const listener of this.revisions) listener(parsed.data.revision);
    });
    const tell = (event: PresenceStreamEvent) => {
      for (const listener of this.presence) listener(event);
    };
    on('presence-hello', (data) => {
      const parsed = presenceHelloSchema.safeParse(data);
      if (parsed.success) tell({ type: 'hello', hello: parsed.data });
    });
    on('presence', (data) => {
      const parsed = presenceEntrySchema.safeParse(data);
      if (parsed.success) tell({ type: 'entry', entry: parsed.data });
    });
    on('presence-left', (data) => {
      const parsed = presenceLeftSchema.safeParse(data);
      if (parsed.success) tell({ type: 'left', session: parsed.data.session });
    });
  }
}
