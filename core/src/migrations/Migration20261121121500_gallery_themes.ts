import { Migration } from '@mikro-orm/migrations';

/** Gallery images and themes (issue 3). Indexes serve the public listings: newest first, by category, ready only. */
export class Migration20261121121500_gallery_themes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "gallery_images" (
      "id" uuid primary key,
      "title" varchar(120) not null default 'Untitled',
      "description" text not null default 'No description available',
      "image_asset_id" uuid not null references "image_assets" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    // Page of "All": walk newest first and stop after limit+1 ready rows.
    this.addSql(`create index "gallery_images_created_at_id_index" on "gallery_images" ("created_at" desc, "id" desc);`);
    // Page of one category, and the skip-scan that lists distinct titles.
    this.addSql(`create index "gallery_images_title_created_at_id_index" on "gallery_images" ("title", "created_at" desc, "id" desc);`);
    this.addSql(`create unique index "gallery_images_image_asset_id_unique" on "gallery_images" ("image_asset_id");`);

    this.addSql(`create table "themes" (
      "id" uuid primary key,
      "title" varchar(120) not null,
      "is_premium" boolean not null default false,
      "image_asset_id" uuid not null references "image_assets" ("id") on delete cascade,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "themes_created_at_id_index" on "themes" ("created_at" desc, "id" desc);`);
    this.addSql(`create unique index "themes_image_asset_id_unique" on "themes" ("image_asset_id");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "themes";');
    this.addSql('drop table if exists "gallery_images";');
  }
}
