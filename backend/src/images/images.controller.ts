import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiException } from '../common/apiException';
import { ZodValidationPipe } from '../common/zodValidation.pipe';
import { ApiZodBody } from '../common/apiZodBody.decorator';
import { AuthGuard, OptionalAuthGuard } from '../auth/auth.guard';
import { CurrentUser } from '../auth/currentUser.decorator';
import type { UserRecord } from '../auth/user';
import { RateLimit } from '../rateLimit/rateLimit.interceptor';
import { IMAGE_UPLOAD_LIMIT, ImagesService } from './images.service';

const imageRefSchema = z.object({
  owner: z.string().min(3).max(320),
  mapId: z.string().min(1).max(64),
  imageName: z.string().min(1).max(255),
  contentType: z.string().max(100).optional(),
});

/** `POST /api/s3/uploadImage` (multipart, 10 MB) and `POST /api/s3/getImage` (spec §7.2). */
@ApiTags('images')
@Controller('s3')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post('uploadImage')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_UPLOAD_LIMIT, files: 1 } }))
  // Below the file's interceptor, so it runs first: a refused upload is not read.
  @RateLimit('files')
  upload(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(imageRefSchema)) body: z.output<typeof imageRefSchema>,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<{ imageName: string; publicUrl: string }> {
    if (!file) throw new ApiException(400, 'VALIDATION_FAILED', 'The "image" file part is missing');
    return this.images.upload(user, body, file.buffer);
  }

  @Post('uploadAsset')
  @HttpCode(200)
  @UseGuards(AuthGuard)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: IMAGE_UPLOAD_LIMIT, files: 1 } }))
  // Below the file's interceptor, so it runs first: a refused upload is not read.
  @RateLimit('files')
  uploadAsset(
    @CurrentUser() user: UserRecord,
    @Body(new ZodValidationPipe(imageRefSchema)) body: z.output<typeof imageRefSchema>,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ): Promise<{ name: string; url: string; contentType: string }> {
    if (!file) throw new ApiException(400, 'VALIDATION_FAILED', 'The "image" file part is missing');
    return this.images.uploadSupportMedia(user, body, file.buffer);
  }

  @Post('getImage')
  @HttpCode(200)
  @UseGuards(OptionalAuthGuard)
  @ApiZodBody(imageRefSchema)
  get(
    @CurrentUser() user: UserRecord | undefined,
    @Body(new ZodValidationPipe(imageRefSchema)) body: z.output<typeof imageRefSchema>,
  ): Promise<{ publicUrl: string }> {
    return this.images.publicUrl(user, body);
  }
}

/** `GET /api/images/{mapId}/{name}`: the durable address of a background image or video (redirect). */
@ApiTags('images')
@Controller('images')
export class AssetsController {
  constructor(private readonly images: ImagesService) {}

  @Get(':mapId/:name')
  @UseGuards(OptionalAuthGuard)
  async asset(
    @CurrentUser() user: UserRecord | undefined,
    @Param('mapId') mapId: string,
    @Param('name') name: string,
    @Res() res: Response,
  ): Promise<void> {
    // Cached for less than the signed URL lives (SIGNED_URL_SECONDS), so a cached redirect still leads somewhere.
    res.setHeader('cache-control', 'private, max-age=30');
    res.redirect(302, await this.images.assetRedirect(user, mapId, name));
  }
}
