import { Injectable } from '@nestjs/common';
import { EventEmitter } from 'node:events';
import type { RevisionEvent } from '@mapa/model';

/**
 * Tells the open editors of a map (server-sent events) that its revision moved. In-process: with several server
 * processes an editor connected elsewhere learns it by polling (every 5 s), as docs/operations.md says.
 */
@Injectable()
export class SyncEvents {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(mapId: string, event: RevisionEvent): void {
    this.emitter.emit(mapId, event);
  }

  /** Listens to one map's revisions; returns the unsubscribe function. */
  subscribe(mapId: string, listener: (event: RevisionEvent) => void): () => void {
    this.emitter.on(mapId, listener);
    return () => this.emitter.off(mapId, listener);
  }
}
