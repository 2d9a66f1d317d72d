import { MikroORM } from '@mikro-orm/postgresql';

export interface AffectedFamily {
  /** The booking's reference, or the client gallery's title when it has no booking. */
  family: string;
  bookingId: string | null;
  galleryIds: string[];
  name: string;
  phone: string | null;
  email: string | null;
  /** What of theirs the window touched: created/changed rows, uploads, staff reads. */
  touched: string[];
}

export interface AffectedEnquirer {
  enquiryId: string;
  name: string;
  phone: string;
  email: string;
  touched: string[];
}

/**
 * The breach tool's question (docs/architecture.md §16, `npm run privacy:affected`): whose data did a window of
 * time touch? Families (a booking and its galleries) and enquirers whose rows were written, photos uploaded or
 * data read by staff in [from, to). Contact details are included: the studio must tell them within 72 hours.
 */
export class AffectedFamiliesRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async between(from: Date, to: Date): Promise<{ families: AffectedFamily[]; enquirers: AffectedEnquirer[] }> {
    const bookings = await this.sql<{ id: string; reference: string; name: string; phone: string; email: string | null; touched: string[] }>(
      `with hits as (
         select b.id, 'booking created' as what from bookings b where b.created_at >= ? and b.created_at < ?
         union all select b.id, 'booking changed' from bookings b where b.updated_at >= ? and b.updated_at < ?
         union all select c.booking_id, 'booking history' from booking_changes c where c.at >= ? and c.at < ?
         union all select p.booking_id, 'payment' from booking_payments p where p.created_at >= ? and p.created_at < ?
         union all select substr(l.subject, 9)::uuid, 'read by staff (' || l.who || ')' from privacy_access_log l
                    where l.subject ~ '^booking:[0-9a-f-]{36}$' and l.at >= ? and l.at < ?
         union all select d.booking_id, 'read by staff (' || l.who || ')' from privacy_access_log l join documents d on d.id = substr(l.subject, 10)::uuid
                    where l.subject ~ '^document:[0-9a-f-]{36}$' and d.booking_id is not null and l.at >= ? and l.at < ?
       )
       select b.id, b.reference, b.name, b.phone, b.email, array_agg(distinct h.what order by h.what) as touched
         from hits h join bookings b on b.id = h.id group by b.id order by b.reference`,
      [from, to, from, to, from, to, from, to, from, to, from, to],
    );
    const galleries = await this.sql<{ id: string; booking_id: string | null; title: string; client_name: string; client_phone: string | null; touched: string[] }>(
      `with hits as (
         select g.id, 'gallery created' as what from client_galleries g where g.created_at >= ? and g.created_at < ?
         union all select g.id, 'gallery changed' from client_galleries g where g.updated_at >= ? and g.updated_at < ?
         union all select p.gallery_id, 'photos uploaded' from client_gallery_photos p where p.created_at >= ? and p.created_at < ?
         union all select a.gallery_id, 'ZIP made' from client_gallery_archives a where a.created_at >= ? and a.created_at < ?
         union all select substr(l.subject, 9)::uuid, 'read by staff (' || l.who || ')' from privacy_access_log l
                    where l.subject ~ '^gallery:[0-9a-f-]{36}$' and l.at >= ? and l.at < ?
       )
       select g.id, g.booking_id, g.title, g.client_name, g.client_phone, array_agg(distinct h.what order by h.what) as touched
         from hits h join client_galleries g on g.id = h.id group by g.id order by g.title`,
      [from, to, from, to, from, to, from, to, from, to],
    );
    const families = new Map<string, AffectedFamily>();
    for (const b of bookings) families.set(b.id, { family: b.reference, bookingId: b.id, galleryIds: [], name: b.name, phone: b.phone || null, email: b.email, touched: b.touched });
    for (const g of galleries) {
      const key = g.booking_id ?? g.id;
      const known = families.get(key);
      if (known) {
        known.galleryIds.push(g.id);
        known.touched = [...new Set([...known.touched, ...g.touched])].sort();
      } else if (g.booking_id) {
        const [b] = await this.sql<{ reference: string; name: string; phone: string; email: string | null }>(`select reference, name, phone, email from bookings where id = ?`, [g.booking_id]);
        families.set(key, { family: b?.reference ?? g.title, bookingId: g.booking_id, galleryIds: [g.id], name: b?.name ?? g.client_name, phone: b?.phone || g.client_phone, email: b?.email ?? null, touched: g.touched });
      } else {
        families.set(key, { family: g.title, bookingId: null, galleryIds: [g.id], name: g.client_name, phone: g.client_phone, email: null, touched: g.touched });
      }
    }
    const enquirers = await this.sql<{ id: string; name: string; phone: string; email: string; touched: string[] }>(
      `select e.id, e.name, e.phone, e.email,
              array_remove(array[case when e.created_at >= ? and e.created_at < ? then 'enquiry received' end,
                                 case when e.updated_at >= ? and e.updated_at < ? then 'enquiry changed' end], null) as touched
         from enquiries e where (e.created_at >= ? and e.created_at < ?) or (e.updated_at >= ? and e.updated_at < ?) order by e.created_at`,
      [from, to, from, to, from, to, from, to],
    );
    return { families: [...families.values()], enquirers: enquirers.map((e) => ({ enquiryId: e.id, name: e.name, phone: e.phone, email: e.email, touched: e.touched })) };
  }
}
