import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { uuidArray, type Sql } from '../database/sql-executor';
import type { ConsentPurpose, ConsentVia, PrivacyFamily } from './privacy-family';

export interface ConsentRow {
  id: string;
  bookingId: string | null;
  galleryId: string | null;
  purpose: ConsentPurpose;
  granted: boolean;
  noticeVersion: string;
  lang: string;
  via: ConsentVia;
  by: string;
  note: string | null;
  at: Date;
}

export type NewConsent = Omit<ConsentRow, 'id' | 'at'>;

const COLUMNS = `id, booking_id as "bookingId", gallery_id as "galleryId", purpose, granted, notice_version as "noticeVersion", lang, via, by, note, at`;

/** `privacy_consents`: append-only (never updated; the latest row per purpose wins); deleted only by an erasure. */
@Injectable()
export class ConsentsRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.orm.em.fork().getConnection().execute<T[]>(query, params, 'all');
  }

  async append(rows: NewConsent[]): Promise<void> {
    if (!rows.length) return;
    // clock_timestamp(): each row its own instant, so "latest wins" orders rows of one request too.
    await this.sql(
      `insert into privacy_consents (id, booking_id, gallery_id, purpose, granted, notice_version, lang, via, by, note, at)
       values ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, clock_timestamp())').join(', ')}`,
      rows.flatMap((r) => [randomUUID(), r.bookingId, r.galleryId, r.purpose, r.granted, r.noticeVersion, r.lang, r.via, r.by, r.note]),
    );
  }

  /** Every row of the family, newest first. */
  async ofFamily(f: PrivacyFamily): Promise<ConsentRow[]> {
    const rows = await this.sql<ConsentRow>(
      `select ${COLUMNS} from privacy_consents
        where (booking_id is not null and booking_id = ?) or gallery_id = any(?::uuid[])
        order by at desc, id desc`,
      [f.bookingId, `{${f.galleryIds.join(',')}}`],
    );
    return rows.map((r) => ({ ...r, at: new Date(r.at) }));
  }

  /** The newest rows overall (the admin's "consents by family"). */
  async recent(limit: number): Promise<ConsentRow[]> {
    const rows = await this.sql<ConsentRow>(`select ${COLUMNS} from privacy_consents order by at desc, id desc limit ?`, [limit]);
    return rows.map((r) => ({ ...r, at: new Date(r.at) }));
  }

  /** An erasure's step, in the caller's transaction: every consent row of the family. */
  async deleteOfFamily(sql: Sql, f: PrivacyFamily): Promise<number> {
    const rows = await sql<{ id: string }>(
      `delete from privacy_consents where (booking_id is not null and booking_id = ?) or gallery_id = any(?::uuid[]) returning id`,
      [f.bookingId, uuidArray(f.galleryIds)],
    );
    return rows.length;
  }
}
