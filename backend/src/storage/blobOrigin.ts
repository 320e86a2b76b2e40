import type { BlobStore } from './blobStore';

// Any valid key: presigning is computed locally, nothing is fetched.
const PROBE_KEY = 'origin-probe@mapa.invalid/origin-probe-0/map';

/**
 * The origin the browser fetches presigned blob URLs from, for the Content-Security-Policy: null for the
 * filesystem store (its URLs are this server's). For S3 it is read off a presigned URL, so path-style, virtual
 * hosts and custom endpoints all come out right; if presigning fails at start (no credentials yet), any
 * https host is allowed rather than breaking images.
 */
export async function blobOrigin(store: BlobStore): Promise<string | null> {
  if (store.kind === 'filesystem') return null;
  try {
    return new URL(await store.signedUrl(PROBE_KEY, 'GET', 60)).origin;
  } catch {
    return 'https:';
  }
}
