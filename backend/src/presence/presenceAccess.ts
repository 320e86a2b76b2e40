import { Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { MapRole } from '@mapa/model';
import type { UserRecord } from '../auth/user';
import { MapEventBus } from '../bus/mapEventBus';
import { ShortCache } from '../common/shortCache';
import { MapAccessService } from '../maps/mapAccess.service';

/**
 * How long a process may answer a user's role on a map from memory for presence posts. A change of sharing
 * (members, the public flag, deletion) forgets it at once in every process that hears of it through the bus; this
 * bound holds even for a process that did not (its listening connection was down).
 */
export const PRESENCE_ACCESS_CACHE_MS = 5_000;

/**
 * The caller's role on a map for `POST /api/documents/presence`, checked like every write ({@link MapAccessService}:
 * 404 without access), but kept a few seconds per (map, user): each editor posts its pointer ten times a second,
 * and looking up the map and its members each time starved the saves (bench/results/cluster.md).
 */
@Injectable()
export class PresenceAccess implements OnModuleInit, OnApplicationShutdown {
  private readonly roles = new ShortCache<MapRole>(PRESENCE_ACCESS_CACHE_MS);
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly access: MapAccessService,
    private readonly bus: MapEventBus,
  ) {}

  onModuleInit(): void {
    this.stops.push(
      this.bus.onAnyAccessChange((mapId) => this.roles.forgetWhere((key) => key.startsWith(`${mapId} `))),
      // Access changes of other processes may have been missed while the bus was reconnecting.
      this.bus.onResync(() => this.roles.clear()),
    );
  }

  onApplicationShutdown(): void {
    for (const stop of this.stops.splice(0)) stop();
  }

  /** The role of `user` on the map; throws 404 `MAP_NOT_FOUND` without one. */
  async role(mapId: string, user: UserRecord): Promise<MapRole> {
    const role = await this.roles.get(`${mapId} ${user.id}`, async () => ({
      value: (await this.access.require(mapId, user, 'read')).role,
    }));
    return role!;
  }
}
