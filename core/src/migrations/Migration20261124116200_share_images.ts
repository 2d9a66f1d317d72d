import { Migration } from '@mikro-orm/migrations';

/** docs/architecture.md §11: the link-preview picture (1200x630 JPEG) the worker makes for the photos public pages share. */
export class Migration20261124116200_share_images extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "image_assets" add column "share_bytes" integer null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "image_assets" drop column "share_bytes";`);
  }
}
