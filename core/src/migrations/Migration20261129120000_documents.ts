import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §17: the billing settings (part `billing` of the site settings), the numbering counter per
 * prefix and financial year (its row is locked by the payment's transaction until it commits, so numbers never skip
 * or repeat), and the documents themselves, which the database keeps from being changed or deleted.
 */
export class Migration20261129120000_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "site_settings" add column "billing" jsonb not null default '{}'::jsonb;`);
    this.addSql(`create table "document_counters" (
      "prefix" varchar(8) not null,
      "fy" varchar(9) not null,
      "next" integer not null check ("next" >= 1),
      primary key ("prefix", "fy")
    );`);
    this.addSql(`create table "documents" (
      "id" uuid primary key,
      "number" varchar(32) not null unique,
      "kind" varchar(8) not null check ("kind" in ('receipt', 'invoice', 'refund')),
      "booking_id" uuid null references "bookings" ("id") on delete set null,
      "payment_id" uuid null unique,
      "prefix" varchar(8) not null,
      "fy" varchar(9) not null,
      "seq" integer not null,
      "issued_on" date not null,
      "issued_at" timestamptz not null default now(),
      "name" varchar(80) not null,
      "amount_paise" integer not null check ("amount_paise" >= 0),
      "taxable_paise" integer not null,
      "cgst_paise" integer not null,
      "sgst_paise" integer not null,
      "payment_reference" varchar(64) null,
      "data" jsonb not null,
      unique ("prefix", "fy", "seq"),
      check ("taxable_paise" + "cgst_paise" + "sgst_paise" = "amount_paise")
    );`);
    this.addSql(`create unique index "documents_one_invoice_per_booking" on "documents" ("booking_id") where "kind" = 'invoice';`);
    this.addSql(`create index "documents_booking_index" on "documents" ("booking_id");`);
    this.addSql(`create index "documents_issued_index" on "documents" ("issued_on", "fy", "seq");`);
    // A document never changes (a correction is a refund voucher); only its link to an erased booking may drop.
    this.addSql(`create function "documents_immutable"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' and new.booking_id is null
           and (new.id, new.number, new.kind, new.payment_id, new.issued_on, new.name, new.amount_paise, new.taxable_paise, new.cgst_paise, new.sgst_paise, new.data)
               is not distinct from (old.id, old.number, old.kind, old.payment_id, old.issued_on, old.name, old.amount_paise, old.taxable_paise, old.cgst_paise, old.sgst_paise, old.data) then
          return new;
        end if;
        raise exception 'documents are immutable' using errcode = '55000';
      end $$;`);
    this.addSql(`create trigger "documents_immutable" before update or delete on "documents" for each row execute function "documents_immutable"();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "documents";');
    this.addSql('drop function if exists "documents_immutable"();');
    this.addSql('drop table if exists "document_counters";');
    this.addSql('alter table "site_settings" drop column if exists "billing";');
  }
}
