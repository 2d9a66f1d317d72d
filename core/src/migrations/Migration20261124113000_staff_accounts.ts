import { Migration } from '@mikro-orm/migrations';

/** Staff accounts (docs/architecture.md §8/§11): disable a user, see who signed in when; purge of expired sessions. */
export class Migration20261124113000_staff_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "disabled" boolean not null default false;`);
    this.addSql(`alter table "users" add column "last_login_at" timestamptz null;`);
    // The purge deletes by expiry; revoking every session of a user goes by user_id (indexed already).
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "sessions_expires_at_index";`);
    this.addSql(`alter table "users" drop column "last_login_at";`);
    this.addSql(`alter table "users" drop column "disabled";`);
  }
}
