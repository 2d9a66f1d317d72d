// The data sets of `npm run bench:scale`: the demo's size and five years of one busy studio, built the same way so the
// two differ only in how many rows they hold. One row of each kind is made through the real API (a processed photo,
// a client gallery with its PIN, a booking, an enquiry); the rest are SQL copies of those rows with their own ids,
// references, names, dates and statuses (`jsonb_populate_record` over the template row, so every column a later
// migration adds is copied too and every constraint still applies). Photos share the template's stored variants.
import { Client } from 'pg';

export interface ScaleSize {
  label: string;
  enquiries: number;
  bookings: number;
  galleryPhotos: number;
  clientGalleries: number;
  photosPerClientGallery: number;
  /** Photos of the one big gallery (measured by itself). */
  bigGalleryPhotos: number;
  favouritesPerGallery: number;
}

export const DEMO_SIZE: ScaleSize = {
  label: 'demo',
  enquiries: 20,
  bookings: 15,
  galleryPhotos: 30,
  clientGalleries: 3,
  photosPerClientGallery: 30,
  bigGalleryPhotos: 1000,
  favouritesPerGallery: 10,
};

export const FIVE_YEAR_SIZE: ScaleSize = {
  label: 'five years',
  enquiries: 50_000,
  bookings: 10_000,
  galleryPhotos: 2000,
  clientGalleries: 500,
  photosPerClientGallery: 300,
  bigGalleryPhotos: 1000,
  favouritesPerGallery: 20,
};

export interface ScaleTemplates {
  /** A ready gallery photo's image asset (its variants are shared by every copy). */
  galleryAssetId: string;
  /** A ready client-gallery photo (row of client_gallery_photos) in the big gallery. */
  clientPhotoId: string;
  bigGalleryId: string;
  /** Any booking made through the api (copied for the others). */
  bookingId: string;
  enquiryId: string;
}

const FIRST = ['Ananya', 'Priya', 'Rohan', 'Aarav', 'Meera', 'Kavya', 'Ishaan', 'Diya', 'Vihaan', 'Sneha', 'Arjun', 'Pooja', 'Rahul', 'Nisha', 'Karan', 'Aditi'];
const LAST = ['Sharma', 'Iyer', 'Patil', 'Deshmukh', 'Kulkarni', 'Reddy', 'Nair', 'Gupta', 'Joshi', 'Menon', 'Shah', 'Rao', 'Kapoor', 'Bose', 'Pillai', 'Chavan'];
const sqlArray = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
/** A name from the lists by a number (SQL expression over `n`). */
const nameExpr = (n: string) => `(${sqlArray(FIRST)})[1 + ((${n}) % ${FIRST.length})] || ' ' || (${sqlArray(LAST)})[1 + (((${n}) / ${FIRST.length}) % ${LAST.length})]`;

/** A copy of row `id` of `table` for each `n` in 1..count, with `overrides` (a jsonb_build_object's arguments over `n` and `t`). */
function copies(table: string, templateId: string, count: number, overrides: string) {
  return {
    text: `insert into ${table}
           select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object(${overrides}))).*
             from ${table} t, generate_series(1, $2::int) as n
            where t.id = $1`,
    values: [templateId, count],
  };
}

