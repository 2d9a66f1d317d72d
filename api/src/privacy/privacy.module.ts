import { Module } from '@nestjs/common';
import { PrivacySettingsRepository } from '@studio/core/privacy/privacy-settings.repository';
import { ErasuresRepository } from '@studio/core/privacy/erasures.repository';
import { PrivacySummaryRepository } from '@studio/core/privacy/privacy-summary.repository';
import { FamilyRightsService } from './family-rights.service';
import { AdminPrivacyService } from './admin-privacy.service';
import { RetentionRepository } from '@studio/core/privacy/retention.repository';
import { ClientGalleriesModule } from '../client-galleries/client-galleries.module';
import { ImagesModule } from '../images/images.module';
import { AdminPrivacyController } from './admin-privacy.controller';
import { FamilyConsentsService } from './family-consents.service';
import { FamilyPrivacyController } from './family-privacy.controller';
import { PortfolioService } from './portfolio.service';
import { PrivacyNoticeController } from './privacy-notice.controller';
import { PrivacyNoticeService } from './privacy-notice.service';

/** docs/architecture.md §16: the notice, consents, the families' rights, erasure, retention and the access log. */
@Module({
  imports: [ClientGalleriesModule, ImagesModule],
  controllers: [PrivacyNoticeController, FamilyPrivacyController, AdminPrivacyController],
  providers: [PrivacySettingsRepository, ErasuresRepository, PrivacySummaryRepository, PrivacyNoticeService, PortfolioService, FamilyConsentsService, FamilyRightsService, AdminPrivacyService, RetentionRepository],
})
export class PrivacyModule {}
