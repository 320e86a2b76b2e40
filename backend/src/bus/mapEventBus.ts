import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { RevisionEvent } from '@mapa/model';
import { presenceMessages, type BusMessage } from './busMessage';
import type { PresenceSignal } from './presenceSignal';

/** Carries this process's announcements to the other processes (PostgreSQL `NOTIFY`); absent on SQLite. */
export interface BusRelay {
  announce(message: BusMessage): void;
  /** Announces messages delivered in this order, after every earlier call's; settles once sent (or failed). */
  announceInOrder(messages: BusMessage[]): Promise<void>;
}

/**
 * Tells the open event streams of a map that its revision moved, and that who may read it changed. Listeners in
 * this process hear at once; with a relay (PostgreSQL) every announcement also goes to the other processes, and
 * what they announce arrives through {@link MapEventBus.deliver}. When the relay may have missed announcements
 * (its connection dropped), {@link MapEventBus.resync} asks every stream to re-read its map's revision.
 */
@Injectable()
export class MapEventBus {
  /** Tells this process's own announcements apart from the others' (PostgreSQL echoes them back). */
  readonly origin = randomUUID();
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private relay: BusRelay | null = null;

  /** True when announcements reach other processes (PostgreSQL); on SQLite there is only this one. */
  get crossProcess(): boolean {
    return this.relay !== null;
  }

  /** Set once by the relay when it starts. */
  attachRelay(relay: BusRelay): void {
    this.relay = relay;
  }

  /** A save or an upload was accepted: the map is at `event.revision`. */
  publish(mapId: string, event: RevisionEvent): void {
    this.emitter.emit(`revision:${mapId}`, event);
    this.relay?.announce({ kind: 'revision', origin: this.origin, mapId, event });
  }

  /** Members or the public flag of a map changed, or it was deleted: its streams re-check their access. */
  accessChanged(mapId: string): void {
    this.emitter.emit(`access:${mapId}`);
    this.emitter.emit('access', mapId);
    this.relay?.announce({ kind: 'access', origin: this.origin, mapId });
  }

  /**
   * Tells the other processes about presence, per map: each map's signals in order, split to fit `NOTIFY`
   * (nothing in this process hears it: the presence service has already told this process's streams). Settles
   * once sent, so the caller can hold the next batch until then and keep batches in order.
   */
  announcePresence(batches: [mapId: string, signals: PresenceSignal[]][]): Promise<void> {
    if (!this.relay) return Promise.resolve();
    const messages = batches.flatMap(([mapId, signals]) => presenceMessages(this.origin, mapId, signals));
    return this.relay.announceInOrder(messages);
  }

  /** An announcement of another process; this process's own are ignored (already delivered at publish). */
  deliver(message: BusMessage): void {
    if (message.origin === this.origin) return;
    if (message.kind === 'revision') this.emitter.emit(`revision:${message.mapId}`, message.event);
    else if (message.kind === 'presence') this.emitter.emit('presence', message.mapId, message.signals);
    else {
      this.emitter.emit(`access:${message.mapId}`);
      this.emitter.emit('access', message.mapId);
    }
  }

  /** Listens to the presence announcements of other processes, on every map; returns the unsubscribe function. */
  onPresence(listener: (mapId: string, signals: PresenceSignal[]) => void): () => void {
    return this.on('presence', listener);
  }

  /** Announcements may have been missed: every open stream re-reads its map's revision. */
  resync(): void {
    this.emitter.emit('resync');
  }

  /** Listens to one map's revisions; returns the unsubscribe function. */
  subscribe(mapId: string, listener: (event: RevisionEvent) => void): () => void {
    return this.on(`revision:${mapId}`, listener);
  }

  /** Listens to access changes of one map; returns the unsubscribe function. */
  onAccessChange(mapId: string, listener: () => void): () => void {
    return this.on(`access:${mapId}`, listener);
  }

  /** Listens to access changes of every map (here and, through the relay, in other processes). */
  onAnyAccessChange(listener: (mapId: string) => void): () => void {
    return this.on('access', listener);
  }

  /** Listens to {@link MapEventBus.resync}; returns the unsubscribe function. */
  onResync(listener: () => void): () => void {
    return this.on('resync', listener);
  }

  private on<T extends unknown[]>(event: string, listener: (...args: T) => void): () => void {
    const wrapped = listener as (...args: unknown[]) => void;
    this.emitter.on(event, wrapped);
    return () => this.emitter.off(event, wrapped);
  }
}
