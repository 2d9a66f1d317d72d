// Five years of a busy studio (docs/architecture.md §10): staff lists page by keyset cursors (no row twice, none
// skipped while rows are added), counts come from grouped queries, and the searches and the export use their indexes.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { studioDay } from '@studio/core/time/studio-day';
import { EnquiriesRepository } from '@studio/core/enquiries/enquiries.repository';
import { startTestStack, type TestStack } from './harness';

jest.setTimeout(240_000);

const dayOffset = (days: number) => studioDay('Asia/Kolkata', new Date(Date.now() + days * 86400_000));

describe('staff lists at scale (real Postgres, Redis, S3)', () => {
  let stack: TestStack;
  const sql = <T = any>(q: string, params: unknown[] = []) => stack.orm.em.fork().getConnection().execute<T[]>(q, params);
  const list = (query = '') => stack.http(`/api/admin/client-galleries${query}`, { token: stack.adminToken });
  const createGallery = async (title: string) => {
    const res = await stack.http('/api/admin/client-galleries', { method: 'POST', token: stack.adminToken, json: { title, clientName: 'Priya Sharma', expiresOn: dayOffset(30), downloads: 'web' } });
    expect(res.status).toBe(201);
    return res.body.gallery.id as string;
  };
  /** The plan Postgres picks for a query, as text. */
  const plan = async (q: string, params: unknown[] = []) => (await sql<{ 'QUERY PLAN': string }>(`explain ${q}`, params)).map((r) => r['QUERY PLAN']).join('\n');

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('client galleries a page at a time', () => {
    it('walks every gallery once by nextCursor, while new ones arrive', async () => {
      const created: string[] = [];
      for (let i = 0; i < 7; i++) created.push(await createGallery(`Family ${i}`));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await list(`?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.items.map((g: { id: string }) => g.id));
        cursor = res.body.nextCursor;
        // A gallery made between pages is newer than every cursor: it shows on a fresh first page, and the walk
        // under way neither repeats nor loses a row because of it.
        if (pages++ === 0) await createGallery('Arrived meanwhile');
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual([...created].reverse());
      const first = await list('?limit=1');
      expect(first.body.items[0].title).toBe('Arrived meanwhile');
    });

    it('walks galleries made in the same microsecond once each', async () => {
      const template = await createGallery('Template for copies');
      const copies = await sql<{ id: string }>(
        `insert into client_galleries
         select (jsonb_populate_record(null::client_galleries, to_jsonb(g) || jsonb_build_object('id', gen_random_uuid(), 'slug', 'same-instant-' || n || '-' || md5(random()::text), 'created_at', '2026-11-20 10:00:00.654321+00'))).*
           from client_galleries g, generate_series(1, 5) n where g.id = ? returning id`,
        [template],
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...res.body.items.map((g: { id: string }) => g.id));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      for (const c of copies) expect(seen).toContain(c.id);
      await sql(`delete from client_galleries where id in (${copies.map(() => '?').join(',')}) or id = ?`, [...copies.map((c) => c.id), template]);
    });

    it('answers 50 by default and says where the next page starts', async () => {
      const res = await list();
      expect(res.status).toBe(200);
      expect(res.body.items.length).toBe(8);
      expect(res.body.nextCursor).toBeNull();
    });

    it.each([
      ['?limit=0', 'limit must be at least 1'],
      ['?limit=101', 'limit must be at most 100'],
      ['?limit=abc', 'limit must be a whole number'],
      ['?cursor=not%20a%20cursor', 'cursor is not valid: use nextCursor from the previous page'],
      [`?cursor=${Buffer.from('yesterday|x').toString('base64url')}`, 'cursor is not valid: use nextCursor from the previous page'],
    ])('refuses %s with a field message', async (query, message) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('counts photos, ready photos and favourites in one grouped query', async () => {
      const galleryId = await createGallery('Counted');
      const other = await createGallery('Other family');
      const photo = async (gallery: string, status: string, position: number) => {
        const asset = randomUUID();
        const id = randomUUID();
        await sql(`insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash) values (?, 'client', ?, ?, 'image/jpeg', 1, ?)`, [
          asset,
          status,
          `originals/${asset}`,
          randomUUID().replace(/-/g, ''),
        ]);
        await sql(`insert into client_gallery_photos (id, gallery_id, image_asset_id, file_name, position) values (?, ?, ?, 'a.jpg', ?)`, [id, gallery, asset, position]);
        return id;
      };
      const ready = await photo(galleryId, 'ready', 1);
      await photo(galleryId, 'ready', 2);
      await photo(galleryId, 'processing', 3);
      await photo(galleryId, 'failed', 4);
      await photo(other, 'ready', 1);
      await sql(`insert into client_gallery_favourites (gallery_id, photo_id) values (?, ?)`, [galleryId, ready]);
      const res = await list('?limit=2');
      const counted = res.body.items.find((g: { id: string }) => g.id === galleryId);
      expect(counted.counts).toMatchObject({ photos: 4, ready: 2, favourites: 1 });
      expect(res.body.items.find((g: { id: string }) => g.id === other).counts).toMatchObject({ photos: 1, ready: 1, favourites: 0 });

      // The counters a trigger keeps follow every insert and delete: several rows in one statement, a photo's removal
      // and the favourite it takes with it, an image's removal and the photo it takes, a whole gallery's.
      await sql(`delete from client_gallery_photos where id = ?`, [ready]);
      await sql(`insert into client_gallery_favourites (gallery_id, photo_id) select gallery_id, id from client_gallery_photos where gallery_id = ?`, [galleryId]);
      const [failed] = await sql<{ image_asset_id: string }>(`select image_asset_id from client_gallery_photos where gallery_id = ? and position = 4`, [galleryId]);
      await sql(`delete from image_assets where id = ?`, [failed.image_asset_id]);
      const after = await list('?limit=2');
      expect(after.body.items.find((g: { id: string }) => g.id === galleryId).counts).toMatchObject({ photos: 2, ready: 1, favourites: 2 });
      await sql(`delete from client_galleries where id = ?`, [other]);
      const [{ drift }] = await sql<{ drift: number }>(
        `select count(*)::int as drift from client_galleries g
          where g.photo_count <> (select count(*) from client_gallery_photos p where p.gallery_id = g.id)
             or g.favourite_count <> (select count(*) from client_gallery_favourites f where f.gallery_id = g.id)`,
      );
      expect(drift).toBe(0);
    });
  });

  describe("a family's big gallery a screenful at a time", () => {
    it('walks every ready photo once, in order, by nextCursor (photos added meanwhile come at the end); later pages are no new view', async () => {
      const created = await stack.http('/api/admin/client-galleries', { method: 'POST', token: stack.adminToken, json: { title: 'Big one', clientName: 'Priya', expiresOn: dayOffset(30), downloads: 'web' } });
      const { id, slug, pin } = created.body.gallery as { id: string; slug: string; pin: string };
      const addPhoto = async (position: number, status = 'ready') => {
        const asset = randomUUID();
        const photoId = randomUUID();
        await sql(`insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash, width, height) values (?, 'client', ?, ?, 'image/jpeg', 1, ?, 1600, 1067)`, [
          asset,
          status,
          `originals/${asset}`,
          randomUUID().replace(/-/g, ''),
        ]);
        await sql(`insert into client_gallery_photos (id, gallery_id, image_asset_id, file_name, position) values (?, ?, ?, ?, ?)`, [photoId, id, asset, `IMG_${position}.jpg`, position]);
        return photoId;
      };
      const order: string[] = [];
      for (let p = 1; p <= 130; p++) order.push(await addPhoto(p));
      await addPhoto(131, 'processing');
      const unlocked = await stack.http(`/api/client-galleries/${slug}/unlock`, { method: 'POST', json: { pin }, headers: { 'x-forwarded-for': '198.51.100.77' } });
      expect(unlocked.status).toBe(200);
      const cookie = unlocked.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const view = (query: string) => stack.http(`/api/client-galleries/${slug}${query}`, { headers: { cookie } });
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res = await view(`?first=60${after ? `&after=${after}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.photos.length).toBeLessThanOrEqual(60);
        if (pages === 0) expect(res.body.photoCount).toBe(130);
        seen.push(...res.body.photos.map((p: { id: string }) => p.id));
        after = res.body.nextCursor;
        if (pages++ === 0) order.push(await addPhoto(140));
      } while (after);
      expect(seen).toEqual(order);
      expect(pages).toBe(3);
      const [{ views }] = await sql<{ views: number }>(`select views from client_galleries where id = ?`, [id]);
      // The unlock's answer and the first page count; the pages after them do not.
      expect(views).toBe(2);
      expect((await view('?first=60&after=bogus!')).status).toBe(400);
      // Without first: the whole gallery as before (the ZIP and the selection read it so).
      const whole = await view('');
      expect(whole.body.photos).toHaveLength(131);
      expect(whole.body.nextCursor).toBeNull();
    });
  });

  describe("the admin's big gallery a page at a time", () => {
    it('walks every photo once, in order, by nextCursor (any status; photos added meanwhile come at the end), with the favourites whole', async () => {
      const id = await createGallery('Admin big one');
      const addPhoto = async (position: number, status = 'ready') => {
        const asset = randomUUID();
        const photoId = randomUUID();
        await sql(`insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash, width, height) values (?, 'client', ?, ?, 'image/jpeg', 1, ?, 1600, 1067)`, [
          asset,
          status,
          `originals/${asset}`,
          randomUUID().replace(/-/g, ''),
        ]);
        await sql(`insert into client_gallery_photos (id, gallery_id, image_asset_id, file_name, position) values (?, ?, ?, ?, ?)`, [photoId, id, asset, `IMG_${position}.jpg`, position]);
        return photoId;
      };
      const order: string[] = [];
      for (let p = 1; p <= 125; p++) order.push(await addPhoto(p, p === 7 ? 'processing' : 'ready'));
      // Chosen on the first page, deep in the gallery and at its very end: all come whole with every page.
      const chosen = [order[2], order[99], order[124]];
      for (const photoId of chosen) await sql(`insert into client_gallery_favourites (gallery_id, photo_id) values (?, ?)`, [id, photoId]);
      const detail = (query: string) => stack.http(`/api/admin/client-galleries/${id}${query}`, { token: stack.adminToken });
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res = await detail(`?first=60${after ? `&after=${after}` : ''}`);
        expect(res.status).toBe(200);
        const g = res.body.gallery;
        expect(g.photos.length).toBeLessThanOrEqual(60);
        if (pages === 0) expect(g.photoCount).toBe(125);
        expect(g.favourites).toEqual(chosen);
        expect(g.favouritePhotos.map((p: { _id: string; title: string }) => [p._id, p.title])).toEqual([
          [order[2], 'IMG_3.jpg'],
          [order[99], 'IMG_100.jpg'],
          [order[124], 'IMG_125.jpg'],
        ]);
        seen.push(...g.photos.map((p: { _id: string }) => p._id));
        after = g.nextCursor;
        if (pages++ === 0) order.push(await addPhoto(130, 'processing'));
      } while (after);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(order);
      expect(pages).toBe(3);
      // The page reads through the (gallery_id, position, id) index.
      const p = await plan(`select * from client_gallery_photos where gallery_id = ? and (position, id) > (?, ?) order by position, id limit 61`, [id, 60, order[59]]);
      expect(p).not.toMatch(/Seq Scan/);
      // Without first: every photo as before, no paging fields.
      const whole = await detail('');
      expect(whole.body.gallery.photos).toHaveLength(126);
      expect(whole.body.gallery.nextCursor).toBeUndefined();
      // A change answers the detail's first page, never the whole gallery; the consent the panel needs is on both.
      const changed = await stack.http(`/api/admin/client-galleries/${id}`, { method: 'PATCH', token: stack.adminToken, json: { title: 'Admin big one, renamed' } });
      expect(changed.status).toBe(200);
      const g = changed.body.gallery;
      expect(g.title).toBe('Admin big one, renamed');
      expect(g.photos.map((p: { _id: string }) => p._id)).toEqual(order.slice(0, 60));
      expect(g).toMatchObject({ photoCount: 126, nextCursor: expect.any(String), favourites: chosen, portfolioConsent: false });
      expect(g.favouritePhotos).toHaveLength(3);
      const second = await detail(`?first=60&after=${g.nextCursor}`);
      expect(second.body.gallery.photos[0]._id).toBe(order[60]);
      expect((await detail('?first=60')).body.gallery.portfolioConsent).toBe(false);
    });

    it.each([
      ['?first=0', 'first must be a whole number from 1 to 100'],
      ['?first=101', 'first must be a whole number from 1 to 100'],
      ['?first=10&after=not%20a%20cursor', 'cursor is not valid: use nextCursor from the previous page'],
      [`?first=10&after=${Buffer.from(`2026-11-29T05:20:01.123Z|${randomUUID()}`).toString('base64url')}`, 'cursor is not valid: use nextCursor from the previous page'],
    ])('refuses %s with a field message', async (query, message) => {
      const id = await createGallery('Refusals');
      const res = await stack.http(`/api/admin/client-galleries/${id}${query}`, { token: stack.adminToken });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('is for the admin only', async () => {
      const id = await createGallery('Private');
      expect((await stack.http(`/api/admin/client-galleries/${id}?first=10`)).status).toBe(401);
    });
  });

  describe('the admin media list a page at a time', () => {
    const media = (query: string) => stack.http(`/api/admin/media${query}`, { token: stack.adminToken });
    /** `n` gallery photos written in ONE statement: they share their created_at to the microsecond, ids decide. */
    const addGalleryImages = async (n: number, title: string, status = 'ready') => {
      await sql(
        `with a as (
           insert into image_assets (id, kind, status, original_key, content_type, bytes, content_hash)
           select id, 'gallery', ?, 'originals/' || id, 'image/jpeg', 1, md5(id::text) from (select gen_random_uuid() as id from generate_series(1, ?)) g
           returning id)
         insert into gallery_images (id, title, image_asset_id) select gen_random_uuid(), ?, id from a`,
        [status, n, title],
      );
    };
    const walk = async (query: string, limit: number, meanwhile?: () => Promise<void>) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await media(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(limit);
        expect(res.body.hasMore).toBe(res.body.nextCursor !== null);
        seen.push(...res.body.items.map((i: { _id: string }) => i._id));
        cursor = res.body.nextCursor;
        if (pages++ === 0 && meanwhile) await meanwhile();
      } while (cursor);
      return { seen, pages };
    };

    it('walks every photo once, newest first, by nextCursor while new ones arrive (rows sharing one instant included), with the counts', async () => {
      await addGalleryImages(23, 'Batch');
      await addGalleryImages(4, 'Broken', 'failed');
      const truth = (await sql<{ id: string }>(`select id from gallery_images order by created_at desc, id desc`)).map((r) => r.id);
      const { seen, pages } = await walk('?kind=gallery', 5, () => addGalleryImages(3, 'Arrived meanwhile'));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(truth);
      expect(pages).toBe(6);
      const first = await media('?kind=gallery&limit=3');
      expect(first.body.items.map((i: { title: string }) => i.title)).toEqual(['Arrived meanwhile', 'Arrived meanwhile', 'Arrived meanwhile']);
      expect(first.body.counts).toEqual({ processing: 0, ready: 26, failed: 4 });
    });

    it('keeps the status filter across pages', async () => {
      const { seen } = await walk('?kind=gallery&status=failed', 3);
      const failed = (await sql<{ id: string }>(`select g.id from gallery_images g join image_assets a on a.id = g.image_asset_id where a.status = 'failed' order by g.created_at desc, g.id desc`)).map((r) => r.id);
      expect(seen).toEqual(failed);
      expect(seen).toHaveLength(4);
    });

    it('reads the next page by a row comparison the (created_at, id) index can bound', async () => {
      const [row] = await sql<{ id: string; created_at: Date }>(`select id, created_at from gallery_images order by created_at desc, id desc offset 5 limit 1`);
      // A few dozen rows are cheaper to scan than to look up, so the planner is told to avoid a scan: what is checked is
      // that the index answers the condition (at five years' size the planner picks it by itself: npm run bench:scale).
      const pg = new Client({ connectionString: stack.config.databaseUrl });
      await pg.connect();
      try {
        await pg.query('begin');
        await pg.query('set local enable_seqscan = off');
        const { rows } = await pg.query<{ 'QUERY PLAN': string }>(
          `explain select * from gallery_images g where (g.created_at, g.id) < (coalesce((select c.created_at from gallery_images c where c.id = $1), $2::timestamptz), $1) order by g.created_at desc, g.id desc limit 21`,
          [row.id, row.created_at],
        );
        await pg.query('rollback');
        expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW/);
      } finally {
        await pg.end();
      }
    });

    it.each([
      ['?kind=gallery&cursor=not%20a%20cursor', 'cursor is not valid: use nextCursor from the previous page'],
      [`?kind=gallery&cursor=${Buffer.from('yesterday|x').toString('base64url')}`, 'cursor is not valid: use nextCursor from the previous page'],
      ['?kind=gallery&page=2', 'Unknown field "page"'],
      ['?kind=gallery&limit=101', 'limit must be at most 100'],
    ])('refuses %s', async (query, message) => {
      const res = await media(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('the enquiry inbox a page at a time', () => {
    const inbox = (query = '') => stack.http(`/api/admin/enquiries${query}`, { token: stack.adminToken });
    const send = (name: string) =>
      stack.http('/api/enquiries', { method: 'POST', json: { source: 'contact', name, phone: '9876543210', email: 'a@example.com', service: 'newborn', message: 'Hello', website: '' } });

    it('neither skips nor repeats rows written in the same microsecond at a page edge', async () => {
      await sql(
        `insert into enquiries (id, source, name, phone, email, delivery_status, studio_status, created_at, updated_at)
         select gen_random_uuid(), 'contact', 'Same instant ' || n, '9876543210', 'same@example.com', 'forwarded', 'new', '2026-11-20 10:00:00.123456+00', now()
           from generate_series(1, 7) n`,
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await inbox(`?limit=2&q=same%20instant${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((e: { name: string }) => e.name));
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(7);
      expect(new Set(seen).size).toBe(7);
    });

    it('walks every enquiry once by nextCursor while new ones arrive, with exact totals from the kept counts', async () => {
      for (let i = 0; i < 5; i++) expect((await send(`Walker ${i}`)).status).toBe(201);
      const seen: string[] = [];
      let cursor: string | null = null;
      let first = true;
      do {
        const res = await inbox(`?limit=2&q=walker${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        if (first) expect(res.body).toMatchObject({ total: 5, totalCapped: false });
        seen.push(...res.body.items.map((e: { name: string }) => e.name));
        cursor = res.body.nextCursor;
        if (first) expect((await send('Walker late')).status).toBe(201);
        first = false;
      } while (cursor);
      expect(seen).toEqual(['Walker 4', 'Walker 3', 'Walker 2', 'Walker 1', 'Walker 0']);
    });

    it('keeps the tab counts right through inserts, status changes and deletes (the trigger, not a scan)', async () => {
      const exact = async () => {
        const [row] = await sql<{ all: number; booked: number }>(`select count(*)::int as all, (count(*) filter (where studio_status = 'booked'))::int as booked from enquiries`);
        return row;
      };
      const before = await inbox('?limit=1');
      expect(before.body.counts.all).toBe((await exact()).all);
      const made = await send('Counted parent');
      await stack.http(`/api/admin/enquiries/${made.body.id}`, { method: 'PATCH', token: stack.adminToken, json: { studioStatus: 'booked' } });
      await sql(`delete from enquiries where name = 'Walker 0'`);
      const after = await inbox('?limit=1&status=booked');
      const truth = await exact();
      expect(after.body.counts.all).toBe(truth.all);
      expect(after.body.counts.studio.booked).toBe(truth.booked);
      expect(after.body.total).toBe(truth.booked);
      const [{ drift }] = await sql<{ drift: number }>(
        `select count(*)::int as drift from (select studio_status, delivery_status, count(*) as n from enquiries group by 1, 2) t
           full join enquiry_status_counts c using (studio_status, delivery_status) where coalesce(t.n, 0) <> coalesce(c.n, 0)`,
      );
      expect(drift).toBe(0);
    });
  });

  describe('indexes the planner uses', () => {
    beforeAll(async () => {
      // The five-year inbox: 50,000 enquiries with a parent's usual message (with 20,000 short rows a sequential scan
      // is still the planner's cheapest way; at this size it is not).
      await sql(
        `insert into enquiries (id, source, name, phone, email, message, delivery_status, studio_status, created_at, updated_at)
         select gen_random_uuid(), 'contact', 'Parent ' || n || (array['Sharma','Iyer','Patil','Nair'])[1 + n % 4], lpad((9000000000 + n * 7919 % 999999999)::text, 10, '0'),
                'parent' || n || '@example.com', repeat('We are expecting our first baby in March and would love a newborn session. ', 4),
                'forwarded', 'new', now() - n * interval '1 minute', now()
           from generate_series(1, 50000) n`,
      );
      await sql('analyze enquiries');
    });

    it("serves the inbox's contains-search on name, phone and e-mail from trigram indexes", async () => {
      const p = await plan(`select * from enquiries where name ilike ? or email ilike ? or phone like ? order by created_at desc, id desc limit 20`, ['%iyer1234%', '%iyer1234%', '%iyer1234%']);
      expect(p).toMatch(/enquiries_name_trgm_index/);
      expect(p).toMatch(/enquiries_email_trgm_index/);
      expect(p).toMatch(/enquiries_phone_trgm_index/);
      expect(p).not.toMatch(/Seq Scan/);
      const res = await stack.http('/api/admin/enquiries?q=parent4242@', { token: stack.adminToken });
      expect(res.status).toBe(200);
      // The e-mail, and the phones with those digits (a number typed into the search finds phones too).
      expect(res.body.items.map((e: { email: string }) => e.email)).toContain('parent4242@example.com');
      for (const e of res.body.items as Array<{ email: string; phone: string }>) expect(e.email.includes('parent4242@') || e.phone.includes('4242')).toBe(true);
    });

    it("answers a narrow search's first page without counting: a page holding every match is its own count", async () => {
      await sql(
        `insert into enquiries (id, source, name, phone, email, delivery_status, studio_status, created_at, updated_at)
         select gen_random_uuid(), 'contact', 'Zqrare ' || n, '9876500000', 'zq' || n || '@example.com', 'forwarded', 'new', now(), now() from generate_series(1, 3) n`,
      );
      const count = jest.spyOn(stack.api.get(EnquiriesRepository, { strict: false }), 'countUpTo');
      try {
        const narrow = await stack.http('/api/admin/enquiries?q=zqrare', { token: stack.adminToken });
        expect(narrow.body).toMatchObject({ total: 3, totalCapped: false, nextCursor: null });
        expect(count).not.toHaveBeenCalled();
        // A full page still counts (up to 1,000), and so does a later page (its total is every match's).
        const firstTwo = await stack.http('/api/admin/enquiries?q=zqrare&limit=2', { token: stack.adminToken });
        expect(firstTwo.body).toMatchObject({ total: 3, totalCapped: false });
        const last = await stack.http(`/api/admin/enquiries?q=zqrare&limit=2&cursor=${firstTwo.body.nextCursor}`, { token: stack.adminToken });
        expect(last.body).toMatchObject({ total: 3, nextCursor: null });
        expect(last.body.items).toHaveLength(1);
        expect(count).toHaveBeenCalledTimes(2);
      } finally {
        count.mockRestore();
      }
    });

    it('counts a broad search only up to 1,000', async () => {
      const res = await stack.http('/api/admin/enquiries?q=sharma&limit=5', { token: stack.adminToken });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ total: 1000, totalCapped: true, nextCursor: expect.any(String) });
      expect(res.body.counts.all).toBeGreaterThanOrEqual(50000);
    });

    it("bounds each export batch by a row comparison on (created_at, id)", async () => {
      const [last] = await sql<{ created_at: Date; id: string }>(`select created_at, id from enquiries order by created_at desc, id desc offset 30000 limit 1`);
      const p = await plan(`select * from enquiries where (created_at, id) < (?, ?) order by created_at desc, id desc limit 500`, [last.created_at, last.id]);
      expect(p).toMatch(/Index Scan using enquiries_created_at_id_index/);
      expect(p).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW/);
      // The batch as the export sends it (createdBefore: the bound row's own created_at, to the microsecond).
      const sent = await plan(
        `select * from enquiries e where (e.created_at, e.id) < (coalesce((select c.created_at from enquiries c where c.id = ?), ?::timestamptz), ?) order by e.created_at desc, e.id desc limit 500`,
        [last.id, last.created_at, last.id],
      );
      expect(sent).toMatch(/Index Scan using enquiries_created_at_id_index on enquiries e/);
      expect(sent).toMatch(/Index Cond: \(ROW\(created_at, id\) < ROW\(COALESCE/);
      // Batches cross each other's boundaries: every row of a window once, in order (a day's 1,440 enquiries).
      const day = studioDay('Asia/Kolkata', new Date(Date.now() - 3 * 86400_000));
      const csv = await stack.http(`/api/admin/enquiries/export.csv?from=${day}&to=${day}`, { token: stack.adminToken });
      expect(csv.status).toBe(200);
      const emails = csv.text.trim().split('\n').slice(1).map((line) => /parent\d+@example\.com/.exec(line)?.[0]);
      const [{ n }] = await sql<{ n: number }>(
        `select count(*)::int as n from enquiries where created_at >= (?::date::timestamp at time zone 'Asia/Kolkata') and created_at < ((?::date + 1)::timestamp at time zone 'Asia/Kolkata')`,
        [day, day],
      );
      expect(n).toBeGreaterThan(1000);
      expect(emails.length).toBe(n);
      expect(new Set(emails).size).toBe(n);
      const numbers = emails.map((e) => Number(/\d+/.exec(e!)![0]));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });
  });
});
