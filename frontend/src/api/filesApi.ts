import type { ExportFormat, ImportMapResponse } from '@mapa/model';
import { ApiError, EXPORT_INTERRUPTED } from './ApiError';
import type { Http } from './http';

/** Maps in and out as files (spec §2.17, §2.18). */
export function createFilesApi(http: Http) {
  return {
    /** `POST /api/maps/import` (multipart): a new map from a file, in `theme` unless the file names its own. */
    importMap(file: File, theme?: string): Promise<ImportMapResponse> {
      const form = new FormData();
      if (theme) form.set('theme', theme);
      form.set('file', file);
      return http.json<ImportMapResponse>('/api/maps/import', { method: 'POST', body: form });
    },
    /**
     * `POST /api/documents/export`: the saved map in a format made on the server, and the response's
     * `Content-Disposition` (the file name it suggests), or null. A body cut off midway (the connection dropped, or
     * the server gave up after it started answering) is an ApiError `EXPORT_INTERRUPTED`, not a partial file.
     */
    async exportMap(
      map: { id: string; owner: string },
      outputFormat: ExportFormat,
      entitiesToExport: string[] = [],
    ): Promise<{ blob: Blob; disposition: string | null }> {
      const response = await http.send('/api/documents/export', {
        method: 'POST',
        headers: { accept: '*/*' },
        body: { id: map.id, owner: map.owner, outputFormat, entitiesToExport },
      });
      let blob: Blob;
      try {
        blob = await response.blob();
      } catch (error) {
        throw new ApiError(
          0,
          EXPORT_INTERRUPTED,
          error instanceof Error ? error.message : 'The export stopped before the end',
        );
      }
      return { blob, disposition: response.headers.get('content-disposition') };
    },
    /** A stored file by its address (an image a note shows: this site's, or a signed storage URL), as a blob. */
    async file(url: string): Promise<Blob> {
      return (await http.send(url, { headers: { accept: '*/*' } })).blob();
    },
  };
}

export type FilesApi = ReturnType<typeof createFilesApi>;
