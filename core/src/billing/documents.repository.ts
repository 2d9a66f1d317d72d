import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { DocumentData, DocumentKind, DocumentRow } from './document-row';

/** A statement runner: the caller's transaction (its payment's) or, for reads, a connection of the pool. */
export type DocumentSql = <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;

const COLUMNS = `d.id, d.number, d.kind, d.booking_id as "bookingId", d.payment_id as "paymentId", d.fy, d.seq,
  to_char(d.issued_on, 'YYYY-MM-DD') as "issuedOn", d.issued_at as "issuedAt", d.name, d.amount_paise as "amountPaise",
  d.taxable_paise as "taxablePaise", d.cgst_paise as "cgstPaise", d.sgst_paise as "sgstPaise",
  d.payment_reference as "paymentReference", d.data`;

function toRow(r: Record<string, unknown>): DocumentRow {
  const row = r as unknown as DocumentRow;
  return { ...row, issuedAt: new Date(r.issuedAt as string), data: typeof r.data === 'string' ? (JSON.parse(r.data) as DocumentData) : row.data };
}

export interface NewDocument {
  kind: DocumentKind;
  bookingId: string;
  paymentId: string | null;
  prefix: string;
  fy: string;
  issuedOn: string;
  name: string;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  paymentReference: string | null;
  data: DocumentData;
}

/** The one writer of `documents` and `document_counters` (docs/architecture.md §17). */
@Injectable()
export class DocumentsRepository {
  constructor(private readonly orm: MikroORM) {}

  private sql: DocumentSql = (query, params = []) => this.orm.em.getConnection().execute(query, params, 'all');

  /** The billing and studio parts of the site settings, read in the caller's transaction. */
  async settings(sql: DocumentSql): Promise<{ billing: unknown; studio: unknown }> {
    const rows = await sql<{ billing: unknown; studio: unknown }>(`select billing, studio from site_settings where id = 1`);
    return rows[0] ?? { billing: null, studio: null };
  }

  /**
   * The next number of the series {prefix, fy}. The upsert takes the counter row's lock, held until the caller's
   * transaction ends: a second payment waits for the first to commit (then gets the next number) or roll back (then
   * gets the same one), so numbers neither skip nor repeat.
   */
  async allocate(sql: DocumentSql, prefix: string, fy: string): Promise<number> {
    const rows = await sql<{ n: number }>(
      `insert into document_counters (prefix, fy, next) values (?, ?, 2)
         on conflict (prefix, fy) do update set next = document_counters.next + 1
       returning next - 1 as n`,
      [prefix, fy],
    );
    return Number(rows[0].n);
  }

  async insert(sql: DocumentSql, d: NewDocument & { seq: number; number: string }): Promise<DocumentRow> {
    const rows = await sql(
      `insert into documents as d (id, number, kind, booking_id, payment_id, prefix, fy, seq, issued_on, name, amount_paise,
          taxable_paise, cgst_paise, sgst_paise, payment_reference, data)
        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning ${COLUMNS}`,
      [
        randomUUID(),
        d.number,
        d.kind,
        d.bookingId,
        d.paymentId,
        d.prefix,
        d.fy,
        d.seq,
        d.issuedOn,
        d.name.slice(0, 80),
        d.amountPaise,
        d.taxablePaise,
        d.cgstPaise,
        d.sgstPaise,
        d.paymentReference?.slice(0, 64) ?? null,
        JSON.stringify(d.data),
      ],
    );
    return toRow(rows[0]);
  }

  /** A booking's documents in the order they were issued (sql: the caller's transaction, to see its own). */
  async ofBooking(bookingId: string, sql: DocumentSql = this.sql): Promise<DocumentRow[]> {
    return (await sql(`select ${COLUMNS} from documents d where d.booking_id = ? order by d.issued_at, d.seq`, [bookingId])).map(toRow);
  }

  async byId(id: string): Promise<DocumentRow | null> {
    const rows = await this.sql(`select ${COLUMNS} from documents d where d.id = ?`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /** Documents issued on studio dates from..to (inclusive), in number order within each day. */
  async between(from: string, to: string, limit: number): Promise<DocumentRow[]> {
    return (await this.sql(`select ${COLUMNS} from documents d where d.issued_on between ? and ? order by d.issued_on, d.issued_at, d.seq limit ?`, [from, to, limit])).map(toRow);
  }
}