/** Grows the database from its templates to `size`. Runs in one transaction, then VACUUM ANALYZE. */
export async function growToSize(databaseUrl: string, t: ScaleTemplates, size: ScaleSize): Promise<Record<string, number>> {
  const pg = new Client({ connectionString: databaseUrl });
  await pg.connect();
  try {
    await pg.query('begin');
    // Enquiries over five years, newest today; most forwarded, a few still new.
    await pg.query(
      copies(
        'enquiries',
        t.enquiryId,
        size.enquiries - 1,
        `'id', gen_random_uuid(), 'name', ${nameExpr('n')}, 'phone', '9' || lpad((n * 7919 % 1000000000)::text, 9, '0'),
         'email', 'parent' || n || '@example.com', 'delivery_status', 'forwarded',
         'studio_status', (array['new','contacted','booked','closed'])[1 + n % 4],
         'created_at', now() - (n * interval '1 minute' * (5 * 525600 / greatest($2::int, 1))),
         'updated_at', now() - (n * interval '1 minute' * (5 * 525600 / greatest($2::int, 1)))`,
      ),
    );
    // Bookings: six 60-minute sessions a day from about five years ago (never overlapping), the past ones completed,
    // cancelled or expired, the future ones confirmed, reported or held; one in fifty a newborn still without a day.
    await pg.query(
      copies(
        'bookings',
        t.bookingId,
        size.bookings - 1,
        `'id', gen_random_uuid(), 'reference', 'BK-' || lpad(upper(to_hex(n)), 6, '0'), 'manage_token', md5(n::text || random()::text) || md5(random()::text),
         'name', ${nameExpr('n + 3')}, 'phone', '8' || lpad((n * 104729 % 1000000000)::text, 9, '0'), 'email', 'family' || n || '@example.com',
         'date', case when n % 50 = 0 then null else (current_date - ($2::int / 6 - 30) + n / 6) end,
         'start_time', case when n % 50 = 0 then null else lpad((9 + (n % 6) * 2)::text, 2, '0') || ':00' end,
         'starts_at', case when n % 50 = 0 then null else ((current_date - ($2::int / 6 - 30) + n / 6) + make_interval(hours => 9 + (n % 6) * 2)) at time zone 'Asia/Kolkata' end,
         'ends_at', case when n % 50 = 0 then null else ((current_date - ($2::int / 6 - 30) + n / 6) + make_interval(hours => 10 + (n % 6) * 2)) at time zone 'Asia/Kolkata' end,
         'due_date', case when n % 50 = 0 then current_date + (n % 60) else null end,
         'due_week', case when n % 50 = 0 then date_trunc('week', current_date + (n % 60))::date else null end,
         'status', case when n % 50 = 0 then 'payment_reported'
                        when (current_date - ($2::int / 6 - 30) + n / 6) < current_date then (array['completed','completed','completed','completed','cancelled','expired'])[1 + n % 6]
                        else (array['confirmed','confirmed','payment_reported','held'])[1 + n % 4] end,
         'duration_minutes', 60, 'hold_expires_at', now() + interval '1 day', 'utr', null, 'payment_link_id', null, 'payment_link_url', null, 'enquiry_id', null,
         'created_at', now() - make_interval(days => greatest($2::int / 6 - 30 - n / 6, 0) + 7), 'updated_at', now() - make_interval(days => greatest($2::int / 6 - 30 - n / 6, 0))`,
      ),
    );
    // Gallery photos: an image asset copy each (sharing the stored variants), then its gallery row.
    await pg.query(`create temp table scale_ids (n int, asset uuid, gallery uuid, photo uuid) on commit drop`);
    await pg.query(`insert into scale_ids (n, asset) select n, gen_random_uuid() from generate_series(1, $1::int) n`, [size.galleryPhotos - 1]);
    await pg.query(
      `insert into image_assets select (jsonb_populate_record(null::image_assets, to_jsonb(a) || jsonb_build_object('id', s.asset, 'content_hash', md5(s.asset::text) || md5(s.n::text)))).*
         from image_assets a, scale_ids s where a.id = $1`,
      [t.galleryAssetId],
    );
    await pg.query(
      `insert into gallery_images select (jsonb_populate_record(null::gallery_images, to_jsonb(g) || jsonb_build_object('id', gen_random_uuid(), 'image_asset_id', s.asset, 'title', 'Photo ' || s.n, 'created_at', now() - s.n * interval '1 hour'))).*
         from gallery_images g, scale_ids s where g.image_asset_id = $1`,
      [t.galleryAssetId],
    );
    // Client galleries: copies of the big one's gallery row (same PIN), each with its photos and some favourites (their
    // counters start at 0: the triggers count the photos and favourites inserted below).
    await pg.query(`truncate scale_ids`);
    await pg.query(
      `insert into client_galleries select (jsonb_populate_record(null::client_galleries, to_jsonb(g) || jsonb_build_object(
          'id', gen_random_uuid(), 'slug', 'scale-' || n || '-' || substr(md5(random()::text), 1, 10), 'title', 'Baby ' || ${nameExpr('n')},
          'client_name', ${nameExpr('n + 5')}, 'views', n % 40, 'download_count', n % 7, 'photo_count', 0, 'favourite_count', 0,
          'created_at', now() - n * interval '3 days', 'updated_at', now() - n * interval '3 days'))).*
         from client_galleries g, generate_series(1, $2::int) n where g.id = $1`,
      [t.bigGalleryId, size.clientGalleries],
    );
    await pg.query(
      `insert into scale_ids (n, gallery, asset, photo)
       select p, g.id, gen_random_uuid(), gen_random_uuid() from client_galleries g, generate_series(1, $2::int) p where g.id <> $1`,
      [t.bigGalleryId, size.photosPerClientGallery],
    );
    // The big gallery gets the rest of its photos too (its first one is the template).
    await pg.query(`insert into scale_ids (n, gallery, asset, photo) select p, $1, gen_random_uuid(), gen_random_uuid() from generate_series(2, $2::int) p`, [
      t.bigGalleryId,
      size.bigGalleryPhotos,
    ]);
    await pg.query(
      `insert into image_assets select (jsonb_populate_record(null::image_assets, to_jsonb(a) || jsonb_build_object('id', s.asset, 'content_hash', md5(s.asset::text) || md5(s.photo::text)))).*
         from image_assets a join client_gallery_photos tp on tp.image_asset_id = a.id, scale_ids s where tp.id = $1`,
      [t.clientPhotoId],
    );
    await pg.query(
      `insert into client_gallery_photos select (jsonb_populate_record(null::client_gallery_photos, to_jsonb(tp) || jsonb_build_object(
          'id', s.photo, 'gallery_id', s.gallery, 'image_asset_id', s.asset, 'file_name', 'IMG_' || lpad(s.n::text, 4, '0') || '.jpg', 'position', s.n))).*
         from client_gallery_photos tp, scale_ids s where tp.id = $1`,
      [t.clientPhotoId],
    );
    await pg.query(
      `insert into client_gallery_favourites (gallery_id, photo_id) select s.gallery, s.photo from scale_ids s where s.n % ($1::int) = 0`,
      [Math.max(1, Math.floor(size.photosPerClientGallery / size.favouritesPerGallery))],
    );
    await pg.query('commit');
  } catch (e) {
    await pg.query('rollback').catch(() => undefined);
    throw e;
  } finally {
    await pg.end();
  }
  const vacuum = new Client({ connectionString: databaseUrl });
  await vacuum.connect();
  try {
    await vacuum.query('vacuum analyze');
    const counts: Record<string, number> = {};
    for (const table of ['enquiries', 'bookings', 'gallery_images', 'client_galleries', 'client_gallery_photos', 'image_assets']) {
      counts[table] = Number((await vacuum.query(`select count(*) from ${table}`)).rows[0].count);
    }
    counts.megabytes = Math.round(Number((await vacuum.query('select pg_database_size(current_database()) as b')).rows[0].b) / 1e6);
    return counts;
  } finally {
    await vacuum.end();
  }
}
