import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { SEED_TESTIMONIALS } from '@studio/core/site/site-content';
import { SiteSettingsRepository } from '@studio/core/site/site-settings.repository';
import { SiteService } from './site.service';

/** First run: the settings from env / the config file and the spec's three testimonials. Later starts change nothing. */
@Injectable()
export class SiteSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('SiteSeed');
  constructor(
    private readonly repo: SiteSettingsRepository,
    private readonly site: SiteService,
  ) {}

  async onApplicationBootstrap() {
    const seeded = await this.repo.seedIfMissing(
      this.site.seed(),
      SEED_TESTIMONIALS.map((t) => ({ ...t })),
    );
    if (seeded) this.logger.log('site settings and testimonials seeded from the configuration (first run)');
  }
}
