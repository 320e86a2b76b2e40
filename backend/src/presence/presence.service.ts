import { createHash, randomBytes } from 'node:crypto';
import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { PRESENCE_MAX_NAME, type MapRole, type PresenceEntry, type PresenceUpdate } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { MapEventBus } from '../bus/mapEventBus';
import type { PresenceSignal } from '../bus/presenceSignal';
import { PresenceRegistry } from './presenceRegistry';
import { PresenceOutbox } from './presenceOutbox';
import type { PresenceEvent, PresenceStreamEvent } from './presenceEvents';

export type { PresenceEvent } from './presenceEvents';

/** How often a process tells the others again about its own streams' entries. */
export const PRESENCE_REFRESH_MS = 15_000;
/** Another process's entry not heard of for this long is forgotten (the safety net if that process died). */
export const PRESENCE_EXPIRE_MS = 45_000;
const SWEEP_MS = 5_000;

/** The id others see for a user: stable across tabs and processes, and not the account's id. */
export function presenceUserKey(userId: string): string {
  return createHash('sha256').update(`presence:${userId}`).digest('base64url').slice(0, 16);
}

/** The name shown to others: the account's name, else the part of the e-mail before '@'. */
export function presenceName(user: Pick<UserRecord, 'name' | 'email'>): string {
  const name = user.name.trim() || user.email.split('@')[0];
  return [...name].slice(0, PRESENCE_MAX_NAME).join('');
}

/** What a stream is sent: one or more presence events, written at once. */
export type PresenceSend = (events: PresenceEvent[]) => void;

/**
 * Presence (issue #16): every event stream of a signed-in user is a session, present on its map until the stream
 * closes. The process holding a stream owns that session's entry; changes are gathered per map and sent every
 * 100 ms to this process's streams and to the other processes through the bus ({@link PresenceOutbox}); joins and
 * departures go at once. Kept in memory only: never in the document or the log.
 */
@Injectable()
export class PresenceService implements OnModuleInit, OnApplicationShutdown {
  private readonly registry = new PresenceRegistry();
  /** This process's streams per map: session -> what to send it. */
  private readonly streams = new Map<string, Map<string, PresenceSend>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private unlisten = () => {};
  private readonly outbox: PresenceOutbox;

  constructor(private readonly bus: MapEventBus) {
    this.outbox = new PresenceOutbox({
      streams: (mapId, events) => this.sendLocal(mapId, events),
      bus: (batches) => this.bus.announcePresence(batches),
    });
  }

  onModuleInit(): void {
    this.unlisten = this.bus.onPresence((mapId, signals) => this.receive(mapId, signals));
    const refresh = setInterval(() => this.refresh(), PRESENCE_REFRESH_MS);
    const sweep = setInterval(() => this.sweep(Date.now()), SWEEP_MS);
    for (const timer of [refresh, sweep]) timer.unref();
    this.timers.push(refresh, sweep);
  }

  onApplicationShutdown(): void {
    this.unlisten();
    this.outbox.stop();
    for (const timer of this.timers) clearInterval(timer);
  }

  /**
   * A stream of `user` opened on a map: it is sent its session (`hello`), everyone present (itself included) and
   * then every change; the others learn of it. Returns what to call when it closes.
   */
  join(mapId: string, user: UserRecord, role: MapRole, send: PresenceSend): () => void {
    const session = randomBytes(12).toString('base64url');
    const entry: PresenceEntry = {
      session,
      user: presenceUserKey(user.id),
      name: presenceName(user),
      role,
      selection: [],
      pointer: null,
    };
    let sessions = this.streams.get(mapId);
    if (!sessions) this.streams.set(mapId, (sessions = new Map()));
    const present = this.registry
      .entries(mapId)
      .map((known): PresenceEvent => ({ type: 'entry', entry: known }));
    send([{ type: 'hello', session, user: entry.user }, ...present]);
    sessions.set(session, send);
    this.registry.set(mapId, entry, true, Date.now());
    this.tell(mapId, { type: 'entry', entry }, true);
    const leave = () => {
      const open = this.streams.get(mapId);
      open?.delete(session);
      if (open?.size === 0) this.streams.delete(mapId);
      if (this.registry.leave(mapId, session, Date.now())) this.tell(mapId, { type: 'left', session }, true);
    };
    return leave;
  }

