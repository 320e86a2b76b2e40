import type { MapState } from '@mapa/model';
import type { MapRow } from '../database/database.types';

// What the operation log needs of the stored snapshots: loading a state to replay the log onto, serving a stored
// document as it is, and writing the next one at compaction. The documents module provides it
// (`documents/documentSnapshots.ts`); defined here so the log depends on nothing of the modules built on it.

/** A map's state loaded from storage, and whether it had to be recovered (the stored snapshot needs a rewrite). */
export interface LoadedSnapshot {
  revision: number;
  state: MapState;
  recovered: boolean;
}

/** Stored bytes known to parse, with what the download headers need. */
export interface ServableSnapshot {
  bytes: Buffer;
  revision: number;
  lastModified: string;
}

/** A snapshot staged beside the current one: `commit` puts it in place, `discard` drops it. */
export type PreparedSnapshot =
  { ok: true; commit: () => Promise<void>; discard: () => Promise<void> } | { ok: false };

export interface SnapshotStore {
  load(map: MapRow, logFloor: number): Promise<LoadedSnapshot>;
  servable(map: MapRow): Promise<ServableSnapshot | null>;
  prepare(
    map: MapRow,
    bytes: Buffer,
    meta: { revision: number; lastModified: string; keepPrevious: boolean },
  ): Promise<PreparedSnapshot>;
}

/** The injection token of the {@link SnapshotStore}. */
export const SNAPSHOT_STORE = Symbol('SNAPSHOT_STORE');
