import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { ContentVersion, RedisContentVersionStore } from '@studio/core/content/content-version';
import { InjectConfig } from '@studio/core/nest/core.module';

/**
 * A photo turning ready changes the public gallery and pages: the api processes' caches learn it from the
 * shared content version (they poll it about once a second). The worker only bumps; it caches no pages.
 */
@Injectable()
export class PublicContentNotifier implements OnApplicationShutdown {
  private readonly version: ContentVersion;

  constructor(@InjectConfig() config: AppConfig) {
    const logger = new Logger('ContentVersion');
    this.version = new ContentVersion(new RedisContentVersionStore(config.redisUrl, config.queuePrefix), { onError: (m) => logger.warn(m) });
  }

  /** Never throws (see ContentVersion.bump). */
  changed(): Promise<void> {
    return this.version.bump();
  }

  async onApplicationShutdown() {
    await this.version.stop();
  }
}
