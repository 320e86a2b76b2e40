import { parseMapDocument, type MapDocument, type ParseError } from '@mapa/model';
import { ApiError } from './ApiError';
import type { Http } from './http';

/** Which map document a call is about. */
export interface DocumentRef {
  id: string;
  owner: string;
}

/** A downloaded map document with the revision it was stored under. */
export interface DownloadedDocument {
  document: MapDocument;
  revision: number | null;
  lastModified: string | null;
}

/** A downloaded map document as the server sent it, not yet parsed. */
export interface DownloadedText {
  text: string;
  revision: number | null;
  lastModified: string | null;
}

/** The error a refused document reaches callers as (422 `INVALID_DOCUMENT`, naming the path). */
export function invalidDocument(error: ParseError): ApiError {
  return new ApiError(422, 'INVALID_DOCUMENT', error.message, error.path);
}

/** The answer to an accepted save. */
export interface UploadResult {
  revision: number;
  lastModified: string;
}

/** Reads the revision out of an `etag: "<revision>"` header. */
export function revisionFromEtag(etag: string | null): number | null {
  const match = etag?.match(/^(?:W\/)?"?(\d+)"?$/);
  return match ? Number(match[1]) : null;
}

const documentHeaders = (ref: DocumentRef): Record<string, string> => ({
  'document-id': ref.id,
  'document-owner': ref.owner,
  'document-path': 'map',
});

/** The map document routes: download and upload (DESIGN §5: every save goes through the server). */
export function createDocumentsApi(http: Http) {
  const api = {
    /**
     * The stored document as text, unchecked: for drawing first and checking alongside (see
     * `editor/documentCheck`). Everything else uses `download`, which refuses an invalid document.
     */
    downloadText: async (ref: DocumentRef): Promise<DownloadedText> => {
      const response = await http.send('/api/documents/download', {
        headers: documentHeaders(ref),
        query: { cacheBust: String(Date.now()) },
      });
      return {
        text: await response.text(),
        revision: revisionFromEtag(response.headers.get('etag')),
        lastModified: response.headers.get('last-modified'),
      };
    },
    download: async (ref: DocumentRef): Promise<DownloadedDocument> => {
      const { text, ...stamp } = await api.downloadText(ref);
      const parsed = parseMapDocument(text);
      if (!parsed.ok) throw invalidDocument(parsed.error);
      return { document: parsed.document, ...stamp };
    },
    /**
     * Saves the whole document (`PUT /api/documents/upload`); `document` may come serialised already (a big
     * change's snapshot is stored and sent as the same string). `revision` is the one the change was made on,
     * sent as `If-Match`: the server refuses (409 `CONFLICT_DETECTED`) unless the map is still at it, and refuses
     * an upload without it (428 `PRECONDITION_REQUIRED`), so a whole document never overwrites unseen changes.
     */
    upload: async (
      ref: DocumentRef,
      document: MapDocument | string,
      options: { revision: number; keepalive?: boolean },
    ): Promise<UploadResult> => {
      const headers = documentHeaders(ref);
      headers['if-match'] = `"${options.revision}"`;
      const result = await http.json<{ success: boolean; lastModified: string; revision: number }>(
        '/api/documents/upload',
        {
          method: 'PUT',
          headers,
          body: typeof document === 'string' ? document : JSON.stringify(document),
          keepalive: options.keepalive,
        },
      );
      return { revision: result.revision, lastModified: result.lastModified };
    },
  };
  return api;
}

export type DocumentsApi = ReturnType<typeof createDocumentsApi>;
