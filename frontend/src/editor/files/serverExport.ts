import type { ExportFormat } from '@mapa/model';
import { ApiError, NETWORK_ERROR, apiErrorFromResponse } from '../../api/ApiError';
import { dispositionFileName } from './downloadBlob';

/** `POST /api/documents/export`: the saved map in a format made on the server, as a blob and its file name. */
export async function serverExport(
  map: { id: string; owner: string },
  outputFormat: ExportFormat,
  entitiesToExport: string[] = [],
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch('/api/documents/export', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: map.id, owner: map.owner, outputFormat, entitiesToExport }),
    });
  } catch (error) {
    throw new ApiError(0, NETWORK_ERROR, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw await apiErrorFromResponse(response);
  return {
    blob: await response.blob(),
    fileName: dispositionFileName(response.headers.get('content-disposition'), `map.${outputFormat}`),
  };
}
