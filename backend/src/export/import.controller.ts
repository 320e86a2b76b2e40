import {
  Body,
  Controller,
  ExecutionContext,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  UploadedFile,
  UseGuards,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { z } from 'zod';
import { IMPORT_LIMITS, plainTextField, themeIdSchema, type ImportMapResponse } from '@mapa/model';
import { ApiException } from '../common/apiException';
import { ClientLeft } from '../common/clientLeft';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { RateLimit } from '../rateLimit/rateLimit.interceptor';
import { ImportService } from './import.service';

const importBodySchema = z.object({
  title: plainTextField().trim().max(200).optional(),
  /** The new map's theme (the web app sends a dark one while it is drawn dark). */
  theme: themeIdSchema.optional(),
});

const MulterFile = FileInterceptor('file', {
  limits: { fileSize: IMPORT_LIMITS.maxFileBytes, files: 1 },
  defParamCharset: 'utf8',
} as Parameters<typeof FileInterceptor>[1]);

/** The import's multipart reader: past the size limit, the converters' own message (multer stops reading). */
@Injectable()
class ImportFileInterceptor extends MulterFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw new ApiException(413, 'FILE_TOO_LARGE', 'Files up to 20 MB can be imported');
      throw error;
    }
  }
}

/** `POST /api/maps/import`: a new map from a file. */
@ApiTags('maps')
@Controller('maps')
export class ImportController {
  constructor(private readonly importer: ImportService) {}

  @Post('import')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(ImportFileInterceptor)
  // Below the file's interceptor, so it runs first: a refused import is not read.
  @RateLimit('imports')
  import(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(importBodySchema)) body: z.output<typeof importBodySchema>,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
    @ClientLeft() left: AbortSignal,
  ): Promise<ImportMapResponse> {
    if (!file) throw new ApiException(400, 'VALIDATION_FAILED', 'The "file" part is missing');
    return this.importer.import(user, file, body.title, body.theme, left);
  }
}
