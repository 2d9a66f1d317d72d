import { Module } from '@nestjs/common';
import { ErasuresRepository } from '@studio/core/privacy/erasures.repository';
import { PrivacySettingsRepository } from '@studio/core/privacy/privacy-settings.repository';
import { RetentionRepository } from '@studio/core/privacy/retention.repository';
import { PublicContentNotifier } from '../images/public-content.notifier';
import { ErasureRunner } from './erasure-runner.service';
import { PrivacyProcessor } from './privacy.processor';
import { RetentionRunner } from './retention-runner.service';

/** Families' data (docs/architecture.md §16): erasures and the daily retention run. */
@Module({
  providers: [ErasuresRepository, RetentionRepository, PrivacySettingsRepository, PublicContentNotifier, ErasureRunner, RetentionRunner, PrivacyProcessor],
})
export class PrivacyWorkerModule {}
