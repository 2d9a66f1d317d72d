import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { mediaUrl } from '@studio/core/images/image-ref';
import { InjectConfig } from '@studio/core/nest/core.module';
import { SiteFreshness } from '../site/site-freshness.service';
import { PublicPhotosRepository } from './public-photos.repository';
import { PUBLIC_ROUTES, robotsTxt, sitemapXml } from './share-head';

/** The sitemap lists at most this many photos (one sitemap file; Google reads up to 1,000 images per page). */
export const SITEMAP_MAX_PHOTOS = 1000;

@Injectable()
export class SeoService {
  constructor(
    private readonly photos: PublicPhotosRepository,
    private readonly freshness: SiteFreshness,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  robots(): string {
    return robotsTxt(this.config.publicBaseUrl);
  }

  sitemap(): Promise<string> {
    return this.freshness.cached('sitemap', async () => {
      const base = this.config.publicBaseUrl;
      const rows = await this.photos.newestGalleryPhotos(SITEMAP_MAX_PHOTOS);
      const photos = rows.flatMap((r) => {
        // The largest JPEG: what a search engine should index.
        const jpeg = (r.image.variants ?? []).filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width)[0];
        return jpeg ? [{ url: `${base}${mediaUrl(jpeg.key)}`, title: r.title }] : [];
      });
      const newest = rows[0]?.image.readyAt ?? rows[0]?.createdAt;
      return sitemapXml(base, PUBLIC_ROUTES, photos, newest ? new Date(newest).toISOString().slice(0, 10) : undefined);
    });
  }
}
