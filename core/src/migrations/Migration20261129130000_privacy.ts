import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §16: settings part `privacy`; a client gallery's booking (one family's consents); the
 * append-only consents; where each public photo came from; erasure requests; retention runs; the staff access log.
 */
export class Migration20261129130000_privacy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "site_settings" add column "privacy" jsonb not null default '{}'::jsonb;`);
    this.addSql(`alter table "client_galleries" add column "booking_id" uuid null references "bookings" ("id") on delete set null;`);
    this.addSql(`create index "client_galleries_booking_index" on "client_galleries" ("booking_id") where "booking_id" is not null;`);
    this.addSql(`create table "privacy_consents" (
      "id" uuid primary key,
      "booking_id" uuid null,
      "gallery_id" uuid null,
      "purpose" varchar(16) not null check ("purpose" in ('portfolio', 'reviews')),
      "granted" boolean not null,
      "notice_version" varchar(32) not null,
      "lang" varchar(2) not null check ("lang" in ('en', 'hi', 'mr')),
      "via" varchar(8) not null check ("via" in ('booking', 'gallery', 'staff')),
      "by" varchar(100) not null,
      "note" varchar(500) null,
      "at" timestamptz not null default now(),
      check ("booking_id" is not null or "gallery_id" is not null)
    );`);
    this.addSql(`create index "privacy_consents_booking_index" on "privacy_consents" ("booking_id", "at") where "booking_id" is not null;`);
    this.addSql(`create index "privacy_consents_gallery_index" on "privacy_consents" ("gallery_id", "at") where "gallery_id" is not null;`);
    // Where a public photo came from: a featured client photo (its family's gallery) or the studio's own statement.
    this.addSql(`alter table "gallery_images" add column "source" varchar(8) not null default 'studio' check ("source" in ('studio', 'client'));`);
    this.addSql(`alter table "gallery_images" add column "source_gallery_id" uuid null;`);
    this.addSql(`alter table "gallery_images" add column "source_statement" varchar(300) null;`);
    this.addSql(`create index "gallery_images_source_gallery_index" on "gallery_images" ("source_gallery_id") where "source_gallery_id" is not null;`);
    this.addSql(`create table "privacy_erasures" (
      "id" uuid primary key,
      "reference" varchar(9) not null unique,
      "booking_id" uuid null,
      "gallery_id" uuid null,
      "status" varchar(16) not null check ("status" in ('scheduled', 'running', 'done', 'cancelled')),
      "runs_at" timestamptz not null,
      "via" varchar(8) not null check ("via" in ('booking', 'gallery', 'staff')),
      "by" varchar(100) not null,
      "note" varchar(500) null,
      "deleted" jsonb null,
      "forwarded_enquiries" jsonb null,
      "created_at" timestamptz not null default now(),
      "started_at" timestamptz null,
      "done_at" timestamptz null,
      "cancelled_at" timestamptz null,
      check ("booking_id" is not null or "gallery_id" is not null)
    );`);
    // Erasure twice is one erasure: one open request per family subject.
    this.addSql(`create unique index "privacy_erasures_open_booking" on "privacy_erasures" ("booking_id") where "status" in ('scheduled', 'running') and "booking_id" is not null;`);
    this.addSql(`create unique index "privacy_erasures_open_gallery" on "privacy_erasures" ("gallery_id") where "status" in ('scheduled', 'running') and "gallery_id" is not null;`);
    this.addSql(`create table "privacy_retention_runs" (
      "id" uuid primary key,
      "started_at" timestamptz not null default now(),
      "finished_at" timestamptz null,
      "erased" jsonb not null default '{}'::jsonb,
      "error" text null
    );`);
    this.addSql(`create table "privacy_access_log" (
      "id" uuid primary key,
      "user_id" uuid null,
      "who" varchar(100) not null,
      "what" varchar(64) not null,
      "subject" varchar(100) not null,
      "at" timestamptz not null default now()
    );`);
    this.addSql(`create index "privacy_access_log_at_index" on "privacy_access_log" ("at");`);
    this.addSql(`create index "privacy_access_log_subject_index" on "privacy_access_log" ("subject", "at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "privacy_access_log";');
    this.addSql('drop table if exists "privacy_retention_runs";');
    this.addSql('drop table if exists "privacy_erasures";');
    this.addSql('alter table "gallery_images" drop column "source", drop column "source_gallery_id", drop column "source_statement";');
    this.addSql('drop table if exists "privacy_consents";');
    this.addSql('alter table "client_galleries" drop column "booking_id";');
    this.addSql('alter table "site_settings" drop column "privacy";');
  }
}
