import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §16: the admin's own `featureConsent` switch goes; the family's `portfolio` consent replaces
 * it. A gallery whose switch was on keeps that as a staff-recorded consent, so nothing featured today is refused.
 */
export class Migration20261129130100_feature_consent_replaced extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into "privacy_consents" ("id", "booking_id", "gallery_id", "purpose", "granted", "notice_version", "lang", "via", "by", "note", "at")
      select gen_random_uuid(), null, "id", 'portfolio', true, 'before-notice', 'en', 'staff', 'migration', 'The admin''s featureConsent switch was on', now()
        from "client_galleries" where "feature_consent";`);
    this.addSql(`alter table "client_galleries" drop column "feature_consent";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "client_galleries" add column "feature_consent" boolean not null default false;`);
  }
}
