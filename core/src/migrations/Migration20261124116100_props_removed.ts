import { Migration } from '@mikro-orm/migrations';

/** docs/architecture.md §11: a removed prop is kept (its past photos, price and earnings stay readable for past dates). */
export class Migration20261124116100_props_removed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "props" add column "removed_at" timestamptz null, add column "removed_day" date null, add column "removed_by" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "props" drop column "removed_at", drop column "removed_day", drop column "removed_by";`);
  }
}
