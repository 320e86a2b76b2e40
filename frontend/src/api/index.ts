import { createAiApi } from './aiApi';
import { createAuthApi } from './authApi';
import { createDocumentsApi } from './documentsApi';
import { createFilesApi } from './filesApi';
import { Http, type FetchFn } from './http';
import { createMapsApi } from './mapsApi';
import { createMediaApi } from './mediaApi';
import { createReviewsApi } from './reviewsApi';
import { createSyncApi } from './syncApi';
import { createVersionsApi } from './versionsApi';

export { ApiError, NETWORK_ERROR } from './ApiError';
export type { User, SignInInput, SignUpInput, AuthApi, ProfileChange } from './authApi';
export type { MapMembers, MapMetadata, MapRole, MapSummary, MapsApi, MemberRole } from './mapsApi';
export type { DocumentRef, DownloadedDocument, UploadResult, DocumentsApi } from './documentsApi';
export type { SyncApi } from './syncApi';
export type { ReviewsApi } from './reviewsApi';
export type { VersionsApi } from './versionsApi';
export type { AiApi, ChatSend } from './aiApi';
export type { FilesApi } from './filesApi';
export type { MediaApi } from './mediaApi';
export { STREAM_BROKEN } from './aiApi';

/** Every API group over one HTTP client. */
export function createApi(fetchFn?: FetchFn) {
  const http = new Http(fetchFn);
  return {
    auth: createAuthApi(http),
    maps: createMapsApi(http),
    documents: createDocumentsApi(http),
    sync: createSyncApi(http),
    versions: createVersionsApi(http),
    ai: createAiApi(http, fetchFn),
    reviews: createReviewsApi(http),
    files: createFilesApi(http),
    media: createMediaApi(http),
  };
}

export type Api = ReturnType<typeof createApi>;
