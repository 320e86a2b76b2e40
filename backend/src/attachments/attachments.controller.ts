import {
  Body,
  Controller,
  Delete,
  ExecutionContext,
  Get,
  HttpCode,
  Injectable,
  PayloadTooLargeException,
  Post,
  Query,
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
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentQuerySchema,
  mapIdField,
  type AttachmentRecord,
} from '@mapa/model';
import { ApiException } from '../common/apiException';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { RateLimit } from '../rateLimit/rateLimit.interceptor';
import { AttachmentsService } from './attachments.service';

const uploadBodySchema = z.object({ mapId: mapIdField, nodeId: z.string().min(1).max(200) });
const fileQuerySchema = attachmentQuerySchema.required({ fileName: true });

// File names arrive as UTF-8 from every browser; multer would read them as Latin-1 ("RelatÃ³rio").
const MulterFile = FileInterceptor('file', {
  limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1 },
  defParamCharset: 'utf8',
} as Parameters<typeof FileInterceptor>[1]);

/** The multipart reader with the spec's message when the file passes 10 MB (multer stops reading there). */
@Injectable()
class AttachmentFileInterceptor extends MulterFile implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException)
        throw new ApiException(413, 'FILE_TOO_LARGE', ATTACHMENT_MESSAGES.tooBig);
      throw error;
    }
  }
}

/** Node attachments, exactly as spec §7.4 names them. */
@ApiTags('attachments')
@Controller('nodes/attachments')
export class AttachmentsController {
  constructor(private readonly attachments: AttachmentsService) {}

  @Get('list')
  @UseGuards(OptionalAuthGuard)
  async list(
    @CurrentUser() user: UserRecord | undefined,
    @Query(new ZodValidationPipe(attachmentQuerySchema)) q: z.output<typeof attachmentQuerySchema>,
  ): Promise<{ attachments: AttachmentRecord[] }> {
    return { attachments: await this.attachments.list(user, q.mapId, q.nodeId) };
  }

  @Post('upload')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(AttachmentFileInterceptor)
  // Below the file's interceptor, so it runs first: a refused upload is not read.
  @RateLimit('files')
  async upload(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(uploadBodySchema)) body: z.output<typeof uploadBodySchema>,
    @UploadedFile() file: { buffer: Buffer; originalname: string } | undefined,
  ): Promise<{ message: string; attachment: AttachmentRecord }> {
    if (!file) throw new ApiException(400, 'VALIDATION_FAILED', 'The "file" part is missing');
    const attachment = await this.attachments.upload(user, body.mapId, body.nodeId, file);
    return { message: ATTACHMENT_MESSAGES.uploaded, attachment };
  }

  @Get('download')
  @UseGuards(OptionalAuthGuard)
  async download(
    @CurrentUser() user: UserRecord | undefined,
    @Query(new ZodValidationPipe(fileQuerySchema)) q: z.output<typeof fileQuerySchema>,
  ): Promise<{ downloadUrl: string }> {
    return { downloadUrl: await this.attachments.downloadUrl(user, q.mapId, q.nodeId, q.fileName) };
  }

  @Delete('delete')
  @UseGuards(AuthGuard)
  async remove(
    @CurrentUser() user: UserRecord,
    @Query(new ZodValidationPipe(fileQuerySchema)) q: z.output<typeof fileQuerySchema>,
  ): Promise<{ message: string }> {
    await this.attachments.delete(user, q.mapId, q.nodeId, q.fileName);
    return { message: ATTACHMENT_MESSAGES.deleted };
  }
}
