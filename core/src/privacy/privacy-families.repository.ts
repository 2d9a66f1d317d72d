import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PrivacyFamily } from './privacy-family';

/** Who belongs to one family: a booking and its client galleries (client_galleries.booking_id). Reads only. */
@Injectable()
export class PrivacyFamiliesRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async ofBooking(bookingId: string): Promise<PrivacyFamily | null> {
    const [row] = await this.sql<{ id: string; galleries: string[] | null }>(
      `select b.id, (select array_agg(g.id order by g.created_at) from client_galleries g where g.booking_id = b.id) as galleries
         from bookings b where b.id = ?`,
      [bookingId],
    );
    return row ? { bookingId: row.id, galleryIds: row.galleries ?? [] } : null;
  }

  async ofGallery(galleryId: string): Promise<PrivacyFamily | null> {
    const [row] = await this.sql<{ id: string; booking_id: string | null }>(`select id, booking_id from client_galleries where id = ?`, [galleryId]);
    if (!row) return null;
    if (row.booking_id) return this.ofBooking(row.booking_id);
    return { bookingId: null, galleryIds: [row.id] };
  }
}
