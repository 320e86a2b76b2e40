import { Controller, Get, Param, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { VERSION_ID_PATTERN, type MapVersionsResponse } from '@mapa/model';
import { MapIdPipe } from '../common/mapId.pipe';
import { ApiException } from '../common/apiException';
import { OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { MapAccessService } from '../maps/mapAccess.service';
import { VersionHistory } from './versionHistory.service';

const versionNotFound = () => new ApiException(404, 'NOT_FOUND', 'Version not found');

/**
 * The version history of a map: owners and editors only. Readers are refused (403): spec §6 gives them only the
 * info tab, and old versions may hold what was taken out before the map was shared. Strangers get 404.
 */
@ApiTags('versions')
@Controller('maps')
@UseGuards(OptionalAuthGuard)
export class VersionsController {
  constructor(
    private readonly access: MapAccessService,
    private readonly history: VersionHistory,
  ) {}

  @Get(':id/versions')
  async list(
    @CurrentUser() user: UserRecord | undefined,
    @Param('id', MapIdPipe) id: string,
  ): Promise<MapVersionsResponse> {
    const { map } = await this.access.require(id, user, 'write');
    return { versions: await this.history.list(map) };
  }

  /** The version's document (the map's JSON as it was); its details in the `x-version-*` headers. */
  @Get(':id/versions/:versionId')
  async document(
    @CurrentUser() user: UserRecord | undefined,
    @Param('id', MapIdPipe) id: string,
    @Param('versionId') versionId: string,
    @Res() res: Response,
  ): Promise<void> {
    const { map } = await this.access.require(id, user, 'write');
    if (!VERSION_ID_PATTERN.test(versionId)) throw versionNotFound();
    const found = await this.history.document(map, versionId);
    if (!found) throw versionNotFound();
    res
      .status(200)
      .type('application/json')
      .set('cache-control', 'private, no-store')
      .set('x-version-revision', String(found.info.revision))
      .set('x-version-created-at', found.info.createdAt)
      .send(found.bytes);
  }
}
