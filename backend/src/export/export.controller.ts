import { Body, Controller, Post, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { exportRequestSchema } from '@mapa/model';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { ClientLeft } from '../common/clientLeft';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { ExportService } from './export.service';

/** `attachment; filename="…"; filename*=UTF-8''…`, safe for any title. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** `POST /api/documents/export` (spec §7.6): the map in the chosen format, as a download. */
@ApiTags('documents')
@Controller('documents')
export class ExportController {
  constructor(private readonly exporter: ExportService) {}

  @Post('export')
  @UseGuards(OptionalAuthGuard)
  @ApiZodBody(exportRequestSchema)
  async export(
    @CurrentUser() user: UserRecord | undefined,
    @Body(new ZodValidationPipe(exportRequestSchema)) body: z.output<typeof exportRequestSchema>,
    @Res() res: Response,
    @ClientLeft() left: AbortSignal,
  ): Promise<void> {
    const file = await this.exporter.export(user, body, left);
    res.status(200).set({
      'content-type': file.contentType,
      'content-disposition': contentDisposition(file.fileName),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    await file.send(res);
  }
}
