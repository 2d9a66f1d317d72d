import { Injectable, Logger } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import type { ImageAsset } from '@studio/core/entities/image-asset.entity';
import { mediaUrl } from '@studio/core/images/image-ref';
import { objectKeys, SHARE_IMAGE } from '@studio/core/images/variant-spec';
import { InjectConfig } from '@studio/core/nest/core.module';
import { imageShareJob } from '@studio/core/jobs/jobs.contract';
import { JobProducer } from '@studio/core/jobs/job-producer.service';
import { SiteFreshness } from '../site/site-freshness.service';
import { SiteService } from '../site/site.service';
import { PublicPhotosRepository } from './public-photos.repository';
import { PUBLIC_ROUTES, professionalService, shareHead, type SharePicture } from './share-head';

/** Shown only until the worker has made a picture of a photo (a fresh install with no photos yet). */
export const DEFAULT_SHARE_PICTURE = '/og-default.jpg';

/**
 * What a link to a public page shows when pasted in WhatsApp (or shared anywhere): its title, description and a
 * 1200x630 picture made by the worker from the page's own photo (the themes page: its first theme; the gallery:
 * its newest photo), else the hero (the newest gallery photo). A photo without its picture yet gets the job now.
 */
@Injectable()
export class SharePreviewService {
  private readonly logger = new Logger('SharePreview');

  constructor(
    private readonly photos: PublicPhotosRepository,
    private readonly jobs: JobProducer,
    private readonly site: SiteService,
    private readonly freshness: SiteFreshness,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  get base(): string {
    return this.config.publicBaseUrl;
  }

  isPublicRoute(route: string): boolean {
    return (PUBLIC_ROUTES as readonly string[]).includes(route);
  }

  /** The page's picture (kept per content version: a picture turning ready bumps it). */
  picture(route: string): Promise<SharePicture> {
    return this.freshness.cached(`share-picture:${route}`, () => this.findPicture(route));
  }

  private async findPicture(route: string): Promise<SharePicture> {
    const hero = () => this.photos.newestGalleryPhoto();
    const candidates: Array<() => Promise<{ image: ImageAsset } | null>> = route === '/theme' ? [() => this.photos.firstTheme(), hero] : [hero];
    for (const find of candidates) {
      const asset = (await find())?.image;
      if (!asset) continue;
      if (asset.shareBytes) return { url: `${this.base}${mediaUrl(objectKeys.share(asset.id))}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
      await this.requestPicture(asset.id);
    }
    return { url: `${this.base}${DEFAULT_SHARE_PICTURE}`, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  }

  /** Enqueues the picture (once: the job id is the photo's); a Redis outage only delays it to a later page view. */
  private async requestPicture(assetId: string) {
    const sent = await this.jobs.ensureOrLeaveToReconciler(imageShareJob({ assetId }));
    if (!sent) this.logger.warn(`share picture of ${assetId} not requested now; a later page view asks again`);
  }

  /** The share tags (and the home page's JSON-LD) for a public page's <head>. */
  async head(route: string, page: { title?: string; description?: string }): Promise<string> {
    const [site, picture] = await Promise.all([this.site.publicSite(), this.picture(route)]);
    return shareHead({
      base: this.base,
      route,
      title: page.title ?? site.studio.name,
      description: page.description ?? '',
      siteName: site.studio.name,
      picture,
      jsonLd: route === '/' ? professionalService(site.studio, this.base, picture.url) : undefined,
    });
  }
}
