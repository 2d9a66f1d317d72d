import { Migration } from '@mikro-orm/migrations';

export class Migration20261121120000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "users" (
      "id" uuid primary key,
      "username" varchar(64) not null unique,
      "password_hash" varchar(255) not null,
      "role" varchar(16) not null check ("role" in ('admin', 'user')),
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "sessions" (
      "id" uuid primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "expires_at" timestamptz not null,
      "revoked_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create table "image_assets" (
      "id" uuid primary key,
      "kind" varchar(16) not null,
      "status" varchar(16) not null default 'processing',
      "original_key" varchar(255) not null,
      "content_type" varchar(64) not null,
      "bytes" integer not null,
      "content_hash" varchar(64) not null,
      "width" integer null,
      "height" integer null,
      "placeholder" text null,
      "variants" jsonb not null default '[]',
      "error" text null,
      "attempts" integer not null default 0,
      "uploaded_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "ready_at" timestamptz null
    );`);
    this.addSql(`create index "image_assets_kind_content_hash_index" on "image_assets" ("kind", "content_hash");`);
    this.addSql(`create index "image_assets_status_created_at_index" on "image_assets" ("status", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "image_assets";');
    this.addSql('drop table if exists "sessions";');
    this.addSql('drop table if exists "users";');
  }
}
