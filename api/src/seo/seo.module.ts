import { Module } from '@nestjs/common';
import { SiteModule } from '../site/site.module';
import { PublicPhotosRepository } from './public-photos.repository';
import { SeoController } from './seo.controller';
import { SeoService } from './seo.service';
import { SharePreviewService } from './share-preview.service';

/** Sharing and search (docs/architecture.md §11): share tags of public pages, their pictures, robots.txt, sitemap.xml. */
@Module({
  imports: [SiteModule],
  controllers: [SeoController],
  providers: [PublicPhotosRepository, SeoService, SharePreviewService],
  exports: [SharePreviewService],
})
export class SeoModule {}
