import { Injectable } from '@nestjs/common';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Enquiry, type DeliveryStatus, type StudioStatus } from '@studio/core/entities/enquiry.entity';
import type { NewEnquiryRow } from '@studio/core/enquiries/enquiry-intake.service';

/** The api's reads and writes of `enquiries` (the worker's delivery bookkeeping is its EnquiryDeliveryRepository). */
@Injectable()
export class EnquiriesRepository {
  constructor(private readonly em: EntityManager) {}

  async create(row: NewEnquiryRow): Promise<Enquiry> {
    const enquiry = this.em.create(Enquiry, row as Enquiry);
    await this.em.persistAndFlush(enquiry);
    return enquiry;
  }

  find(id: string, opts: { refresh?: boolean } = {}): Promise<Enquiry | null> {
    return this.em.findOne(Enquiry, { id }, opts.refresh ? { refresh: true } : {});
  }

  /** Newest first. */
  page(where: FilterQuery<Enquiry>, limit: number, offset: number): Promise<[Enquiry[], number]> {
    return this.em.findAndCount(Enquiry, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit, offset });
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

  statusCounts(): Promise<{ studio_status: StudioStatus; delivery_status: DeliveryStatus; n: number }[]> {
    return this.em.getConnection().execute('select studio_status, delivery_status, count(*)::int as n from enquiries group by studio_status, delivery_status');
  }

  /** Every matching row, newest first, in keyset batches (stable while new enquiries arrive), at most `max`. */
  async *each(where: FilterQuery<Enquiry>, max: number, batchSize: number): AsyncGenerator<Enquiry> {
    const em = this.em.fork();
    let after: { createdAt: Date; id: string } | undefined;
    let sent = 0;
    while (sent < max) {
      const page: FilterQuery<Enquiry> = after
        ? { $and: [where, { $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] }] }
        : where;
      const batch = await em.find(Enquiry, page, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(batchSize, max - sent) });
      em.clear();
      yield* batch;
      sent += batch.length;
      if (batch.length < batchSize) return;
      const last = batch[batch.length - 1];
      after = { createdAt: last.createdAt, id: last.id };
    }
  }
}
