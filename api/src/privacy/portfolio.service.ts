import { Injectable, Logger } from '@nestjs/common';
import { ImageAssetsRepository } from '@studio/core/images/image-assets.repository';
import { ImagesService } from '@studio/core/images/images.service';
import type { PrivacyFamily } from '@studio/core/privacy/privacy-family';
import { PortfolioRepository } from '@studio/core/privacy/portfolio.repository';
import { ContentVersionService } from '../content/content-version.service';

/**
 * Portfolio follows consent (docs/architecture.md §16): when a family withdraws `portfolio`, the public copies of
 * their photos are deleted (rows, variants, share images), so every public list, rendered page, sitemap and share
 * image loses them at the next content version (this process at once, other replicas within about a second) and
 * their /media URLs answer 404 from then on.
 */
@Injectable()
export class PortfolioService {
  private readonly logger = new Logger('Portfolio');

  constructor(
    private readonly portfolio: PortfolioRepository,
    private readonly assets: ImageAssetsRepository,
    private readonly images: ImagesService,
    private readonly content: ContentVersionService,
  ) {}

  /** Takes the family's featured photos off the public site; answers how many went. */
  async withdraw(family: PrivacyFamily): Promise<number> {
    const ids = await this.portfolio.featuredAssetIds(family.galleryIds);
    if (!ids.length) return 0;
    const assets = await this.assets.findByIds(ids);
    for (const asset of assets) await this.images.remove(asset);
    await this.content.bump();
    this.logger.log(`portfolio withdrawn: ${assets.length} public photo(s) removed`);
    return assets.length;
  }
}
