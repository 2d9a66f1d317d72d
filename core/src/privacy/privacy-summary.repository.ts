import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { PrivacyFamily } from './privacy-family';

export interface HeldPayment {
  amountPaise: number;
  provider: string;
  at: string;
}

export interface HeldEnquiry {
  id: string;
  source: string;
  name: string;
  phone: string;
  email: string;
  message: string | null;
  createdAt: string;
}

export interface HeldGallery {
  id: string;
  title: string;
  clientName: string;
  clientPhone: string | null;
  expiresOn: string;
  photos: number;
}

/** Reads for a family's "what do you hold about us" (docs/architecture.md §16). */
@Injectable()
export class PrivacySummaryRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async payments(bookingId: string): Promise<HeldPayment[]> {
    const rows = await this.sql<{ amount_paise: number; provider: string; created_at: string }>(
      `select amount_paise, provider, created_at from booking_payments where booking_id = ? order by created_at`,
      [bookingId],
    );
    return rows.map((r) => ({ amountPaise: Number(r.amount_paise), provider: r.provider, at: new Date(r.created_at).toISOString() }));
  }

  /** The enquiry the booking came from and those with the family's phone numbers. */
  async enquiries(enquiryId: string | null, phones: string[]): Promise<HeldEnquiry[]> {
    const rows = await this.sql<{ id: string; source: string; name: string; phone: string; email: string; message: string | null; created_at: string }>(
      `select id, source, name, phone, email, message, created_at from enquiries where id = ? or phone = any(?::text[]) order by created_at`,
      [enquiryId, `{${phones.filter(Boolean).join(',')}}`],
    );
    return rows.map((r) => ({ id: r.id, source: r.source, name: r.name, phone: r.phone, email: r.email, message: r.message, createdAt: new Date(r.created_at).toISOString() }));
  }

  async galleries(f: PrivacyFamily): Promise<HeldGallery[]> {
    if (!f.galleryIds.length) return [];
    const rows = await this.sql<{ id: string; title: string; client_name: string; client_phone: string | null; expires_on: string; photos: string }>(
      `select g.id, g.title, g.client_name, g.client_phone, to_char(g.expires_on, 'YYYY-MM-DD') as expires_on,
              (select count(*) from client_gallery_photos p where p.gallery_id = g.id) as photos
         from client_galleries g where g.id = any(?::uuid[]) order by g.created_at`,
      [`{${f.galleryIds.join(',')}}`],
    );
    return rows.map((r) => ({ id: r.id, title: r.title, clientName: r.client_name, clientPhone: r.client_phone, expiresOn: r.expires_on, photos: Number(r.photos) }));
  }
}
