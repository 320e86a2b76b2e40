import { MapState, versionChanges, type MapDocument, type VersionChanges } from '@mapa/model';
import { fail, workerTask, type TaskFailure, type TaskInput } from '../workers/task';
import { asBuffer } from '../workers/segments';

// The version history's task in the worker pool: what changed between two versions, counted off the event loop.

/** What changed between two versions of a map (the version history's summary). */
export interface CountedChanges {
  ok: true;
  changes: VersionChanges;
}

/**
 * Counts what changed from the newest kept version (`bytes[0]`; empty when there is none, and unreadable counts as
 * none: everything added) to the document about to be kept (`bytes[1]`). Both are parsed here, so a big map's two
 * documents never sit on the main thread (the noisy-neighbour bench: a 48 MB upload kept a version by parsing both
 * there, stalling other users' saves for up to 0.8 s).
 */
export const countVersionChanges = workerTask(
  'countVersionChanges',
  (input: TaskInput): CountedChanges | TaskFailure => {
    const [before, after] = input.bytes as readonly Uint8Array[];
    const stateOf = (bytes: Uint8Array) =>
      MapState.fromDocument(JSON.parse(asBuffer(bytes).toString('utf8')) as MapDocument);
    let previous: MapState | null = null;
    if (before && before.byteLength > 0) {
      try {
        previous = stateOf(before);
      } catch {
        previous = null;
      }
    }
    try {
      return { ok: true, changes: versionChanges(previous, stateOf(after)) };
    } catch (error) {
      return fail(500, 'INTERNAL_ERROR', `The version to keep could not be read: ${String(error)}`);
    }
  },
);
