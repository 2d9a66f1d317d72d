import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { JobProducer } from '@studio/core/jobs/job-producer.service';
import { privacyRetentionJob } from '@studio/core/jobs/jobs.contract';
import { InjectConfig } from '@studio/core/nest/core.module';
import { PrivacySettingsRepository } from '@studio/core/privacy/privacy-settings.repository';
import { RetentionRepository, type RetentionErased } from '@studio/core/privacy/retention.repository';
import { StorageService } from '@studio/core/storage/storage.service';
import { studioDay } from '@studio/core/time/studio-day';

export type RetentionOutcome = { status: 'done'; erased: RetentionErased };

/**
 * The daily retention run (docs/architecture.md §16): enquiries without a booking after `enquiryMonths`, client
 * galleries' photos `galleryDaysAfterExpiry` after expiry, selfies after `selfieDays`, access logs after
 * `accessLogDays`. Each run is recorded with what it erased (the admin's Privacy page). Enqueued once per studio day
 * (job id = the day), checked hourly, so a worker that was down at midnight still runs it.
 */
@Injectable()
export class RetentionRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly retention: RetentionRepository,
    private readonly settings: PrivacySettingsRepository,
    private readonly storage: StorageService,
    private readonly jobs: JobProducer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    const tick = () => void this.jobs.add(privacyRetentionJob(studioDay(this.config.timezone))).catch((e: Error) => this.logger.warn(`retention not enqueued: ${e.message}`));
    tick();
    this.timer = setInterval(tick, 3600_000);
    this.timer.unref();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async run(): Promise<RetentionOutcome> {
    const id = await this.retention.start();
    const erased: RetentionErased = { enquiries: 0, galleryPhotos: 0, selfies: 0, accessLogs: 0, files: 0 };
    try {
      const { privacy } = await this.settings.read();
      erased.enquiries = await this.retention.eraseOldEnquiries(privacy);
      const photos = await this.retention.eraseExpiredGalleryPhotos(privacy, studioDay(this.config.timezone));
      erased.galleryPhotos = photos.count;
      const selfies = await this.retention.eraseOldSelfies(privacy);
      erased.selfies = selfies.count;
      erased.accessLogs = await this.retention.eraseOldAccessLogs(privacy);
      for (const key of [...photos.keys, ...selfies.keys]) {
        if (await this.storage.stat(key)) {
          await this.storage.remove(key);
          erased.files++;
        }
      }
      for (const prefix of [...photos.prefixes, ...selfies.prefixes]) erased.files += await this.storage.removePrefix(prefix);
      await this.retention.finish(id, erased, null);
      this.logger.log(`retention run: ${JSON.stringify(erased)}`);
      return { status: 'done', erased };
    } catch (e) {
      await this.retention.finish(id, erased, (e as Error).message).catch(() => undefined);
      throw e;
    }
  }
}
