import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import {
  DEFAULT_TEMPLATE,
  type AvailableTrees,
  type MapDocument,
  type MapInfo,
  type createMapRequestSchema,
  type updateTreeMetadataRequestSchema,
} from '@mapa/model';
import { ApiException } from '../common/apiException';
import { UsersRepository } from '../auth/users.repository';
import type { UserRecord } from '../auth/user';
import { BLOB_STORE, type BlobStore } from '../storage/blobStore';
import { mapDocumentKey, mapPrefix } from '../storage/blobKeys';
import { MapAccessService } from './mapAccess.service';
import { newMapId } from './mapIds';
import { MapsRepository } from './maps.repository';
import { MembersRepository } from './members.repository';
import { FavoritesRepository } from './favorites.repository';
import { documentMetadata } from '../storage/documentMetadata';
import { MapEventBus } from '../bus/mapEventBus';

/** Name of a map created without a title (the map list shows the same). */
export const UNTITLED_MAP = 'Untitled Map';

/** Map lifecycle and metadata: create, delete, describe, share, list. */
@Injectable()
export class MapsService {
  constructor(
    private readonly maps: MapsRepository,
    private readonly members: MembersRepository,
    private readonly users: UsersRepository,
    private readonly access: MapAccessService,
    private readonly favorites: FavoritesRepository,
    @Inject(BLOB_STORE) private readonly blobs: BlobStore,
    private readonly events: MapEventBus,
  ) {}

  /** Creates the metadata row and an empty document at `{ownerEmail}/{id}/map`. */
  async create(user: UserRecord, body: z.output<typeof createMapRequestSchema>): Promise<{ id: string }> {
    const id = newMapId();
    const now = new Date().toISOString();
    const document: MapDocument = {
      nodes: [],
      edges: [],
      version: 0,
      htmlContent: '',
      canvas: { nodesOrder: [] },
      settings: {
        templateEngine: body.template ?? DEFAULT_TEMPLATE,
        ...(body.theme ? { theme: body.theme } : {}),
      },
    };
    // Document first: a map row never points at a missing document.
    await this.blobs.put(mapDocumentKey(user.email, id), Buffer.from(JSON.stringify(document)), {
      contentType: 'application/json',
      metadata: documentMetadata(now, 0),
    });
    await this.maps.insert({ id, ownerEmail: user.email, name: body.title || UNTITLED_MAP, now });
    return { id };
  }

  async delete(user: UserRecord, id: string): Promise<void> {
    const { map } = await this.access.require(id, user, 'own');
    await this.maps.delete(map.id);
    this.events.accessChanged(map.id);
    await this.blobs.deletePrefix(mapPrefix(map.owner_email, map.id));
  }

  async info(user: UserRecord | undefined, id: string): Promise<MapInfo> {
    const { map, role } = await this.access.require(id, user, 'read');
    const names = await this.users.namesByEmail([map.owner_email]);
    return {
      id: map.id,
      owner: map.owner_email,
      ownerName: names.get(map.owner_email) ?? map.owner_email,
      name: map.name,
      description: map.description,
      image: map.image,
      isPublic: map.is_public === 1,
      encrypted: map.encrypted === 1,
      template: map.template === 1,
      role,
      revision: map.revision,
      lastModified: map.last_modified,
    };
  }

  /** Title/description need owner or editor; members and the public flag need the owner. */
  async updateMetadata(
    user: UserRecord,
    body: z.output<typeof updateTreeMetadataRequestSchema>,
  ): Promise<void> {
    const sharing = body.members !== undefined || body.isPublic !== undefined;
    const { map } = await this.access.require(body.id, user, sharing ? 'own' : 'write', body.owner);
    if (body.members !== undefined) {
      if (body.members[map.owner_email]) {
        throw new ApiException(400, 'VALIDATION_FAILED', 'The owner cannot also be a member', 'members');
      }
      await this.members.replace(map.id, body.members);
    }
    await this.maps.updateMetadata(map.id, {
      name: body.treeTitle === undefined ? undefined : body.treeTitle || UNTITLED_MAP,
      description: body.description,
      isPublic: body.isPublic,
    });
    // Open event streams of people who just lost access are closed (SyncController).
    if (sharing) this.events.accessChanged(map.id);
  }

  async listMembers(user: UserRecord, id: string): Promise<Record<string, 'editor' | 'reader'>> {
    const { map } = await this.access.require(id, user, 'write');
    return this.members.list(map.id);
  }

  /** Every map the user owns or is a member of (spec §3.6). */
  async availableTrees(user: UserRecord): Promise<AvailableTrees> {
    const rows = await this.maps.listForUser(user.email);
    const names = await this.users.namesByEmail([...new Set(rows.map((r) => r.owner_email))]);
    const favorites = await this.favorites.mapIds(user.email);
    const roles = await this.members.rolesOf(user.email);
    const trees: AvailableTrees = {};
    for (const row of rows) {
      trees[row.id] = {
        name: row.name,
        ownerName: names.get(row.owner_email) ?? row.owner_email,
        owner: row.owner_email,
        tags: parseTags(row.tags),
        path: `${row.owner_email}/${row.id}`,
        template: row.template === 1,
        favorite: favorites.has(row.id),
        lastModified: row.last_modified,
        role: row.owner_email === user.email ? 'owner' : (roles.get(row.id) ?? 'reader'),
        preview: row.preview_at ?? null,
      };
    }
    return trees;
  }
}

function parseTags(json: string): string[] {
  try {
    const tags: unknown = JSON.parse(json);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
