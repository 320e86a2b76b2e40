import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { AppModule } from './app.module';
import { ApiExceptionFilter } from './common/apiException.filter';
import { jsonBodyParser } from './common/bodyParsers';
import { originCheck } from './common/originCheck.middleware';
import { securityHeaders } from './common/securityHeaders.middleware';
import { staticFrontend } from './common/staticFrontend';
import { socialPreviewRenderer } from './maps/socialPreview.renderer';
import { BLOB_STORE, type BlobStore } from './storage/blobStore';
import { blobOrigin } from './storage/blobOrigin';
import type { AppConfig } from './config/appConfig';

/** Options for tests and embedding; production uses the defaults. */
export interface CreateAppOptions {
  /** Nest's logger levels; false silences it (tests). */
  logger?: false | ('log' | 'error' | 'warn' | 'debug' | 'verbose' | 'fatal')[];
}

/**
 * Builds and initialises the server for a configuration: database migrated, routes under /api, the OpenAPI
 * document at /api/docs, the built frontend everywhere else. The caller decides whether to `listen`.
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'error', 'warn'],
  });
  app.set('trust proxy', config.trustProxy);
  // ETags are revisions, set explicitly where they mean something; no generated weak ETags.
  app.set('etag', false);
  app.disable('x-powered-by');
  app.use(securityHeaders({ blobOrigin: await blobOrigin(app.get<BlobStore>(BLOB_STORE)) }));
  if (config.staticDir) app.use(...staticFrontend(config.staticDir, socialPreviewRenderer(app)));
  app.use(originCheck(config.publicUrl));
  app.use(cookieParser());
  app.use(jsonBodyParser());
  app.setGlobalPrefix('api');
  app.useGlobalFilters(new ApiExceptionFilter());
  app.enableShutdownHooks();
  const openApi = new DocumentBuilder()
    .setTitle('Mapa API')
    .setDescription('The HTTP API of Mapa, the mind-map editor. Errors are {statusCode, code, message}.')
    .setVersion('0.1.0')
    .addCookieAuth('mapa_session')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs-json',
  });
  await app.init();
  return app;
}
