import { Migration } from '@mikro-orm/migrations';

/**
 * The client galleries' list without counting photos (docs/architecture.md §10): each gallery's photos and favourites
 * are counters on its row, kept by statement triggers in the same transaction as every insert and delete of
 * `client_gallery_photos` and `client_gallery_favourites`, whoever writes them (an upload batch, a family's heart, a
 * photo's or gallery's removal and its cascades, an erasure). A page of 50 five-year galleries counted ~15,000 photo
 * rows for every request; it now reads 50 rows. One update per statement and gallery (transition tables), so a
 * batch of 50 photos moves its gallery's counter once. Photos never move between galleries (no update of
 * `gallery_id`), so inserts and deletes are every change.
 */
export class Migration20261129160000_client_gallery_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "client_galleries"
      add column "photo_count" integer not null default 0 check ("photo_count" >= 0),
      add column "favourite_count" integer not null default 0 check ("favourite_count" >= 0);`);
    for (const [table, column] of [
      ['client_gallery_photos', 'photo_count'],
      ['client_gallery_favourites', 'favourite_count'],
    ]) {
      // A gallery being deleted has no row left to update: its cascaded deletes change nothing.
      this.addSql(`create function "${table}_count_keep"() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then
            update "client_galleries" g set "${column}" = g."${column}" + d.n
              from (select "gallery_id", count(*) as n from added group by 1) d where g."id" = d."gallery_id";
          else
            update "client_galleries" g set "${column}" = g."${column}" - d.n
              from (select "gallery_id", count(*) as n from removed group by 1) d where g."id" = d."gallery_id";
          end if;
          return null;
        end $$;`);
      this.addSql(`create trigger "${table}_count_insert" after insert on "${table}" referencing new table as added
        for each statement execute function "${table}_count_keep"();`);
      this.addSql(`create trigger "${table}_count_delete" after delete on "${table}" referencing old table as removed
        for each statement execute function "${table}_count_keep"();`);
    }
    this.addSql(`update "client_galleries" g set
      "photo_count" = (select count(*) from "client_gallery_photos" p where p."gallery_id" = g."id"),
      "favourite_count" = (select count(*) from "client_gallery_favourites" f where f."gallery_id" = g."id");`);
  }

  override async down(): Promise<void> {
    for (const table of ['client_gallery_photos', 'client_gallery_favourites']) {
      this.addSql(`drop trigger if exists "${table}_count_insert" on "${table}";`);
      this.addSql(`drop trigger if exists "${table}_count_delete" on "${table}";`);
      this.addSql(`drop function if exists "${table}_count_keep"();`);
    }
    this.addSql(`alter table "client_galleries" drop column if exists "photo_count", drop column if exists "favourite_count";`);
  }
}
