import { Module } from '@nestjs/common';
import { PrivacySettingsRepository } from '@studio/core/privacy/privacy-settings.repository';
import { PrivacyNoticeController } from './privacy-notice.controller';
import { PrivacyNoticeService } from './privacy-notice.service';

/** docs/architecture.md §16: the notice, consents, the families' rights, erasure, retention and the access log. */
@Module({
  controllers: [PrivacyNoticeController],
  providers: [PrivacySettingsRepository, PrivacyNoticeService],
})
export class PrivacyModule {}
