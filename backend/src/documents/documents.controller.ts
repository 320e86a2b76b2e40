import { Body, Controller, Get, Headers, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { ROLE_HEADER, documentHeadersSchema, type UploadResponse } from '@mapa/model';
import { ApiException } from '../common/apiException';
import { rawBody } from '../common/bodyParsers';
import { ClientLeft } from '../common/clientLeft';
import { ZodHeaders } from '../common/zodHeaders.decorator';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { DocumentsService, type IfMatch } from './documents.service';
import { RateLimit } from '../rateLimit/rateLimit.interceptor';

type DocumentHeaders = z.output<typeof documentHeadersSchema>;

const etag = (revision: number) => `"${revision}"`;

/** `If-Match: "<revision>"` as a number, `*` (replace any revision: an explicit choice), or null when absent. */
function parseIfMatch(value: string | undefined): IfMatch {
  if (value === undefined || value.trim() === '') return null;
  if (value.trim() === '*') return '*';
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(value);
  if (!match) throw new ApiException(400, 'VALIDATION_FAILED', 'if-match must be "<revision>"', 'if-match');
  return Number(match[1]);
}

/** Loading and saving a map's document (spec §7.1; saves always go through the server, DESIGN §5). */
@ApiTags('documents')
@ApiHeader({ name: 'document-id', required: true })
@ApiHeader({ name: 'document-owner', required: true })
@ApiHeader({ name: 'document-path', required: true, enum: ['map'] })
@Controller('documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get('download')
  @UseGuards(OptionalAuthGuard)
  async download(
    @CurrentUser() user: UserRecord | undefined,
    @ZodHeaders(documentHeadersSchema) headers: DocumentHeaders,
    @Res() res: Response,
  ): Promise<void> {
    const doc = await this.documents.download(user, headers['document-id'], headers['document-owner']);
    res
      .status(200)
      .type('application/json')
      .set({
        'last-modified': new Date(doc.lastModified).toUTCString(),
        etag: etag(doc.revision),
        [ROLE_HEADER]: doc.role,
        'cache-control': 'no-store',
      })
      .send(doc.bytes);
  }

  @Put('upload')
  @UseGuards(AuthGuard)
  @RateLimit('saves', 'uploads')
  @ApiHeader({
    name: 'if-match',
    required: true,
    description: '"<revision>" the change was based on, or * to replace any revision; absent -> 428',
  })
  @ApiBody({ schema: { type: 'object', description: 'The map graph JSON (spec §3.1), at most 50 MB' } })
  async upload(
    @CurrentUser() user: UserRecord,
    @ZodHeaders(documentHeadersSchema) headers: DocumentHeaders,
    @Headers('if-match') ifMatch: string | undefined,
    @Body() body: unknown,
    @Res({ passthrough: true }) res: Response,
    @ClientLeft() left: AbortSignal,
  ): Promise<UploadResponse> {
    const expected = parseIfMatch(ifMatch);
    const saved = await this.documents.upload(
      user,
      headers['document-id'],
      headers['document-owner'],
      rawBody(body),
      expected,
      left,
    );
    res.setHeader('etag', etag(saved.revision));
    return { success: true, lastModified: saved.lastModified, revision: saved.revision };
  }
}
