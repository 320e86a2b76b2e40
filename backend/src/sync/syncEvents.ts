import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { RevisionEvent } from '@mapa/model';

/**
 * Tells the open editors of a map (server-sent events) that its revision moved, and the open streams that who
 * may read the map changed. In-process: with several server processes an editor connected elsewhere learns of a
 * revision by polling (every 5 s), and a stream elsewhere re-checks access on its heartbeat (docs/operations.md).
 */
@Injectable()
export class SyncEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(mapId: string, event: RevisionEvent): void {
    this.emitter.emit(mapId, event);
  }

  /** Members or the public flag of a map changed, or it was deleted: its streams re-check their access. */
  accessChanged(mapId: string): void {
    this.emitter.emit(`access:${mapId}`);
  }

  /** Listens to access changes of one map; returns the unsubscribe function. */
  onAccessChange(mapId: string, listener: () => void): () => void {
    const event = `access:${mapId}`;
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  /** Listens to one map's revisions; returns the unsubscribe function. */
  subscribe(mapId: string, listener: (event: RevisionEvent) => void): () => void {
    this.emitter.on(mapId, listener);
    return () => this.emitter.off(mapId, listener);
  }
}
