import { Injectable } from '@nestjs/common';
import type { MapState } from '@mapa/model';

/** A map's state at a revision, kept between saves so a save costs what its transactions touch. */
export interface CachedState {
  revision: number;
  state: MapState;
}

/** Most map states kept in memory (least recently used go first). */
export const STATE_CACHE_SIZE = 64;

/** Recently saved maps' states, by map id. Entries are trusted only while their revision is the stored one. */
@Injectable()
export class MapStateCache {
  private readonly entries = new Map<string, CachedState>();

  get(mapId: string): CachedState | undefined {
    const entry = this.entries.get(mapId);
    if (entry) {
      this.entries.delete(mapId);
      this.entries.set(mapId, entry);
    }
    return entry;
  }

  set(mapId: string, entry: CachedState): void {
    this.entries.delete(mapId);
    this.entries.set(mapId, entry);
    while (this.entries.size > STATE_CACHE_SIZE) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  delete(mapId: string): void {
    this.entries.delete(mapId);
  }
}
