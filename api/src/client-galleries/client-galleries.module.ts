import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import compression from 'compression';
import type { AppConfig } from '@studio/core/config/app-config';
import { APP_CONFIG } from '@studio/core/nest/tokens';
import { GalleryModule } from '../gallery/gallery.module';
import { ImagesModule } from '../images/images.module';
import { AdminClientGalleriesController } from './admin-client-galleries.controller';
import { ArchiveJobs } from './archive-jobs.service';
import { ClientGalleriesController } from './client-galleries.controller';
import { ClientGalleryAccess } from './client-gallery-access.service';
import { ClientGalleryAdminService } from './client-gallery-admin.service';
import { ClientGalleryFiles } from './client-gallery-files.service';
import { ClientGalleryParentsService } from './client-gallery-parents.service';
import { createPinRedis, PIN_REDIS, PinAttempts } from './pin-attempts.service';
import { PinSecrets } from './pin-secrets.service';

/** Client galleries (docs/architecture.md §12): the admin API, the parents' API and the private image route. */
@Module({
  imports: [ImagesModule, GalleryModule],
  controllers: [AdminClientGalleriesController, ClientGalleriesController],
  providers: [
    { provide: PIN_REDIS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => createPinRedis(config) },
    PinAttempts,
    PinSecrets,
    ClientGalleryAccess,
    ClientGalleryAdminService,
    ClientGalleryParentsService,
    ClientGalleryFiles,
    ArchiveJobs,
  ],
  exports: [ClientGalleryAccess, ClientGalleryParentsService, ClientGalleryFiles],
})
export class ClientGalleriesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // A family's gallery as JSON (200 photos: ~380 kB, ~30 kB compressed) goes to a phone: its GET (which a
    // server-rendered page makes after hydrating, for the photos after the first screen) and the unlock's answer.
    consumer
      .apply(compression())
      .forRoutes({ path: 'api/client-galleries/:slug', method: RequestMethod.GET }, { path: 'api/client-galleries/:slug/unlock', method: RequestMethod.POST });
  }
}
