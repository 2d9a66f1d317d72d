import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { SiteController } from './site.controller';
import { SiteFreshness } from './site-freshness.service';
import { SiteSeedService } from './site-seed.service';
import { SiteService } from './site.service';
import { TestimonialsController } from './testimonials.controller';
import { TestimonialsService } from './testimonials.service';

/** docs/architecture.md §11: the studio's own site settings, campaign and testimonials. */
@Module({
  imports: [ImagesModule],
  controllers: [SiteController, TestimonialsController],
  providers: [SiteFreshness, SiteService, SiteSeedService, TestimonialsService],
  exports: [SiteService, SiteFreshness],
})
export class SiteModule {}
