import { MAP_ID_PATTERN, RESOURCE_PATH_PATTERN, VERSION_ID_PATTERN } from '@mapa/model';

/** Thrown when a key part is not one we would ever build; callers answer 400 or 404. */
export class InvalidBlobKeyError extends Error {}

// An e-mail as one key segment: no slashes, no control characters, no leading dot, no "..".
const OWNER_PATTERN = /^[a-z0-9._%+'-]+@[a-z0-9.-]+$/;

function checkOwner(ownerEmail: string): string {
  if (!OWNER_PATTERN.test(ownerEmail) || ownerEmail.startsWith('.') || ownerEmail.includes('..')) {
    throw new InvalidBlobKeyError(`Invalid owner in key: ${JSON.stringify(ownerEmail)}`);
  }
  return ownerEmail;
}

function checkMapId(mapId: string): string {
  if (!MAP_ID_PATTERN.test(mapId))
    throw new InvalidBlobKeyError(`Invalid map id in key: ${JSON.stringify(mapId)}`);
  return mapId;
}

/** `{ownerEmail}/{mapId}/` — the prefix of everything stored for one map. */
export function mapPrefix(ownerEmail: string, mapId: string): string {
  return `${checkOwner(ownerEmail)}/${checkMapId(mapId)}/`;
}

/**
 * Resources the server keeps for itself beside those of the API: `map.previous`, the snapshot the current `map`
 * replaced (a fallback when the current one cannot be read). No API route takes it as a resource path, since the
 * API's pattern (`RESOURCE_PATH_PATTERN`) does not allow it, so it is never signed for a client.
 */
const SERVER_RESOURCES: ReadonlySet<string> = new Set(['map.previous']);

/** Server resources by pattern: `versions/{versionId}`, the documents of the version history. */
const isServerResource = (resourcePath: string) =>
  SERVER_RESOURCES.has(resourcePath) ||
  (resourcePath.startsWith('versions/') && VERSION_ID_PATTERN.test(resourcePath.slice('versions/'.length)));

/**
 * The key of a resource of a map: `map`, `preview.png`, `assets/{name}` or `attachments/{nodeId}/{fileName}`
 * (DESIGN §5), or a server resource. Every part is checked against a strict pattern, so a key can never climb out
 * of its map.
 */
export function resourceKey(ownerEmail: string, mapId: string, resourcePath: string): string {
  if (
    !isServerResource(resourcePath) &&
    (!RESOURCE_PATH_PATTERN.test(resourcePath) ||
      resourcePath.split('/').some((s) => s === '..' || s === '.'))
  ) {
    throw new InvalidBlobKeyError(`Invalid resource path: ${JSON.stringify(resourcePath)}`);
  }
  return mapPrefix(ownerEmail, mapId) + resourcePath;
}

/** The key of a map's document. */
export function mapDocumentKey(ownerEmail: string, mapId: string): string {
  return resourceKey(ownerEmail, mapId, 'map');
}

/** The key of the snapshot a map's document replaced at its last compaction. */
export function previousDocumentKey(ownerEmail: string, mapId: string): string {
  return resourceKey(ownerEmail, mapId, 'map.previous');
}

/**
 * The key of a kept version's document (the version history): `{ownerEmail}/{mapId}/versions/{versionId}`. A server
 * resource: `RESOURCE_PATH_PATTERN` has no `versions/`, so no API route signs it for a client.
 */
export function versionKey(ownerEmail: string, mapId: string, versionId: string): string {
  if (!VERSION_ID_PATTERN.test(versionId))
    throw new InvalidBlobKeyError(`Invalid version id in key: ${JSON.stringify(versionId)}`);
  return resourceKey(ownerEmail, mapId, `versions/${versionId}`);
}

/** Splits a key back into its parts, validating it as {@link resourceKey} would have built it. */
export function parseResourceKey(key: string): { ownerEmail: string; mapId: string; resourcePath: string } {
  const [ownerEmail, mapId, ...rest] = key.split('/');
  const resourcePath = rest.join('/');
  resourceKey(ownerEmail ?? '', mapId ?? '', resourcePath);
  return { ownerEmail, mapId, resourcePath };
}
