import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Enquiry, WAITING_DELIVERY_STATUSES } from '../entities/enquiry.entity';

/**
 * The delivery side's reads and writes of enquiry rows (the worker's forwarding and the reconciler). Every write is conditional on the row's delivery status,
 * so a stale job can never move a delivered enquiry backwards. Each call uses its own forked EntityManager.
 */
@Injectable()
export class EnquiryDeliveryRepository {
  constructor(private readonly orm: MikroORM) {}

  find(id: string): Promise<Enquiry | null> {
    return this.orm.em.fork().findOne(Enquiry, { id });
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
    return rows.length ? this.find(id) : null;
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
    return this.orm.em.getConnection().execute<T[]>(query, params, 'all');
  }
}