  /**
   * `POST /api/documents/presence` of `user` (access already checked). Applied here when this process holds the
   * stream, else passed to the process that does. 404 when the session is known to be someone else's, or (on one
   * process) is not open at all.
   */
  update(mapId: string, user: UserRecord, update: PresenceUpdate): void {
    const key = presenceUserKey(user.id);
    const known = this.registry.get(mapId, update.session);
    if ((known && known.entry.user !== key) || (!known && !this.bus.crossProcess)) {
      throw new ApiException(
        404,
        'NOT_FOUND',
        `session: no open event stream of yours on this map has session ${update.session}`,
        'session',
      );
    }
    const { session, selection, pointer } = update;
    if (known?.local) this.apply(mapId, key, session, selection, pointer);
    else this.outbox.change(mapId, null, { type: 'update', user: key, session, selection, pointer });
  }

  /** Everyone present on a map as this process knows it (tests, operators). */
  present(mapId: string): PresenceEntry[] {
    return this.registry.entries(mapId);
  }

  private apply(
    mapId: string,
    user: string,
    session: string,
    selection: string[],
    pointer: PresenceEntry['pointer'],
  ): void {
    const known = this.registry.get(mapId, session);
    if (!known?.local || known.entry.user !== user) return;
    const entry = { ...known.entry, selection, pointer };
    if (this.registry.set(mapId, entry, true, Date.now()) !== 'same')
      this.tell(mapId, { type: 'entry', entry });
  }

  /** Tells this process's streams of the map and the other processes: with the next batch, or `now`. */
  private tell(mapId: string, event: PresenceStreamEvent, now = false): void {
    if (now) this.outbox.now(mapId, event, event);
    else this.outbox.change(mapId, event, event);
  }

  private sendLocal(mapId: string, events: PresenceEvent[]): void {
    for (const send of this.streams.get(mapId)?.values() ?? []) send(events);
  }

  /** Another process's batch for a map, applied in order; this process's streams hear it in one write each. */
  private receive(mapId: string, signals: PresenceSignal[]): void {
    const heard: PresenceStreamEvent[] = [];
    for (const signal of signals) {
      // Streams are told only of what they can show: entries and departures (an update becomes an entry).
      if (signal.type === 'update') {
        this.apply(mapId, signal.user, signal.session, signal.selection, signal.pointer);
        continue;
      }
      if (signal.type === 'left') {
        if (this.registry.get(mapId, signal.session)?.local) continue;
        if (this.registry.leave(mapId, signal.session, Date.now())) heard.push(signal);
        continue;
      }
      const session = signal.entry.session;
      // Late news of a session that left must not bring it back until it expires.
      if (this.registry.get(mapId, session)?.local || this.registry.hasLeft(session)) continue;
      const change = this.registry.set(mapId, signal.entry, false, Date.now());
      if (change !== 'same') heard.push(signal);
      // A newcomer's process knows nothing of ours yet: tell it (once, when the session is new to us).
      if (change === 'new')
        for (const entry of this.registry.localEntries(mapId))
          this.outbox.change(mapId, null, { type: 'entry', entry });
    }
    if (heard.length > 0) this.sendLocal(mapId, heard);
  }

  /** Every process hears again of this process's sessions, so theirs do not expire. */
  private refresh(): void {
    for (const [mapId, entry] of this.registry.allLocal())
      this.outbox.change(mapId, null, { type: 'entry', entry });
  }

  /** Forgets what a silent process announced; exported for the tests through {@link PresenceService.sweepAt}. */
  private sweep(now: number): void {
    const gone = new Map<string, PresenceEvent[]>();
    for (const { mapId, session } of this.registry.expire(now, PRESENCE_EXPIRE_MS))
      gone.set(mapId, [...(gone.get(mapId) ?? []), { type: 'left', session }]);
    for (const [mapId, events] of gone) this.sendLocal(mapId, events);
  }

  /** Runs the expiry sweep as if it were `now` (tests). */
  sweepAt(now: number): void {
    this.sweep(now);
  }
}
