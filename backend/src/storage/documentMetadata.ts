/**
 * User metadata stored with a map document blob. `last-modified` (ISO) is what clients read from a signed HEAD
 * (`x-amz-meta-last-modified` / `x-mapa-meta-last-modified`); `revision` ties the bytes to their etag.
 */
export function documentMetadata(lastModified: string, revision: number): Record<string, string> {
  return { 'last-modified': lastModified, revision: String(revision) };
}
