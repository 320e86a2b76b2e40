import { createAuthApi } from './authApi';
import { createDocumentsApi } from './documentsApi';
import { Http, type FetchFn } from './http';
import { createMapsApi } from './mapsApi';

export { ApiError, NETWORK_ERROR } from './ApiError';
export type { User, SignInInput, SignUpInput, AuthApi } from './authApi';
export type { MapMetadata, MapRole, MapSummary, MapsApi } from './mapsApi';
export type { DocumentRef, DownloadedDocument, UploadResult, DocumentsApi } from './documentsApi';

/** Every API group over one HTTP client. */
export function createApi(fetchFn?: FetchFn) {
  const http = new Http(fetchFn);
  return { auth: createAuthApi(http), maps: createMapsApi(http), documents: createDocumentsApi(http) };
}

export type Api = ReturnType<typeof createApi>;
