import { Migration } from '@mikro-orm/migrations';

/** Props with prices (paise), the price-calculation ledger, and the field workers' daily photos. */
export class Migration20261121121730_props_tasks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "props" (
      "id" uuid primary key,
      "name" varchar(200) not null,
      "price_paise" bigint not null check ("price_paise" >= 0),
      "earned_paise" bigint not null default 0 check ("earned_paise" >= 0),
      "created_day" date not null,
      "image_asset_id" uuid not null references "image_assets" ("id"),
      "created_by" uuid null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "props_created_day_index" on "props" ("created_day", "created_at");`);
    this.addSql(`create index "props_created_at_index" on "props" ("created_at");`);

    this.addSql(`create table "price_calculations" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id"),
      "total_paise" bigint not null check ("total_paise" >= 0),
      "lines" jsonb not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "price_calculations_user_id_index" on "price_calculations" ("user_id", "created_at");`);

    this.addSql(`create table "user_day_photos" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "day" date not null,
      "image_asset_id" uuid not null references "image_assets" ("id"),
      "taken_at" timestamptz not null default now(),
      constraint "user_day_photos_user_id_day_unique" unique ("user_id", "day")
    );`);
    this.addSql(`create index "user_day_photos_day_index" on "user_day_photos" ("day");`);

    this.addSql(`create table "prop_photos" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "prop_id" uuid not null references "props" ("id") on delete cascade,
      "day" date not null,
      "image_asset_id" uuid not null references "image_assets" ("id"),
      "taken_at" timestamptz not null default now(),
      constraint "prop_photos_user_id_prop_id_day_unique" unique ("user_id", "prop_id", "day")
    );`);
    this.addSql(`create index "prop_photos_day_prop_id_index" on "prop_photos" ("day", "prop_id");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "prop_photos";');
    this.addSql('drop table if exists "user_day_photos";');
    this.addSql('drop table if exists "price_calculations";');
    this.addSql('drop table if exists "props";');
  }
}
