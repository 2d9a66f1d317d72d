import { Migration } from '@mikro-orm/migrations';

/**
 * The staff's bookings a page at a time (docs/architecture.md §13): the newest-first list pages by (created_at, id),
 * so one index answers its order and its keyset (it was created_at alone); the newborns waiting for a day are read
 * by their due date from a partial index of only those (live, no day). The week reads bookings_starts_at_index
 * (starts_at, id), made for it by the scale indexes.
 */
export class Migration20261129160500_booking_list_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "bookings_created_index";`);
    this.addSql(`create index "bookings_created_at_id_index" on "bookings" ("created_at" desc, "id" desc);`);
    this.addSql(
      `create index "bookings_waiting_index" on "bookings" ((coalesce("due_date", "due_week")), "id") where "date" is null and "status" in ('held', 'payment_reported', 'requested', 'confirmed');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "bookings_waiting_index";`);
    this.addSql(`drop index if exists "bookings_created_at_id_index";`);
    this.addSql(`create index "bookings_created_index" on "bookings" ("created_at" desc);`);
  }
}
