import { parseMapDocument, salvageMapDocument, documentLimitIssue, type MapDocument } from '@mapa/model';
import { sanitizeDocument } from '../common/documentSanitizer';
import { fail, readJson, workerTask, type TaskFailure, type TaskInput } from '../workers/task';
import { type Segment, SegmentWriter, asBuffer, joined, ownBytes, writeRecords } from '../workers/segments';

// The document's tasks in the worker pool (run inline for small bodies): an upload read and checked, a stored
// document read (or salvaged) for the main thread to rebuild in slices, and the check of bytes about to be stored.

/** A whole-document upload, validated, within the limits and sanitised, as the bytes to store. */
export interface UploadRead {
  ok: true;
  bytes: Uint8Array;
  /**
   * The ids of the document's nodes as a JSON array (one small buffer, copied across threads, parsed only if
   * something after the save asks: attachments of removed nodes, `../bus/mapNodesEvents.ts`).
   */
  nodeIds: Uint8Array;
}

/**
 * `PUT /api/documents/upload`: parse, validate (400 `INVALID_DOCUMENT`, also for a coordinate beyond the editor's
 * range, naming it), check limits (413), sanitise.
 */
export const readUpload = workerTask('readUpload', ({ bytes }: TaskInput): UploadRead | TaskFailure => {
  const json = readJson(bytes);
  if (!json.ok) return json;
  const parsed = parseMapDocument(json.value, { outOfRange: 'refuse' });
  if (!parsed.ok) return fail(400, 'INVALID_DOCUMENT', parsed.error.message, parsed.error.path);
  const limit = documentLimitIssue(parsed.document);
  if (limit) return fail(413, 'PAYLOAD_TOO_LARGE', limit.message, limit.path);
  const document = sanitizeDocument(parsed.document);
  const nodeIds = JSON.stringify(document.nodes.map((node) => node.data.id));
  return {
    ok: true,
    bytes: ownBytes(Buffer.from(JSON.stringify(document))),
    nodeIds: ownBytes(Buffer.from(nodeIds)),
  };
});

/** A stored document, validated and normalised, split so the main thread can rebuild it in slices. */
export interface StoredRead {
  ok: true;
  bytes: Uint8Array;
  /** The document without `nodes` and `edges`. */
  head: Segment;
  nodes: Segment[];
  edges: Segment[];
  /** Paths of what a salvage dropped (empty when the document parsed as it was). */
  dropped: string[];
}

/**
 * Reads a stored document (no request limits: it was accepted once). With `salvage`, a document the schema
 * refuses is rescued by dropping only what is invalid (`salvageMapDocument`) instead of failing.
 */
export const readStored = workerTask(
  'readStored',
  ({ bytes, salvage }: TaskInput & { salvage?: boolean }): StoredRead | TaskFailure => {
    let value: unknown;
    try {
      value = JSON.parse(asBuffer(joined(bytes)).toString('utf8'));
    } catch (error) {
      return fail(500, 'INTERNAL_ERROR', `$: the stored text is not JSON (${(error as Error).message})`, '$');
    }
    const parsed = parseMapDocument(value);
    let document: MapDocument;
    let dropped: string[] = [];
    if (parsed.ok) document = parsed.document;
    else {
      const rescued = salvage ? salvageMapDocument(value) : null;
      if (!rescued?.ok) return fail(500, 'INTERNAL_ERROR', parsed.error.message, parsed.error.path);
      document = rescued.document;
      dropped = rescued.dropped;
    }
    const { nodes, edges, ...rest } = document;
    const writer = new SegmentWriter();
    const head = writer.add(JSON.stringify(rest));
    const nodeSegments = writeRecords(writer, nodes);
    const edgeSegments = writeRecords(writer, edges);
    return { ok: true, bytes: writer.finish(), head, nodes: nodeSegments, edges: edgeSegments, dropped };
  },
);

/** A document that parses, handed back with its bytes untouched. */
export interface CheckedDocument {
  ok: true;
  bytes: Uint8Array;
}

/** Whether bytes about to be stored (or served) as a map's document parse with `parseMapDocument`. */
export const checkDocument = workerTask(
  'checkDocument',
  (input: TaskInput): CheckedDocument | TaskFailure => {
    const bytes = joined(input.bytes);
    const parsed = parseMapDocument(asBuffer(bytes).toString('utf8'));
    return parsed.ok
      ? { ok: true, bytes }
      : fail(500, 'INTERNAL_ERROR', parsed.error.message, parsed.error.path);
  },
);
