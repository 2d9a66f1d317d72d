import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §13: packages, bookings (no double booking: an exclusion constraint over the booked time of
 * live bookings), payments (a provider's payment id counts once), the change record, the "To send today" list and
 * the booking settings (part `booking` of the site settings, with the studio calendar's secret token).
 */
export class Migration20261128100000_bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(
      `alter table "site_settings" add column "booking" jsonb not null default jsonb_build_object('calendarToken', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));`,
    );
    this.addSql(`create table "booking_packages" (
      "id" uuid primary key,
      "name" varchar(80) not null,
      "kind" varchar(16) not null check ("kind" in ('newborn', 'baby', 'family', 'maternity', 'other')),
      "description" varchar(1000) not null default '',
      "duration_minutes" integer not null check ("duration_minutes" between 30 and 480),
      "price_paise" integer not null check ("price_paise" >= 0),
      "advance_paise" integer not null check ("advance_paise" >= 0 and "advance_paise" <= "price_paise"),
      "active" boolean not null default true,
      "position" integer not null default 0,
      "image_asset_id" uuid null references "image_assets" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // The first run holds one package for each of the spec's services.
    this.addSql(`insert into "booking_packages" ("id", "name", "kind", "description", "duration_minutes", "price_paise", "advance_paise", "position") values
      (gen_random_uuid(), 'Newborn session', 'newborn', 'For babies 5 to 14 days old: book by the due date, we fix the day when your baby arrives. Props, wraps and themes included.', 180, 1500000, 300000, 0),
      (gen_random_uuid(), 'Baby milestone session', 'baby', 'Sitters, crawlers and first birthdays: a relaxed session at the baby''s pace.', 120, 1000000, 200000, 1),
      (gen_random_uuid(), 'Family session', 'family', 'Parents, siblings and grandparents together, in the studio.', 90, 800000, 200000, 2);`);
    this.addSql(`create table "bookings" (
      "id" uuid primary key,
      "reference" varchar(9) not null unique,
      "manage_token" varchar(64) not null unique,
      "status" varchar(20) not null check ("status" in ('held', 'payment_reported', 'requested', 'confirmed', 'completed', 'cancelled', 'expired')),
      "package_id" uuid null references "booking_packages" ("id") on delete set null,
      "package_name" varchar(80) not null,
      "package_kind" varchar(16) not null,
      "duration_minutes" integer not null,
      "date" date null,
      "start_time" varchar(5) null,
      "starts_at" timestamptz null,
      "ends_at" timestamptz null,
      "due_date" date null,
      "due_week" date null,
      "born_on" date null,
      "name" varchar(80) not null,
      "phone" varchar(10) not null,
      "email" varchar(254) null,
      "notes" varchar(1000) null,
      "price_paise" integer not null,
      "advance_paise" integer not null,
      "paid_paise" integer not null default 0,
      "utr" varchar(12) null,
      "hold_expires_at" timestamptz null,
      "payment_link_id" varchar(64) null,
      "payment_link_url" varchar(500) null,
      "enquiry_id" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      check (("starts_at" is null) = ("ends_at" is null)),
      constraint "bookings_no_double_booking" exclude using gist (tstzrange("starts_at", "ends_at", '[)') with &&)
        where ("starts_at" is not null and "status" in ('held', 'payment_reported', 'requested', 'confirmed'))
    );`);
    this.addSql(`create index "bookings_live_starts_index" on "bookings" ("starts_at") where "status" in ('held', 'payment_reported', 'requested', 'confirmed');`);
    this.addSql(`create index "bookings_held_index" on "bookings" ("id") where "status" = 'held';`);
    this.addSql(`create index "bookings_due_week_index" on "bookings" ("due_week") where "due_week" is not null;`);
    this.addSql(`create index "bookings_created_index" on "bookings" ("created_at" desc);`);
    this.addSql(`create table "booking_changes" (
      "id" uuid primary key,
      "booking_id" uuid not null references "bookings" ("id") on delete cascade,
      "at" timestamptz not null default now(),
      "user_id" uuid null,
      "actor" varchar(100) not null,
      "action" varchar(32) not null,
      "changes" jsonb not null
    );`);
    this.addSql(`create index "booking_changes_booking_index" on "booking_changes" ("booking_id", "at");`);
    this.addSql(`create table "booking_payments" (
      "id" uuid primary key,
      "booking_id" uuid not null references "bookings" ("id") on delete cascade,
      "provider" varchar(16) not null,
      "provider_payment_id" varchar(64) null unique,
      "amount_paise" integer not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "booking_reminders" (
      "id" uuid primary key,
      "booking_id" uuid not null references "bookings" ("id") on delete cascade,
      "kind" varchar(16) not null check ("kind" in ('day_before', 'due_week', 'hold_expiring')),
      "for_date" date not null,
      "phone" varchar(10) not null,
      "text" varchar(1000) not null,
      "sent_at" timestamptz null,
      "sent_by" varchar(100) null,
      "created_at" timestamptz not null default now(),
      unique ("booking_id", "kind", "for_date")
    );`);
    this.addSql(`create index "booking_reminders_day_index" on "booking_reminders" ("for_date");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "booking_reminders";');
    this.addSql('drop table if exists "booking_payments";');
    this.addSql('drop table if exists "booking_changes";');
    this.addSql('drop table if exists "bookings";');
    this.addSql('drop table if exists "booking_packages";');
    this.addSql('alter table "site_settings" drop column if exists "booking";');
  }
}
