import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §16: every public image says where it came from. A theme is always the studio's own photo
 * (never a family's), so it carries only the staff member's statement, as a gallery photo of the studio's does.
 */
export class Migration20261129160050_theme_source_statement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "themes" add column "source_statement" varchar(300) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "themes" drop column if exists "source_statement";`);
  }
}
