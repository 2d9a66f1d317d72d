import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import { runInUnitOfWork } from '@studio/core/database/unit-of-work';
import type { AppConfig } from '@studio/core/config/app-config';
import { AppModule } from './app.module';
import { nestLogLevels } from '@studio/core/config/log-levels';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { createValidationPipe } from './common/validation.pipe';
import { useBodyLimitInterceptor } from './common/body-limit.interceptor';
import { requestBodyGate } from './common/request-body.middleware';
import { requestPathGate } from './common/request-path.middleware';
import { securityHeaders } from './common/security-headers.middleware';
import { ExpressPrototypesAdapter } from './common/express-prototypes.adapter';
import { uploadJsonLimitBytes } from './common/upload-body.decorator';
import { mountFrontend } from './spa/spa.middleware';
import { verifiedGalleryPageCookie } from './client-galleries/client-gallery-page-cookie';
import { PinSecrets } from './client-galleries/pin-secrets.service';
import { missingGallerySlug } from './client-galleries/missing-gallery-slug';
import { ClientGalleriesRepository } from '@studio/core/client-galleries/client-galleries.repository';
import { SiteService } from './site/site.service';
import { SharePreviewService } from './seo/share-preview.service';
import { ContentVersionService } from './content/content-version.service';
import { httpObserver } from './observability/http-observer.middleware';
import { MetricsService } from './observability/metrics.service';
import { mountQueueBoard } from './admin-queues/queue-board';
import { createNestLogger } from '@studio/core/observability/nest-logger';
import { ApiDocs } from './openapi/api-docs.controller';
import { buildOpenApiDocument } from './openapi/openapi-document';

/** Builds the api exactly as `npm start` runs it; tests call this too. */
export async function createApiApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressPrototypesAdapter(), {
    bufferLogs: false,
    logger: nestLogLevels(config.logLevel),
    bodyParser: false,
  });
  app.useLogger(createNestLogger(config));
  const express = app.getHttpAdapter().getInstance();
  express.disable('x-powered-by');
  // Whose X-Forwarded-For/-Proto count (req.ip for rate limits, req.secure for cookies): TRUST_PROXY.
  express.set('trust proxy', config.trustProxy);
  app.use(httpObserver(app.get(MetricsService), config));
  app.use(requestPathGate());
  app.use(securityHeaders());
  // Bodies (docs/architecture.md §8): 100 kB of JSON, the upload limit only on @UploadBody() routes after their guards.
  app.use(requestBodyGate({ uploadLimitBytes: uploadJsonLimitBytes(config.maxUploadMb) }));
  useBodyLimitInterceptor(app);
  const orm = app.get(MikroORM);
  app.use((_req: unknown, _res: unknown, next: () => void) => runInUnitOfWork(orm.em, next));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
  mountQueueBoard(app);
  app.get(ApiDocs).publish(() => buildOpenApiDocument(app));
  const site = app.get(SiteService);
  const share = app.get(SharePreviewService);
  mountFrontend(express, config, {
    content: app.get(ContentVersionService),
    studioConfig: () => site.pageConfig(),
    shareHead: (route, page) => (share.isPublicRoute(route) ? share.head(route, page) : Promise.resolve('')),
    privateCookie: verifiedGalleryPageCookie(app.get(ClientGalleriesRepository), app.get(PinSecrets)),
    missingGallerySlug: missingGallerySlug(app.get(ClientGalleriesRepository)),
  });
  return app;
}
