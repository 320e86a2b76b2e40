import { Injectable } from '@nestjs/common';
import type { MapState } from '@mapa/model';
import type { MapRow } from '../database/database.types';
import { SyncService, type CurrentDocument } from './sync.service';

/**
 * A map's document as of its current revision, for the modules that read it (attachments, reviews, the AI,
 * duplication): the stored snapshot plus the transactions logged since. The one part of the log they inject, so
 * none of them depends on saving, pulling or compaction.
 */
@Injectable()
export class MapStateReader {
  constructor(private readonly sync: SyncService) {}

  /** The document's bytes: the stored snapshot when it is current and parses, else the state serialised. */
  currentDocument(map: MapRow): Promise<CurrentDocument> {
    return this.sync.currentDocument(map);
  }

  /** The map's state at its current revision (cached between saves). */
  currentState(map: MapRow): Promise<MapState> {
    return this.sync.currentState(map);
  }

  /** Runs `work` on the current state while this process saves nothing to the map. */
  withCurrentState<T>(map: MapRow, work: (state: MapState, revision: number) => T | Promise<T>): Promise<T> {
    return this.sync.withCurrentState(map, work);
  }
}
