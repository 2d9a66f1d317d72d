import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { ContentVersion, RedisContentVersionStore } from '@studio/core/content/content-version';
import { InjectConfig } from '@studio/core/nest/core.module';

/**
 * The version of the public data, shared by every api and worker process through Redis
 * (`@studio/core/content/content-version`). Call `bump()` after every committed write that changes what a
 * public page or public API answer shows; put `current()` into the key of every cache of public data.
 */
@Injectable()
export class ContentVersionService extends ContentVersion implements OnModuleInit, OnApplicationShutdown {
  constructor(@InjectConfig() config: AppConfig) {
    const logger = new Logger('ContentVersion');
    super(new RedisContentVersionStore(config.redisUrl, config.queuePrefix), { onError: (m) => logger.warn(m) });
  }

  async onModuleInit() {
    await this.start();
  }

  async onApplicationShutdown() {
    await this.stop();
  }
}
