import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery, type QBFilterQuery } from '@mikro-orm/postgresql';
import { createdBefore } from '../database/keyset';
import { Enquiry, WAITING_DELIVERY_STATUSES, type DeliveryStatus, type StudioStatus } from '../entities/enquiry.entity';
import type { NewEnquiryRow } from './enquiry-intake.service';
import { uuidArray, type Sql } from '../database/sql-executor';


/**
 * Every read and write of `enquiries`: the inbox's (the api, in the request's unit of work) and the delivery's (the
 * worker's forwarding and the reconciler, each call on a forked EntityManager). Every delivery write is conditional
 * on the row's delivery status, so a stale job can never move a delivered enquiry backwards.
 */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  // ---- the inbox (api) ----

  async create(row: NewEnquiryRow): Promise<Enquiry> {
    const enquiry = this.em.create(Enquiry, row as Enquiry);
    await this.em.persistAndFlush(enquiry);
    return enquiry;
  }

  find(id: string, opts: { refresh?: boolean } = {}): Promise<Enquiry | null> {
    return this.em.findOne(Enquiry, { id }, opts.refresh ? { refresh: true } : {});
  }

  /**
   * Newest first, after the keyset `after` (created_at, id): a row comparison on the (created_at, id) index, so a
   * page deep in five years of enquiries costs what the first does. One row more than `limit` says whether more follow.
   */
  async pageAfter(where: FilterQuery<Enquiry>, limit: number, after?: { createdAt: Date; id: string }): Promise<{ rows: Enquiry[]; more: boolean }> {
    const found = await this.em.find(Enquiry, after ? { $and: [where, createdBefore('enquiries', after) as FilterQuery<Enquiry>] } : where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 });
    return { rows: found.slice(0, limit), more: found.length > limit };
  }

  /** How many rows match, counting at most `cap + 1` of them (a search's "1,000+" costs no more than 1,001 rows). */
  async countUpTo(where: FilterQuery<Enquiry>, cap: number): Promise<number> {
    const { sql, bindings } = this.em.createQueryBuilder(Enquiry, 'e').select('e.id').where(where as QBFilterQuery<Enquiry>).limit(cap + 1).getKnexQuery().toSQL();
    const [row] = await this.sql<{ n: number }>(`select count(*)::int as n from (${sql}) as capped`, [...bindings]);
    return row.n;
  }

  /** The instants that start day `from` and end day `to` (yyyy-mm-dd) in this time zone. */
  async dayBounds(from: string | undefined, to: string | undefined, timezone: string): Promise<{ start: Date | null; end: Date | null }> {
    const [bounds] = await this.em
      .getConnection()
      .execute<{ start: Date | null; end: Date | null }[]>(
        `select (?::date::timestamp at time zone ?) as "start", ((?::date + 1)::timestamp at time zone ?) as "end"`,
        [from ?? null, timezone, to ?? null, timezone],
      );
    return bounds;
  }

  /** False when there is no such row. */
  async setStudioStatus(id: string, studioStatus: StudioStatus): Promise<boolean> {
    return (await this.em.nativeUpdate(Enquiry, { id }, { studioStatus, updatedAt: new Date() })) > 0;
  }

  /** Back to received for another delivery, only from one of these statuses (the conditional update is the guard). */
  async requeueDelivery(id: string, from: DeliveryStatus[]): Promise<boolean> {
    const changed = await this.em.nativeUpdate(Enquiry, { id, deliveryStatus: { $in: from } }, { deliveryStatus: 'received', claimedAt: null, updatedAt: new Date() });
    return changed > 0;
  }

  /** How many enquiries have each pair of statuses: the counters a trigger keeps beside the table (no scan). */
  statusCounts(): Promise<{ studio_status: StudioStatus; delivery_status: DeliveryStatus; n: number }[]> {
    return this.em.getConnection().execute('select studio_status, delivery_status, n::int as n from enquiry_status_counts where n > 0');
  }

  /** Every matching row, newest first, in keyset batches (stable while new enquiries arrive), at most `max`. */
  async *each(where: FilterQuery<Enquiry>, max: number, batchSize: number): AsyncGenerator<Enquiry> {
    const em = this.em.fork();
    let after: { createdAt: Date; id: string } | undefined;
    let sent = 0;
    while (sent < max) {
      const page: FilterQuery<Enquiry> = after ? { $and: [where, createdBefore('enquiries', after)] } : where;
      const batch = await em.find(Enquiry, page, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(batchSize, max - sent) });
      em.clear();
      yield* batch;
      sent += batch.length;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }

  // ---- delivery (worker and reconciler) ----

  /** The row as the delivery sees it now (a fresh EntityManager: never an identity map's older copy). */
  findForDelivery(id: string): Promise<Enquiry | null> {
    return this.em.fork().findOne(Enquiry, { id });
  }

  /**
   * Claims the row for one delivery try: received → processing, or a processing row whose lease ran out
   * (its worker died mid-send). Returns the row, or null if it is not ours to send.
   */
  async claim(id: string, leaseMs: number): Promise<Enquiry | null> {
    const rows = await this.sql<{ id: string }>(
      `update enquiries
          set delivery_status = 'processing', claimed_at = now(), attempts = attempts + 1, updated_at = now()
        where id = ?
          and (delivery_status = 'received'
               or (delivery_status = 'processing' and (claimed_at is null or claimed_at < now() - ? * interval '1 millisecond')))
        returning id`,
      [id, leaseMs],
    );
    return rows.length ? this.findForDelivery(id) : null;
  }

  async markForwarded(id: string): Promise<boolean> {
    return this.finish(id, `delivery_status = 'forwarded', forwarded_at = now(), last_error = null`, []);
  }

  /** A try failed but more will follow: back to received, keeping the error for the inbox. */
  async release(id: string, error: string): Promise<boolean> {
    return this.finish(id, `delivery_status = 'received', last_error = ?`, [error]);
  }

  async markFailed(id: string, error: string): Promise<boolean> {
    return this.finish(id, `delivery_status = 'failed', last_error = ?`, [error]);
  }

  async markNotConfigured(id: string, reason: string): Promise<boolean> {
    return this.finish(id, `delivery_status = 'not_configured', last_error = ?`, [reason]);
  }

  /** Rows still on their way (received/processing), a keyset page by id (for the reconciler). */
  findWaiting(afterId: string, limit: number): Promise<{ id: string }[]> {
    const waiting = WAITING_DELIVERY_STATUSES.map(() => '?').join(', ');
    return this.sql<{ id: string }>(`select id from enquiries where delivery_status in (${waiting}) and id > ? order by id limit ?`, [
      ...WAITING_DELIVERY_STATUSES,
      afterId,
      limit,
    ]);
  }

  /** Ends our claim; only a row we hold (processing) changes. */
  private async finish(id: string, set: string, params: unknown[]): Promise<boolean> {
    const rows = await this.sql<{ id: string }>(
      `update enquiries set ${set}, claimed_at = null, updated_at = now() where id = ? and delivery_status = 'processing' returning id`,
      [...params, id],
    );
    return rows.length > 0;
  }

  private sql<T>(query: string, params: unknown[]): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(query, params, 'all');
  }

  // ---- privacy (docs/architecture.md §16) ----

  /** An erasure's step, in the caller's transaction: these enquiries go (the counts' trigger follows). */
  async deleteMany(sql: Sql, ids: string[]): Promise<number> {
    if (!ids.length) return 0;
    return (await sql(`delete from enquiries where id = any(?::uuid[]) returning id`, [uuidArray(ids)])).length;
  }

  /** Retention: enquiries that led to no booking, unchanged for `months`. How many went. */
  async deleteStaleWithoutBooking(months: number): Promise<number> {
    const rows = await this.sql(
      `delete from enquiries e where e.updated_at < now() - make_interval(months => ?)
          and not exists (select 1 from bookings b where b.enquiry_id = e.id) returning e.id`,
      [months],
    );
    return rows.length;
  }

}
