import { Injectable, Logger } from '@nestjs/common';

/** A save that may have removed or brought back nodes: `hasNode` answers for the map as saved. */
export interface MapNodesChanged {
  mapId: string;
  ownerEmail: string;
  hasNode: (nodeId: string) => boolean;
}

type Listener = (event: MapNodesChanged) => Promise<void> | void;

/**
 * Tells other modules (attachments) that a save added or removed nodes, without the documents module depending
 * on them. Listeners run after the save answered; their failures are logged, never the save's.
 */
@Injectable()
export class MapNodesEvents {
  private readonly logger = new Logger('MapNodesEvents');
  private readonly listeners = new Set<Listener>();

  on(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: MapNodesChanged): void {
    for (const listener of this.listeners) {
      Promise.resolve()
        .then(() => listener(event))
        .catch((error: unknown) => this.logger.warn(`After saving ${event.mapId}: ${String(error)}`));
    }
  }
}
