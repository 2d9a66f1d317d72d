import { Migration } from '@mikro-orm/migrations';

/**
 * Client galleries (issue 44, docs/architecture.md §12): the day the studio promises the edited photos of a family's
 * selection, set per gallery; the parents' page says it after they send their selection.
 */
export class Migration20261129140000_client_gallery_edits_ready_by extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "client_galleries" add column "edits_ready_by" date null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "client_galleries" drop column if exists "edits_ready_by";`);
  }
}
