import { Migration } from '@mikro-orm/migrations';

/** docs/architecture.md §11: the site's settings, testimonials and the record of who changed them. Seeded at start (api SiteSeedService). */
export class Migration20261124116000_site_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "site_settings" (
      "id" integer primary key check ("id" = 1),
      "studio" jsonb not null,
      "claims" jsonb not null,
      "campaign" jsonb not null,
      "updated_at" timestamptz not null default now(),
      "updated_by" uuid null
    );`);
    this.addSql(`create table "site_changes" (
      "id" uuid primary key,
      "subject" varchar(32) not null,
      "subject_id" varchar(64) null,
      "action" varchar(16) not null,
      "user_id" uuid null,
      "username" varchar(100) not null,
      "changes" jsonb not null,
      "at" timestamptz not null default now()
    );`);
    this.addSql(`create index "site_changes_at_index" on "site_changes" ("at" desc);`);
    this.addSql(`create table "testimonials" (
      "id" uuid primary key,
      "name" varchar(80) not null,
      "role" varchar(80) not null,
      "location" varchar(80) not null,
      "date_text" varchar(40) not null,
      "quote" text not null,
      "rating" smallint not null check ("rating" between 1 and 5),
      "photo_asset_id" uuid null references "image_assets" ("id") on delete set null,
      "avatar_url" varchar(255) null,
      "position" integer not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "testimonials_position_index" on "testimonials" ("position", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "testimonials";');
    this.addSql('drop table if exists "site_changes";');
    this.addSql('drop table if exists "site_settings";');
  }
}
