import { Migration } from '@mikro-orm/migrations';

/**
 * Field workers offline (issue 33, docs/architecture.md §14): each prop photo carries the phone's `captureId`, so a
 * capture sent again (a lost answer, a retry after a reload) is recognised and stored once per worker.
 */
export class Migration20261128100000_prop_photo_capture_id extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "prop_photos" add column "capture_id" uuid null;`);
    this.addSql(`create unique index "prop_photos_user_id_capture_id_unique" on "prop_photos" ("user_id", "capture_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "prop_photos_user_id_capture_id_unique";`);
    this.addSql(`alter table "prop_photos" drop column if exists "capture_id";`);
  }
}
