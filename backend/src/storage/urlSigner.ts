import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignedMethod } from './blobStore';

/** Outcome of checking a signed blob URL. */
export type SignatureCheck = 'ok' | 'bad-signature' | 'expired';

/**
 * HMAC-SHA256 signatures for the filesystem store's blob route, so the client uses "signed URLs" the same way in
 * filesystem and S3 mode. The signature covers the method, the key and the expiry.
 */
export class UrlSigner {
  constructor(
    private readonly secret: string,
    private readonly routePrefix = '/api/blobs/',
  ) {}

  /** A relative URL `/api/blobs/{key}?expires=..&sig=..` valid for `method` until `expiresAt` (epoch ms). */
  sign(key: string, method: SignedMethod, expiresAt: number): string {
    const path = key.split('/').map(encodeURIComponent).join('/');
    return `${this.routePrefix}${path}?expires=${expiresAt}&sig=${this.mac(method, key, expiresAt)}`;
  }

  /** Checks a signature against the method actually used; `now` is injectable for tests. */
  verify(key: string, method: SignedMethod, expires: string, sig: string, now = Date.now()): SignatureCheck {
    const expiresAt = Number(expires);
    if (!/^\d{1,16}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'bad-signature';
    const expected = Buffer.from(this.mac(method, key, expiresAt));
    if (!timingSafeEqual(expected, Buffer.from(sig))) return 'bad-signature';
    return expiresAt < now ? 'expired' : 'ok';
  }

  private mac(method: SignedMethod, key: string, expiresAt: number): string {
    return createHmac('sha256', this.secret).update(`${method}\n${key}\n${expiresAt}`).digest('base64url');
  }
}
