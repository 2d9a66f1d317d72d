import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §13, "Nobody can squat the calendar": a UTR names one booking that still counts (live or
 * completed; the database refuses a second, so parallel reports cannot both win), the time a payment was reported
 * (unconfirmed reports are flagged, then released), a "payment_check" item in "To send today", and an index for the
 * per-phone count of live bookings.
 */
export class Migration20261129100000_booking_squatting extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "bookings" add column "reported_at" timestamptz null;`);
    this.addSql(`update "bookings" set "reported_at" = "updated_at" where "status" = 'payment_reported';`);
    this.addSql(
      `create unique index "bookings_utr_unique" on "bookings" ("utr") where "utr" is not null and "status" in ('held', 'payment_reported', 'requested', 'confirmed', 'completed');`,
    );
    this.addSql(`create index "bookings_live_phone_index" on "bookings" ("phone") where "status" in ('held', 'payment_reported', 'requested', 'confirmed');`);
    this.addSql(`create index "bookings_reported_index" on "bookings" ("reported_at") where "status" = 'payment_reported';`);
    this.addSql(`alter table "booking_reminders" drop constraint if exists "booking_reminders_kind_check";`);
    this.addSql(`alter table "booking_reminders" add constraint "booking_reminders_kind_check" check ("kind" in ('day_before', 'due_week', 'hold_expiring', 'payment_check'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "booking_reminders" where "kind" = 'payment_check';`);
    this.addSql(`alter table "booking_reminders" drop constraint if exists "booking_reminders_kind_check";`);
    this.addSql(`alter table "booking_reminders" add constraint "booking_reminders_kind_check" check ("kind" in ('day_before', 'due_week', 'hold_expiring'));`);
    this.addSql(`drop index if exists "bookings_reported_index";`);
    this.addSql(`drop index if exists "bookings_live_phone_index";`);
    this.addSql(`drop index if exists "bookings_utr_unique";`);
    this.addSql(`alter table "bookings" drop column if exists "reported_at";`);
  }
}
