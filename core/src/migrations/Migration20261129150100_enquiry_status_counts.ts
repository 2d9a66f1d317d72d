import { Migration } from '@mikro-orm/migrations';

/**
 * The inbox's tab counts without a scan (docs/architecture.md §10): one row per (studio status, delivery status)
 * with how many enquiries have it, kept by a trigger in the same transaction as every insert, status change and
 * delete of `enquiries`, whoever writes them (the intake, the inbox, the delivery, an erasure). The inbox reads at
 * most 24 rows instead of counting 50,000.
 */
export class Migration20261129150100_enquiry_status_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "enquiry_status_counts" (
      "studio_status" varchar(16) not null,
      "delivery_status" varchar(16) not null,
      "n" bigint not null default 0 check ("n" >= 0),
      primary key ("studio_status", "delivery_status")
    );`);
    this.addSql(`create function "enquiry_status_counts_keep"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          update "enquiry_status_counts" set "n" = "n" - 1
           where "studio_status" = old."studio_status" and "delivery_status" = old."delivery_status";
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into "enquiry_status_counts" ("studio_status", "delivery_status", "n")
          values (new."studio_status", new."delivery_status", 1)
          on conflict ("studio_status", "delivery_status") do update set "n" = "enquiry_status_counts"."n" + 1;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "enquiries_keep_status_counts" after insert or delete or update of "studio_status", "delivery_status" on "enquiries"
      for each row execute function "enquiry_status_counts_keep"();`);
    this.addSql(`insert into "enquiry_status_counts" ("studio_status", "delivery_status", "n")
      select "studio_status", "delivery_status", count(*) from "enquiries" group by 1, 2;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "enquiries_keep_status_counts" on "enquiries";`);
    this.addSql(`drop function if exists "enquiry_status_counts_keep"();`);
    this.addSql(`drop table if exists "enquiry_status_counts";`);
  }
}
