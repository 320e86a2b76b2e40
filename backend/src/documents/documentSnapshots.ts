import { Inject, Injectable, Logger } from '@nestjs/common';
import { MapState, type MapDocument, type MapEdge, type MapNode } from '@mapa/model';
import { mapNotFound } from '../common/apiException';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey, previousDocumentKey } from '../storage/blobKeys';
import { documentMetadata } from '../storage/documentMetadata';
import type { MapRow } from '../database/database.types';
import { DocumentWorkers } from '../workers/documentWorkers';
import { checkDocument, readStored, type StoredRead } from './documentTasks';
import { asBuffer, segmentText } from '../workers/segments';
import { Slicer, parseRecords } from '../workers/slices';
import type {
  LoadedSnapshot,
  PreparedSnapshot,
  ServableSnapshot,
  SnapshotStore,
} from '../sync/snapshotStore';

/** Maps whose stored snapshot is known to parse, remembered per process (by revision and size). */
const CHECKED_CACHE_SIZE = 1024;

/**
 * The stored snapshots of map documents (`{owner}/{id}/map`, and `map.previous`, the one it replaced). Nothing is
 * trusted unchecked: a snapshot is written only once it parses, and one read back that does not parse (damaged, or
 * written before operations were validated) is never served. Loading falls back to the previous snapshot plus the
 * log, then to salvaging what parses; each fallback is logged as an error and reported, so the caller rewrites it.
 */
@Injectable()
export class DocumentSnapshots implements SnapshotStore {
  private readonly logger = new Logger('Snapshots');
  private readonly checked = new Map<string, string>();

  constructor(
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly workers: DocumentWorkers,
  ) {}

  /**
   * The stored document as a state. `logFloor`: the oldest revision the log can replay from, so the previous
   * snapshot is a usable fallback only at or after it. Throws only when nothing at all can be read.
   */
  async load(map: MapRow, logFloor: number): Promise<LoadedSnapshot> {
    const key = mapDocumentKey(map.owner_email, map.id);
    const blob = await this.blobs.get(key);
    if (!blob) throw mapNotFound();
    const revision = revisionOf(blob.metadata, map);
    const read = await this.workers.run(readStored, { bytes: blob.bytes });
    if (read.ok) return { revision, state: await toState(read), recovered: false };
    this.logger.error(
      `Stored document of map ${map.id} (revision ${revision}) does not parse: ${read.message} Recovering it.`,
    );
    const previous = await this.blobs.get(previousDocumentKey(map.owner_email, map.id));
    const previousRevision = previous ? revisionOf(previous.metadata, map) : -1;
    if (previous && previousRevision >= logFloor && previousRevision <= revision) {
      const older = await this.workers.run(readStored, { bytes: previous.bytes });
      if (older.ok) {
        this.logger.error(
          `Map ${map.id}: rebuilt from the previous snapshot (revision ${previousRevision}) and the log`,
        );
        return { revision: previousRevision, state: await toState(older), recovered: true };
      }
      this.logger.error(`Map ${map.id}: the previous snapshot does not parse either: ${older.message}`);
    }
    const again = await this.blobs.get(key);
    if (!again) throw mapNotFound();
    const rescued = await this.workers.run(readStored, { bytes: again.bytes, salvage: true });
    if (!rescued.ok) throw new Error(`Stored document of map ${map.id} cannot be read: ${rescued.message}`);
    this.logger.error(
      `Map ${map.id}: salvaged revision ${revision} by dropping invalid values: ${rescued.dropped.join(', ')}`,
    );
    return { revision: revisionOf(again.metadata, map), state: await toState(rescued), recovered: true };
  }

  /** The stored bytes as they are, once known to parse (checked off the event loop); null when they do not. */
  async servable(map: MapRow): Promise<ServableSnapshot | null> {
    const blob = await this.blobs.get(mapDocumentKey(map.owner_email, map.id));
    if (!blob) throw mapNotFound();
    const revision = revisionOf(blob.metadata, map);
    const lastModified = blob.metadata['last-modified'] ?? map.last_modified;
    if (this.checked.get(map.id) === tag(revision, blob.bytes.length))
      return { bytes: blob.bytes, revision, lastModified };
    const check = await this.workers.run(checkDocument, { bytes: blob.bytes });
    if (!check.ok) {
      this.logger.error(
        `Stored document of map ${map.id} (revision ${revision}) does not parse: ${check.message}`,
      );
      return null;
    }
    const bytes = asBuffer(check.bytes);
    this.remember(map.id, revision, bytes.length);
    return { bytes, revision, lastModified };
  }

  /**
   * Prepares `bytes` as the map's next snapshot if they parse (checked off the event loop; `ok: false`, logged,
   * when they do not): they are staged beside the current one, and `commit` (quick: meant for inside the database
   * transaction that records the snapshot) puts them in place, first keeping the snapshot being replaced as
   * `map.previous` when `keepPrevious` (not when that one is the bad snapshot being repaired). `discard` drops
   * them when the transaction does not want them.
   */
  async prepare(
    map: MapRow,
    bytes: Buffer,
    meta: { revision: number; lastModified: string; keepPrevious: boolean },
  ): Promise<PreparedSnapshot> {
    const check = await this.workers.run(checkDocument, { bytes });
    if (!check.ok) {
      this.logger.error(
        `Snapshot of map ${map.id} at revision ${meta.revision} refused, it does not parse: ${check.message}`,
      );
      return { ok: false };
    }
    const checked = asBuffer(check.bytes);
    const key = mapDocumentKey(map.owner_email, map.id);
    const staged = await this.blobs.stage(key, checked, { contentType: 'application/json' });
    return {
      ok: true,
      commit: async () => {
        if (meta.keepPrevious) await this.blobs.copy(key, previousDocumentKey(map.owner_email, map.id));
        await staged.commit(documentMetadata(meta.lastModified, meta.revision));
        this.remember(map.id, meta.revision, checked.length);
      },
      discard: () => staged.discard(),
    };
  }

  /** Records that the snapshot stored at `revision` with this size parses (it was just checked or written). */
  remember(mapId: string, revision: number, size: number): void {
    this.checked.delete(mapId);
    this.checked.set(mapId, tag(revision, size));
    if (this.checked.size > CHECKED_CACHE_SIZE)
      this.checked.delete(this.checked.keys().next().value as string);
  }
}

const tag = (revision: number, size: number) => `${revision}:${size}`;

function revisionOf(metadata: Record<string, string>, map: MapRow): number {
  const revision = Number(metadata.revision ?? map.snapshot_revision ?? map.revision);
  return Number.isFinite(revision) ? revision : Number(map.revision);
}

/** Rebuilds the document from the worker's segments a slice at a time, then the state. */
async function toState(read: StoredRead): Promise<MapState> {
  const slicer = new Slicer();
  const head = JSON.parse(segmentText(read.bytes, read.head)) as Omit<MapDocument, 'nodes' | 'edges'>;
  const nodes = await parseRecords<MapNode>(read.bytes, read.nodes, slicer);
  const edges = await parseRecords<MapEdge>(read.bytes, read.edges, slicer);
  await slicer.tick();
  return MapState.fromDocument({ ...head, nodes, edges } as MapDocument);
}
