import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  MapState,
  newId,
  type MapVersionInfo,
  type Transaction,
  type VersionChanges,
  type VersionReason,
} from '@mapa/model';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/appConfig';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { versionKey } from '../storage/blobKeys';
import type { MapRow } from '../database/database.types';
import { DocumentWorkers } from '../workers/documentWorkers';
import { serializeDocument } from '../workers/slices';
import { MapVersionsRepository, type VersionRow } from './mapVersions.repository';
import { countVersionChanges } from './versionTasks';

/** A save keeps a version first when the newest one is at least this old (issue #16: at most every 10 minutes). */
export const VERSION_EVERY_MS = 10 * 60 * 1000;
/** Versions kept per map unless `MAP_VERSIONS_KEEP` says otherwise. */
export const DEFAULT_VERSIONS_KEPT = 500;

/**
 * Keeps versions of maps: the document as it was just before a change, as a blob plus a row of the index, with
 * who edited it and what changed since the version before. Callers hold the map's lock, so the state they pass is
 * the map's at `revision`. Beyond the configured count the oldest versions are dropped.
 */
@Injectable()
export class VersionHistory {
  private readonly logger = new Logger('VersionHistory');
  private readonly keepCount: number;
  private readonly now: () => number;

  constructor(
    private readonly versions: MapVersionsRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly workers: DocumentWorkers,
  ) {
    this.keepCount = config.mapVersionsKeep ?? DEFAULT_VERSIONS_KEPT;
    this.now = config.versionsClock ?? Date.now;
  }

  /**
   * Why a save of `transactions` keeps a version of the map first: an import, an accepted AI change or a restore
   * always does; any other save only when the newest version is {@link VERSION_EVERY_MS} old (or there is none).
   */
  async reasonToKeep(mapId: string, transactions: readonly Transaction[]): Promise<VersionReason | null> {
    const labels = new Set(transactions.map((tx) => tx.label));
    if (labels.has('version.restored')) return 'restore';
    if (labels.has('node.imported')) return 'import';
    if (labels.has('Chatbot message') || transactions.some((tx) => tx.source === 'ai')) return 'ai';
    const newest = await this.versions.newest(mapId);
    if (newest && this.now() - Date.parse(newest.created_at) < VERSION_EVERY_MS) return null;
    return 'edit';
  }

  /**
   * Keeps `state` (the map at `revision`) as a version, before `author` changes it, unless the newest version already
   * holds that revision. Its authors: who saved transactions since the newest version, and who made the change that
   * newest version was kept before (a whole-document upload is in no log); a map's first version is its owner's.
   */
  async keep(
    map: MapRow,
    reason: VersionReason,
    state: MapState,
    revision: number,
    author: string,
  ): Promise<void> {
    const newest = await this.versions.newest(map.id);
    if (newest && newest.revision === revision) return;
    const logged = await this.versions.authorsBetween(map.id, newest?.revision ?? -1, revision);
    const authors = [...new Set([...logged, newest ? newest.kept_for : map.owner_email])].sort();
    const bytes = await serializeDocument(state.toDocument());
    const id = newId();
    const changes = await this.changesSince(map, newest, bytes);
    await this.blobs.put(versionKey(map.owner_email, map.id, id), bytes, { contentType: 'application/json' });
    await this.versions.insert({
      id,
      map_id: map.id,
      revision,
      reason,
      authors: JSON.stringify(authors),
      kept_for: author,
      changes: JSON.stringify(changes),
      size: bytes.length,
      created_at: new Date(this.now()).toISOString(),
    });
    for (const old of await this.versions.dropBeyond(map.id, this.keepCount))
      await this.blobs.delete(versionKey(map.owner_email, map.id, old));
  }

  /** The map's versions, newest first. */
  async list(map: MapRow): Promise<MapVersionInfo[]> {
    return (await this.versions.list(map.id)).map(versionInfo);
  }

  /** A version's document as stored (JSON), or null when the map has no such version. */
  async document(map: MapRow, versionId: string): Promise<{ info: MapVersionInfo; bytes: Buffer } | null> {
    const row = await this.versions.find(map.id, versionId);
    if (!row) return null;
    const blob = await this.blobs.get(versionKey(map.owner_email, map.id, row.id));
    return blob ? { info: versionInfo(row), bytes: blob.bytes } : null;
  }

  /**
   * What changed from the newest version to `bytes`, counted in the worker pool (big maps' documents are parsed
   * there, not on the event loop). An unreadable newest version counts everything as added.
   */
  private async changesSince(
    map: MapRow,
    newest: VersionRow | undefined,
    bytes: Buffer,
  ): Promise<VersionChanges> {
    let before: Uint8Array = new Uint8Array(0);
    if (newest) {
      try {
        const blob = await this.blobs.get(versionKey(map.owner_email, map.id, newest.id));
        if (blob) before = blob.bytes;
      } catch (error) {
        this.logger.warn(`Version ${newest.id} of ${map.id} could not be read: ${String(error)}`);
      }
    }
    // The pool takes its inputs over (transferred): hand it copies, `bytes` is still the caller's.
    const counted = await this.workers.run(countVersionChanges, {
      bytes: [new Uint8Array(before), new Uint8Array(bytes)],
    });
    if (!counted.ok) throw new Error(counted.message);
    return counted.changes;
  }
}

function versionInfo(row: VersionRow): MapVersionInfo {
  return {
    id: row.id,
    revision: Number(row.revision),
    createdAt: row.created_at,
    reason: row.reason as VersionReason,
    authors: JSON.parse(row.authors) as string[],
    changes: JSON.parse(row.changes) as VersionChanges,
  };
}
