import type { PresenceEntry } from '@mapa/model';

/** What a stream is sent about presence on its map. */
export type PresenceEvent =
  | { type: 'hello'; session: string; user: string }
  | { type: 'entry'; entry: PresenceEntry }
  | { type: 'left'; session: string };

/** What a stream is sent after its `hello`: an entry (new or changed) or a departure. */
export type PresenceStreamEvent = Exclude<PresenceEvent, { type: 'hello' }>;

/**
 * The server-sent events of presence events, written to a stream at once: a batch is several events in one write
 * (`presence-hello`, `presence` with an entry, `presence-left`), so clients read it as they read single events.
 */
export function presenceEventText(events: PresenceEvent[]): string {
  return events.map(eventText).join('');
}

function eventText(event: PresenceEvent): string {
  if (event.type === 'hello')
    return `event: presence-hello\ndata: ${JSON.stringify({ session: event.session, user: event.user })}\n\n`;
  if (event.type === 'left')
    return `event: presence-left\ndata: ${JSON.stringify({ session: event.session })}\n\n`;
  return `event: presence\ndata: ${JSON.stringify(event.entry)}\n\n`;
}
