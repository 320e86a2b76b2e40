import type { Http } from './http';

/** What `POST /api/s3/getSignedUrl` is asked for: one object of a map, and the method the URL is for. */
export interface SignedUrlRequest {
  objectOwnerEmail: string;
  contentType: string;
  isPublic: boolean;
  documentId: string;
  resourcePath: string;
  method: 'PUT' | 'GET';
}

/** The signed-URL flow of spec §7.2 for a map's background images and videos. */
export function createMediaApi(http: Http) {
  return {
    /** `POST /api/s3/getSignedUrl`: an expiring URL for one object. */
    signedUrl: (request: SignedUrlRequest) =>
      http.json<{ signedUrl: string }>('/api/s3/getSignedUrl', { method: 'POST', body: request }),
    /** PUT of a file's bytes, base64-encoded, to a signed URL; answers the type the storage found. */
    putSigned: (signedUrl: string, contentType: string, base64: string) =>
      http.json<{ contentType: string; size: number }>(signedUrl, {
        method: 'PUT',
        headers: { 'content-type': contentType, 'content-encoding': 'base64' },
        body: base64,
      }),
    /** `POST /api/s3/getImage`: the asset is stored and readable. */
    confirm: (owner: string, mapId: string, imageName: string) =>
      http
        .send('/api/s3/getImage', { method: 'POST', body: { owner, mapId, imageName } })
        .then(() => undefined),
  };
}

export type MediaApi = ReturnType<typeof createMediaApi>;
