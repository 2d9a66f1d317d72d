import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomInt, randomUUID } from 'node:crypto';
import { ArchivesRepository } from '../archives/archives.repository';
import { BookingRemindersRepository } from '../bookings/booking-reminders.repository';
import { BookingsRepository } from '../bookings/bookings.repository';
import { uuidArray, type Sql } from '../database/sql-executor';
import { ClientGalleriesRepository } from '../client-galleries/client-galleries.repository';
import { EnquiriesRepository } from '../enquiries/enquiries.repository';
import { ImageAssetsRepository } from '../images/image-assets.repository';
import { ConsentsRepository } from './consents.repository';
import { PortfolioRepository } from './portfolio.repository';
import { TestimonialsRepository } from '../site/testimonials.repository';
import type { ConsentVia, PrivacyFamily } from './privacy-family';

export type ErasureStatus = 'scheduled' | 'running' | 'done' | 'cancelled';

export interface ErasureDeleted {
  photos: number;
  files: number;
  bookings: number;
  enquiries: number;
}

/** An enquiry that had reached the spreadsheet: staff delete its row there by hand (no personal data kept here). */
export interface ForwardedEnquiry {
  id: string;
  createdAt: string;
  source: string;
}

export interface ErasureRow {
  id: string;
  reference: string;
  bookingId: string | null;
  galleryId: string | null;
  status: ErasureStatus;
  runsAt: Date;
  via: ConsentVia;
  by: string;
  note: string | null;
  deleted: ErasureDeleted | null;
  forwardedEnquiries: ForwardedEnquiry[] | null;
  createdAt: Date;
  startedAt: Date | null;
  doneAt: Date | null;
  cancelledAt: Date | null;
}

