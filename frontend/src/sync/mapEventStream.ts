import { EventSource, type ErrorEvent, type EventSourceFetchInit } from 'eventsource';
import { action, makeObservable, observable } from 'mobx';
import {
  presenceEntrySchema,
  presenceHelloSchema,
  presenceLeftSchema,
  revisionEventSchema,
  type PresenceEntry,
  type PresenceHello,
} from '@mapa/model';
import { apiErrorFromResponse, type ApiError } from '../api/ApiError';
import { fetchStream } from '../api/http';
import { streamRetryDelay } from './streamRetry';

/** A presence event of the map's stream, parsed. */
export type PresenceStreamEvent =
  | { type: 'hello'; hello: PresenceHello }
  | { type: 'entry'; entry: PresenceEntry }
  | { type: 'left'; session: string };

type Listener<T> = (value: T) => void;

/**
 * Where the stream stands: `idle` with no listener; `connecting` until the server answers; `live` while events
 * arrive; `refused` when the server turned it away for holding too many streams of this account
 * (429 `TOO_MANY_EVENT_STREAMS`) and a new attempt is waiting; `closed` when the server refused it for good (no
 * access any more), and the 5 s poll is all that is left.
 */
export type EventStreamStatus = 'idle' | 'connecting' | 'live' | 'refused' | 'closed';

export interface MapEventStreamOptions {
  /** The `fetch` the stream reads with (the page's by default). */
  fetch?: (url: string | URL, init: EventSourceFetchInit) => Promise<Response>;
  /** How long to wait before the `attempt`-th new try after a refusal, given the server's `Retry-After`. */
  retryDelay?: (attempt: number, retryAfterMs: number | null) => number;
}

const parse = (data: unknown) => {
  try {
    return JSON.parse(String(data)) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * One server-sent event stream per open map, shared by saving (revisions) and presence: a stream is a presence
 * session, so two would show the user twice. Opened with its first listener, closed with its last; after a network
 * loss the stream reconnects by itself (and the server then says hello with a new session). A refusal is different:
 * an EventSource never retries an HTTP error, so a tab turned away for too many open streams would stay without
 * live updates for good, silently. It is read here (the `eventsource` package over `fetch` lets the answer be seen),
 * shown as `status` 'refused', and tried again after the server's `Retry-After`, doubling up to 5 minutes.
 * Malformed events are ignored: the 5 s poll still runs, and the next presence event repairs the picture.
 */
export class MapEventStream {
  status: EventStreamStatus = 'idle';
  private source: EventSource | null = null;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private refusals = 0;
  private readonly revisions = new Set<Listener<number>>();
  private readonly presence = new Set<Listener<PresenceStreamEvent>>();

  constructor(
    private readonly url: string,
    private readonly options: MapEventStreamOptions = {},
  ) {
    makeObservable<MapEventStream, 'setStatus'>(this, { status: observable, setStatus: action });
  }

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
      if (this.revisions.size + this.presence.size === 0) this.stop();
    };
  }

  private stop(): void {
    this.source?.close();
    this.source = null;
    if (this.retry !== null) clearTimeout(this.retry);
    this.retry = null;
    this.refusals = 0;
    this.setStatus('idle');
  }

  private setStatus(status: EventStreamStatus): void {
    this.status = status;
  }

  private open(): void {
    if (this.source || this.retry !== null) return;
    const fetchFn = this.options.fetch ?? fetchStream;
    let refusal: { error: ApiError; retryAfterMs: number | null } | null = null;
    const source = new EventSource(this.url, {
      withCredentials: true,
      // Keeps the refusal's code and Retry-After, which the error event does not carry.
      fetch: async (input, init) => {
        const response = await fetchFn(input, init);
        if (response.status !== 200)
          refusal = {
            error: await apiErrorFromResponse(response.clone()),
            retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
          };
        return response;
      },
    });
    this.source = source;
    this.setStatus('connecting');
    source.addEventListener('open', () => {
      this.refusals = 0;
      this.setStatus('live');
    });
    source.addEventListener('error', (event: ErrorEvent) => {
      if (this.source !== source) return;
      // Still CONNECTING: a network loss the stream recovers from by itself.
      if (source.readyState !== EventSource.CLOSED) return this.setStatus('connecting');
      this.source = null;
      if (refusal?.error.code !== 'TOO_MANY_EVENT_STREAMS' && event.code !== 429)
        return this.setStatus('closed');
      this.refusals += 1;
      this.setStatus('refused');
      const delay = (this.options.retryDelay ?? streamRetryDelay)(
        this.refusals,
        refusal?.retryAfterMs ?? null,
      );
      this.retry = setTimeout(() => {
        this.retry = null;
        this.open();
      }, delay);
    });
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

/** `Retry-After` in seconds (the only form the server sends), as milliseconds; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  const seconds = header === null ? NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
}
