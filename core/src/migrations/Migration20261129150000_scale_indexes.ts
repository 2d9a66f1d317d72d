import { Migration } from '@mikro-orm/migrations';

/**
 * Five years of a busy studio (docs/architecture.md §10): the staff's searches served by trigram indexes (`q` is a
 * "contains, any case" match on name, phone and e-mail: `ilike '%…%'`, which a b-tree cannot answer), the Bookings
 * week read through an index on the start whatever the status, and the inbox's export in keyset batches. pg_trgm is
 * a trusted extension (PostgreSQL 13+): the database's owner may create it, no superuser needed.
 */
export class Migration20261129150000_scale_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const column of ['name', 'phone', 'email']) {
      this.addSql(`create index "enquiries_${column}_trgm_index" on "enquiries" using gin ("${column}" gin_trgm_ops);`);
    }
    for (const column of ['reference', 'name', 'phone', 'email']) {
      this.addSql(`create index "bookings_${column}_trgm_index" on "bookings" using gin ("${column}" gin_trgm_ops);`);
    }
    this.addSql(`create index "bookings_starts_at_index" on "bookings" ("starts_at", "id");`);
    // The inbox's order and the export's keyset are (created_at, id): one index answers both, bounded by a row comparison.
    this.addSql(`drop index if exists "enquiries_created_at_index";`);
    this.addSql(`create index "enquiries_created_at_id_index" on "enquiries" ("created_at" desc, "id" desc);`);
    // The client galleries' list pages by (created_at, id); its "ready" count reads only the images not ready yet.
    this.addSql(`drop index if exists "client_galleries_created_at_index";`);
    this.addSql(`create index "client_galleries_created_at_id_index" on "client_galleries" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "image_assets_not_ready_index" on "image_assets" ("id") where "status" <> 'ready';`);
  }

  override async down(): Promise<void> {
    for (const column of ['name', 'phone', 'email']) this.addSql(`drop index if exists "enquiries_${column}_trgm_index";`);
    for (const column of ['reference', 'name', 'phone', 'email']) this.addSql(`drop index if exists "bookings_${column}_trgm_index";`);
    this.addSql(`drop index if exists "bookings_starts_at_index";`);
    this.addSql(`drop index if exists "enquiries_created_at_id_index";`);
    this.addSql(`create index "enquiries_created_at_index" on "enquiries" ("created_at" desc);`);
    this.addSql(`drop index if exists "client_galleries_created_at_id_index";`);
    this.addSql(`create index "client_galleries_created_at_index" on "client_galleries" ("created_at" desc);`);
    this.addSql(`drop index if exists "image_assets_not_ready_index";`);
  }
}