/** What an erasure's row step found, for the storage step: every object key (or prefix) the family's rows named. */
export interface ErasedRows {
  deleted: Omit<ErasureDeleted, 'files'>;
  objectKeys: string[];
  objectPrefixes: string[];
  forwarded: ForwardedEnquiry[];
}

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const ERASURE_REFERENCE = /^ER-[A-Z0-9]{6}$/;
export function newErasureReference(): string {
  let s = 'ER-';
  for (let i = 0; i < 6; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}

const COLUMNS = `id, reference, booking_id as "bookingId", gallery_id as "galleryId", status, runs_at as "runsAt", via, by, note, deleted,
  forwarded_enquiries as "forwardedEnquiries", created_at as "createdAt", started_at as "startedAt", done_at as "doneAt", cancelled_at as "cancelledAt"`;

const date = (v: unknown) => (v == null ? null : new Date(v as string));
function toRow(r: Record<string, unknown>): ErasureRow {
  const row = r as unknown as ErasureRow;
  return { ...row, runsAt: date(r.runsAt)!, createdAt: date(r.createdAt)!, startedAt: date(r.startedAt), doneAt: date(r.doneAt), cancelledAt: date(r.cancelledAt) };
}

const isUniqueViolation = (e: unknown) => {
  for (let x = e as { code?: string; cause?: unknown; previous?: unknown } | undefined, i = 0; x && i < 4; i++) {
    if (x.code === '23505') return true;
    x = (x.cause ?? x.previous) as typeof x;
  }
  return false;
};

/**
 * `privacy_erasures`, and the erasure of a family's rows (docs/architecture.md §16) in one transaction, each table
 * through its own repository; what tax law keeps (payments: amounts, dates, receipt numbers) stays.
 */
@Injectable()
export class ErasuresRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly images: ImageAssetsRepository,
    private readonly archives: ArchivesRepository,
    private readonly enquiries: EnquiriesRepository,
    private readonly bookings: BookingsRepository,
    private readonly reminders: BookingRemindersRepository,
    private readonly galleries: ClientGalleriesRepository,
    private readonly portfolio: PortfolioRepository,
    private readonly consents: ConsentsRepository,
    private readonly testimonials: TestimonialsRepository,
  ) {}

  private sql: Sql = (query, params = []) => this.orm.em.fork().getConnection().execute(query, params, 'all');

  /** A new scheduled erasure, or the family's open one (erasure twice is one erasure). */
  async scheduleOrOpen(e: { bookingId: string | null; galleryId: string | null; runsAt: Date; via: ConsentVia; by: string; note: string | null }): Promise<{ row: ErasureRow; created: boolean }> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const open = await this.openFor(e.bookingId, e.galleryId);
      if (open) return { row: open, created: false };
      try {
        const [row] = await this.sql(
          `insert into privacy_erasures (id, reference, booking_id, gallery_id, status, runs_at, via, by, note) values (?, ?, ?, ?, 'scheduled', ?, ?, ?, ?) returning ${COLUMNS}`,
          [randomUUID(), newErasureReference(), e.bookingId, e.bookingId ? null : e.galleryId, e.runsAt, e.via, e.by, e.note],
        );
        return { row: toRow(row), created: true };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // a parallel request won (or a reference collided): read again
      }
    }
    throw new Error('could not schedule the erasure');
  }

  async openFor(bookingId: string | null, galleryId: string | null): Promise<ErasureRow | null> {
    const [row] = await this.sql(
      `select ${COLUMNS} from privacy_erasures where status in ('scheduled', 'running') and ((booking_id is not null and booking_id = ?) or (gallery_id is not null and gallery_id = ?)) limit 1`,
      [bookingId, bookingId ? null : galleryId],
    );
    return row ? toRow(row) : null;
  }

  async byId(id: string): Promise<ErasureRow | null> {
    const [row] = await this.sql(`select ${COLUMNS} from privacy_erasures where id = ?`, [id]);
    return row ? toRow(row) : null;
  }

  async byReference(reference: string): Promise<ErasureRow | null> {
    const [row] = await this.sql(`select ${COLUMNS} from privacy_erasures where reference = ?`, [reference]);
    return row ? toRow(row) : null;
  }

  /** The latest request of the family (any status). */
  async latestFor(bookingId: string | null, galleryId: string | null): Promise<ErasureRow | null> {
    const [row] = await this.sql(
      `select ${COLUMNS} from privacy_erasures where (booking_id is not null and booking_id = ?) or (gallery_id is not null and gallery_id = ?) order by created_at desc limit 1`,
      [bookingId, galleryId],
    );
    return row ? toRow(row) : null;
  }

  async list(limit: number): Promise<ErasureRow[]> {
    return (await this.sql(`select ${COLUMNS} from privacy_erasures order by created_at desc limit ?`, [limit])).map(toRow);
  }

  /** Undo: only while scheduled and before runsAt. */
  async cancel(id: string): Promise<ErasureRow | null> {
    const [row] = await this.sql(`update privacy_erasures set status = 'cancelled', cancelled_at = now() where id = ? and status = 'scheduled' and runs_at > now() returning ${COLUMNS}`, [id]);
    return row ? toRow(row) : null;
  }

  /** Marks it running once due; a retry of a running one goes on (null: cancelled, done or not yet due). */
  async claim(id: string): Promise<ErasureRow | null> {
    const [row] = await this.sql(
      `update privacy_erasures set status = 'running', started_at = coalesce(started_at, now()) where id = ? and status in ('scheduled', 'running') and runs_at <= now() returning ${COLUMNS}`,
      [id],
    );
    return row ? toRow(row) : null;
  }

  async finish(id: string, deleted: ErasureDeleted, forwarded: ForwardedEnquiry[]): Promise<void> {
    await this.sql(`update privacy_erasures set status = 'done', done_at = now(), deleted = ?::jsonb, forwarded_enquiries = ?::jsonb where id = ?`, [
      JSON.stringify(deleted),
      JSON.stringify(forwarded),
      id,
    ]);
  }

  /** Scheduled erasures whose job may be missing (the reconciler's source). */
  async scheduled(afterId: string, limit: number): Promise<{ id: string; runsAt: Date }[]> {
    const rows = await this.sql<{ id: string; runs_at: string }>(`select id, runs_at from privacy_erasures where status in ('scheduled', 'running') and id > ? order by id limit ?`, [afterId, limit]);
    return rows.map((r) => ({ id: r.id, runsAt: new Date(r.runs_at) }));
  }

  /**
   * The family's rows, in one transaction: client galleries (photos, favourites, ZIPs), their image assets and the
   * featured public copies are deleted; the booking's personal fields are emptied (`name` 'Erased'), its change
   * record and reminders deleted, its payments kept; the enquiries made from it (or with its phone) deleted; the
   * consents and the testimonials linked to the family deleted. Answers the object keys the storage step removes.
   * Running it again finds nothing left.
   */
  async eraseRows(f: PrivacyFamily): Promise<ErasedRows> {
    return this.orm.em.fork().transactional(async (em) => {
      const sql: Sql = (q, p = []) => em.getConnection().execute(q, p, 'all', em.getTransactionContext());
      const galleries = uuidArray(f.galleryIds);
      const photoAssets = await sql<{ image_asset_id: string }>(`select image_asset_id from client_gallery_photos where gallery_id = any(?::uuid[])`, [galleries]);
      const booking = f.bookingId
        ? (await sql<{ phone: string; enquiry_id: string | null; name: string }>(`select phone, enquiry_id, name from bookings where id = ? for update`, [f.bookingId]))[0]
        : undefined;
      const galleryPhones = (await sql<{ client_phone: string | null }>(`select client_phone from client_galleries where id = any(?::uuid[])`, [galleries]))
        .map((r) => r.client_phone)
        .filter((p): p is string => !!p);
      const phones = [...new Set([booking?.phone, ...galleryPhones].filter((p): p is string => !!p))];
      const enquiries = await sql<{ id: string; created_at: string; source: string; delivery_status: string }>(
        `select id, created_at, source, delivery_status from enquiries where id = ? or phone = any(?::text[])`,
        [booking?.enquiry_id ?? null, `{${phones.join(',')}}`],
      );

      // Each table through its own repository (docs/architecture.md §2), all in this one transaction.
      const archiveKeys = await this.archives.deleteForGalleries(sql, f.galleryIds);
      const featuredAssets = await this.portfolio.deleteFeaturedFrom(sql, f.galleryIds);
      const assets = await this.images.deleteMany(sql, [...photoAssets.map((p) => p.image_asset_id), ...featuredAssets]);
      await this.galleries.deleteMany(sql, f.galleryIds);
      await this.enquiries.deleteMany(sql, enquiries.map((e) => e.id));
      await this.consents.deleteOfFamily(sql, f);
      await this.testimonials.deleteOfFamily(sql, f.bookingId, f.galleryIds);
      let bookings = 0;
      if (f.bookingId && booking && (await this.bookings.erasePersonalData(sql, f.bookingId))) {
        await this.reminders.deleteForBooking(sql, f.bookingId);
        bookings = 1;
      }
      return {
        deleted: { photos: photoAssets.length, bookings, enquiries: enquiries.length },
        objectKeys: [...assets.map((a) => a.originalKey), ...archiveKeys],
        objectPrefixes: [...assets.map((a) => `variants/${a.id}/`), ...f.galleryIds.map((g) => `archives/${g}/`)],
        forwarded: enquiries.filter((e) => e.delivery_status === 'forwarded').map((e) => ({ id: e.id, createdAt: new Date(e.created_at).toISOString(), source: e.source })),
      };
    });
  }
}
