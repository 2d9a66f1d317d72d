import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { AccessLogRepository } from '@studio/core/privacy/access-log.repository';
import { ConsentsRepository } from '@studio/core/privacy/consents.repository';
import { GALLERY_ERASURE_WARNING_DAYS } from '@studio/core/privacy/privacy-settings';
import { PrivacySettingsRepository } from '@studio/core/privacy/privacy-settings.repository';
import { RetentionRepository } from '@studio/core/privacy/retention.repository';
import { studioDay } from '@studio/core/time/studio-day';
import type { AccessLogQueryDto } from './consents.dto';

/** The admin's Privacy page's reads (docs/architecture.md §16). */
@Injectable()
export class AdminPrivacyService {
  constructor(
    private readonly log: AccessLogRepository,
    private readonly consentRows: ConsentsRepository,
    private readonly retentionRuns: RetentionRepository,
    private readonly settings: PrivacySettingsRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async accessLog(q: AccessLogQueryDto) {
    const items = await this.log.list({ subject: q.subject, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined, limit: 500 });
    return { items: items.map((e) => ({ who: e.who, what: e.what, subject: e.subject, at: e.at.toISOString() })) };
  }

  async consents() {
    const rows = await this.consentRows.recent(500);
    return {
      items: rows.map((r) => ({
        bookingId: r.bookingId,
        galleryId: r.galleryId,
        purpose: r.purpose,
        granted: r.granted,
        noticeVersion: r.noticeVersion,
        lang: r.lang,
        via: r.via,
        by: r.by,
        note: r.note,
        at: r.at.toISOString(),
      })),
    };
  }

  async retention() {
    const { privacy } = await this.settings.read();
    const [runs, warnings] = await Promise.all([
      this.retentionRuns.recent(30),
      this.retentionRuns.upcomingGalleryErasures(privacy, studioDay(this.config.timezone), GALLERY_ERASURE_WARNING_DAYS),
    ]);
    return {
      settings: privacy,
      runs: runs.map((r) => ({ startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt ? r.finishedAt.toISOString() : null, erased: r.erased, error: r.error })),
      warnings,
    };
  }
}
