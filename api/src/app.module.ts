import { DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { CoreModule } from '@studio/core/nest/core.module';
import { QueuesModule } from '@studio/core/jobs/queues.module';
import { DomainModule } from '@studio/core/nest/domain.module';
import { AdminQueuesModule } from './admin-queues/admin-queues.module';
import { ApiDocsModule } from './openapi/api-docs.controller';
import { AuthModule } from './auth/auth.module';
import { ClientGalleriesModule } from './client-galleries/client-galleries.module';
import { ContentModule } from './content/content.module';
import { EnquiriesModule } from './enquiries/enquiries.module';
import { HealthModule } from './health/health.module';
import { ObservabilityModule } from './observability/observability.module';
import { PropsModule } from './props/props.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { GalleryModule } from './gallery/gallery.module';
import { ImagesModule } from './images/images.module';
import { MediaAdminModule } from './media-admin/media-admin.module';
import { MediaModule } from './media/media.module';
import { ThemesModule } from './themes/themes.module';
import { TasksModule } from './tasks/tasks.module';
import { UsersModule } from './users/users.module';
import { SiteModule } from './site/site.module';
import { SeoModule } from './seo/seo.module';
import { BookingsModule } from './bookings/bookings.module';
import { PrivacyModule } from './privacy/privacy.module';

/** The api. Feature modules are listed here, one line each. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        QueuesModule,
        DomainModule,
        ContentModule,
        RateLimitModule,
        // Express tries routes in registration order: the parents' hot read paths (gallery, themes, /media) first.
        GalleryModule,
        ThemesModule,
        MediaModule,
        AuthModule,
        UsersModule,
        HealthModule,
        ObservabilityModule,
        AdminQueuesModule,
        PropsModule,
        TasksModule,
        EnquiriesModule,
        ImagesModule,
        MediaAdminModule,
        SiteModule,
        SeoModule,
        ApiDocsModule,
        ClientGalleriesModule,
        BookingsModule,
        PrivacyModule,
      ],
    };
  }
}
