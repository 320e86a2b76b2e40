import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import type { SignedUrlResponse, signedUrlRequestSchema } from '@mapa/model';
import { ApiException } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { resourceKey } from '../storage/blobKeys';
import { UrlSigner } from '../storage/urlSigner';
import { SIGNED_URL_SECONDS } from '../storage/blobStore';

/**
 * 400 for a signed PUT of an attachment: a blob stored that way has no row, so it would be neither listed nor
 * cleaned up, and it could be for a node the map does not have. Attachments go through their own upload route.
 */
export const attachmentPut = (): ApiException =>
  new ApiException(
    400,
    'VALIDATION_FAILED',
    'resourcePath: upload attachments with POST /api/nodes/attachments/upload',
    'resourcePath',
  );

/** Issues signed URLs for a map's resources to callers with the right role. */
@Injectable()
export class SignedUrlService {
  constructor(
    private readonly access: MapAccessService,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly signer: UrlSigner,
  ) {}

  async issue(
    user: UserRecord | undefined,
    body: z.output<typeof signedUrlRequestSchema>,
  ): Promise<SignedUrlResponse> {
    if (body.resourcePath === 'map' && body.method === 'PUT') {
      throw new ApiException(400, 'USE_DOCUMENT_UPLOAD', 'Save maps with PUT /api/documents/upload');
    }
    if (body.method === 'PUT' && body.resourcePath.startsWith('attachments/')) throw attachmentPut();
    const need = body.method === 'PUT' ? 'write' : 'read';
    const { map } = await this.access.require(body.documentId, user, need, body.objectOwnerEmail);
    const key = resourceKey(map.owner_email, map.id, body.resourcePath);
    // One instant for the URL and the reported expiry (computing each from its own clock read made them differ by a
    // millisecond now and then).
    const signedAt = Date.now();
    const expires = signedAt + SIGNED_URL_SECONDS * 1000;
    // Every upload (assets, preview, attachments) goes through this server's blob route, whatever the store, so
    // its content and size are checked before it is kept; S3 never receives bytes the server has not seen.
    const signedUrl =
      body.method === 'PUT'
        ? this.signer.sign(key, 'PUT', expires)
        : await this.blobs.signedUrl(key, body.method, SIGNED_URL_SECONDS, undefined, signedAt);
    return { signedUrl, expires };
  }
}
