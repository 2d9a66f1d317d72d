import { Injectable } from '@nestjs/common';
import { PRIVACY_NOTICE, type PrivacyNoticeLang } from '@studio/core/privacy/privacy-notice.texts';
import { PrivacySettingsRepository } from '@studio/core/privacy/privacy-settings.repository';
import type { PrivacyNoticeResponse } from './privacy.responses';

/** The notice parents read (docs/architecture.md §16): the texts of core's notice file and the grievance contact from settings. */
@Injectable()
export class PrivacyNoticeService {
  constructor(private readonly settings: PrivacySettingsRepository) {}

  get version(): string {
    return PRIVACY_NOTICE.version;
  }

  async notice(lang: PrivacyNoticeLang): Promise<PrivacyNoticeResponse> {
    const { privacy, studio } = await this.settings.read();
    const text = PRIVACY_NOTICE[lang];
    return {
      version: PRIVACY_NOTICE.version,
      lang,
      title: text.title,
      sections: text.sections.map((s) => ({ heading: s.heading, text: s.text })),
      // Until the studio names a grievance officer, the studio itself is the contact.
      contact: {
        name: privacy.contactName || studio?.name || '',
        email: privacy.contactEmail || studio?.email || '',
        phone: privacy.contactPhone || studio?.phone || '',
      },
    };
  }
}
