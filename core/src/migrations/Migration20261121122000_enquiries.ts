import { Migration } from '@mikro-orm/migrations';

export class Migration20261121122000_enquiries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "enquiries" (
      "id" uuid primary key,
      "source" varchar(16) not null check ("source" in ('footer', 'contact', 'theme-checkout')),
      "name" varchar(100) not null,
      "phone" varchar(10) not null,
      "email" varchar(254) not null,
      "service" varchar(16) null,
      "message" text null,
      "address" text null,
      "theme_ids" text null,
      "theme_sections" text null,
      "delivery_status" varchar(16) not null default 'received'
        check ("delivery_status" in ('received', 'processing', 'forwarded', 'failed', 'not_configured')),
      "studio_status" varchar(16) not null default 'new' check ("studio_status" in ('new', 'contacted', 'booked', 'closed')),
      "attempts" integer not null default 0,
      "last_error" text null,
      "claimed_at" timestamptz null,
      "forwarded_at" timestamptz null,
      "client_ip" varchar(64) null,
      "user_agent" varchar(255) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now()
    );`);
    // Inbox: newest first, optionally filtered by either status.
    this.addSql(`create index "enquiries_created_at_index" on "enquiries" ("created_at" desc);`);
    this.addSql(`create index "enquiries_studio_status_created_at_index" on "enquiries" ("studio_status", "created_at" desc);`);
    this.addSql(`create index "enquiries_delivery_status_created_at_index" on "enquiries" ("delivery_status", "created_at" desc);`);
    // Reconciler: only the few rows still on their way.
    this.addSql(
      `create index "enquiries_waiting_index" on "enquiries" ("created_at") where "delivery_status" in ('received', 'processing');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "enquiries";');
  }
}
