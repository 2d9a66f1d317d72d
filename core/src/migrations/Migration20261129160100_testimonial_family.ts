import { Migration } from '@mikro-orm/migrations';

/**
 * docs/architecture.md §16, purpose `reviews`: a testimonial may belong to a family (staff choose the booking or the
 * client gallery it came from); it is shown only while that family's `reviews` consent is granted. No foreign key, as
 * privacy_consents has none: a link whose booking or gallery is gone (erased, deleted) finds no family, and a
 * testimonial without its family's yes is never shown.
 */
export class Migration20261129160100_testimonial_family extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "testimonials" add column "booking_id" uuid null, add column "gallery_id" uuid null,
      add constraint "testimonials_one_family_link" check ("booking_id" is null or "gallery_id" is null);`);
    this.addSql(`create index "testimonials_booking_index" on "testimonials" ("booking_id") where "booking_id" is not null;`);
    this.addSql(`create index "testimonials_gallery_index" on "testimonials" ("gallery_id") where "gallery_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "testimonials" drop column if exists "booking_id", drop column if exists "gallery_id";`);
  }
}
