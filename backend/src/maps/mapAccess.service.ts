import { Injectable } from '@nestjs/common';
import type { MapRole } from '@mapa/model';
import { ApiException, mapNotFound } from '../common/apiException';
import type { UserRecord } from '../auth/user';
import type { MapRow } from '../database/database.types';
import { MapsRepository } from './maps.repository';
import { MembersRepository } from './members.repository';

/** A map together with the caller's role on it. */
export interface MapAccess {
  map: MapRow;
  role: MapRole;
}

/** What a caller wants to do with a map, weakest first. */
export type AccessNeed = 'read' | 'write' | 'own';

/**
 * Decides the caller's role on a map (DESIGN §7): owner, else member role, else reader when public. Without any
 * role the map does not exist for the caller (404), so private maps are not revealed.
 */
@Injectable()
export class MapAccessService {
  constructor(
    private readonly maps: MapsRepository,
    private readonly members: MembersRepository,
  ) {}

  async roleOf(map: MapRow, user: UserRecord | undefined): Promise<MapRole | undefined> {
    if (user && user.email === map.owner_email) return 'owner';
    const memberRole = user ? await this.members.roleOf(map.id, user.email) : undefined;
    if (memberRole) return memberRole;
    return map.is_public ? 'reader' : undefined;
  }

  /**
   * The map and role, or 404 `MAP_NOT_FOUND` without access, or 403 `FORBIDDEN` when the role is too weak.
   * `owner`, when given, must be the map's owner e-mail (clients name maps by owner and id).
   */
  async require(
    mapId: string,
    user: UserRecord | undefined,
    need: AccessNeed,
    owner?: string,
  ): Promise<MapAccess> {
    const map = await this.maps.findById(mapId);
    if (!map || (owner !== undefined && owner !== map.owner_email)) throw mapNotFound();
    const role = await this.roleOf(map, user);
    if (!role) throw mapNotFound();
    if ((need === 'write' && role === 'reader') || (need === 'own' && role !== 'owner')) {
      throw new ApiException(
        403,
        'FORBIDDEN',
        need === 'own' ? 'Only the owner may do this' : 'Read-only access',
      );
    }
    return { map, role };
  }
}
