import { Migration } from '@mikro-orm/migrations';

/** Client galleries (issue 17, docs/architecture.md §12): private galleries, their photos, favourites and ZIP archives. */
export class Migration20261124117000_client_galleries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "client_galleries" (
      "id" uuid primary key,
      "slug" varchar(64) not null,
      "title" varchar(120) not null,
      "client_name" varchar(100) not null,
      "client_phone" varchar(15) null,
      "expires_on" date not null,
      "selection_limit" int null,
      "downloads" varchar(16) not null,
      "feature_consent" boolean not null default false,
      "pin_hash" text not null,
      "pin_sealed" text not null,
      "pin_version" int not null default 1,
      "views" int not null default 0,
      "download_count" int not null default 0,
      "selection_submitted_at" timestamptz null,
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "client_galleries_slug_unique" on "client_galleries" ("slug");`);
    this.addSql(`create index "client_galleries_created_at_index" on "client_galleries" ("created_at" desc);`);

    this.addSql(`create table "client_gallery_photos" (
      "id" uuid primary key,
      "gallery_id" uuid not null references "client_galleries" ("id") on delete cascade,
      "image_asset_id" uuid not null references "image_assets" ("id") on delete cascade,
      "file_name" varchar(255) not null,
      "position" int not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "client_gallery_photos_gallery_position_index" on "client_gallery_photos" ("gallery_id", "position", "id");`);
    this.addSql(`create unique index "client_gallery_photos_image_asset_id_unique" on "client_gallery_photos" ("image_asset_id");`);

    this.addSql(`create table "client_gallery_favourites" (
      "gallery_id" uuid not null references "client_galleries" ("id") on delete cascade,
      "photo_id" uuid not null references "client_gallery_photos" ("id") on delete cascade,
      "created_at" timestamptz not null default now(),
      primary key ("gallery_id", "photo_id")
    );`);

    this.addSql(`create table "client_gallery_archives" (
      "id" uuid primary key,
      "gallery_id" uuid not null references "client_galleries" ("id") on delete cascade,
      "photos" varchar(16) not null,
      "size" varchar(16) not null,
      "photo_ids" jsonb not null,
      "status" varchar(16) not null default 'queued',
      "progress" int not null default 0,
      "object_key" varchar(255) null,
      "bytes" bigint null,
      "error" text null,
      "created_at" timestamptz not null default now(),
      "ready_at" timestamptz null,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "client_gallery_archives_gallery_index" on "client_gallery_archives" ("gallery_id");`);
    this.addSql(`create index "client_gallery_archives_expires_at_index" on "client_gallery_archives" ("expires_at");`);

    // A submitted selection lands in the studio's enquiry inbox.
    this.addSql(`alter table "enquiries" drop constraint "enquiries_source_check";`);
    this.addSql(`alter table "enquiries" add constraint "enquiries_source_check" check ("source" in ('footer', 'contact', 'theme-checkout', 'selection'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "enquiries" where "source" = 'selection';`);
    this.addSql(`alter table "enquiries" drop constraint "enquiries_source_check";`);
    this.addSql(`alter table "enquiries" add constraint "enquiries_source_check" check ("source" in ('footer', 'contact', 'theme-checkout'));`);
    this.addSql('drop table if exists "client_gallery_archives";');
    this.addSql('drop table if exists "client_gallery_favourites";');
    this.addSql('drop table if exists "client_gallery_photos";');
    this.addSql('drop table if exists "client_galleries";');
  }
}
