import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Enquiry } from '../entities/enquiry.entity';
import { JobProducer } from '../jobs/job-producer.service';
import { enquiryForwardJob } from '../jobs/jobs.contract';
import { EnquiriesRepository } from './enquiries.repository';

/** A row as it is inserted (the delivery bookkeeping fields come later). */
export type NewEnquiryRow = Omit<Enquiry, 'claimedAt' | 'forwardedAt' | 'lastError'> & Partial<Pick<Enquiry, 'claimedAt' | 'forwardedAt' | 'lastError'>>;

/** What an enquiry says: who, how to reach them, and what about. */
export type EnquiryFields = Pick<Enquiry, 'source' | 'name' | 'phone' | 'email'> & Partial<Pick<Enquiry, 'service' | 'message' | 'address' | 'themeIds' | 'themeSections'>>;

/** Where it came from (kept with the row for the studio). */
export interface EnquiryClient {
  ip: string | null;
  userAgent: string | null;
}

/**
 * Every enquiry (footer and contact forms, theme checkout, a client gallery's selection) enters here: one place
 * builds its row and hands it to the worker for forwarding after it is stored (docs/architecture.md §7).
 */
@Injectable()
export class EnquiryIntake {
  constructor(
    private readonly jobs: JobProducer,
    private readonly enquiries: EnquiriesRepository,
  ) {}

  /** The new row: `received` for delivery, `new` in the studio's inbox. */
  build(fields: EnquiryFields, client: EnquiryClient, at = new Date()): NewEnquiryRow {
    return {
      id: randomUUID(),
      service: null,
      message: null,
      address: null,
      themeIds: null,
      themeSections: null,
      ...fields,
      deliveryStatus: 'received',
      studioStatus: 'new',
      attempts: 0,
      clientIp: client.ip,
      userAgent: client.userAgent,
      createdAt: at,
      updatedAt: at,
    };
  }

  /**
   * Stores the row (EnquiriesRepository, the one writer of `enquiries`; in the request's unit of work, so what caused
   * it, such as a gallery's submitted selection, is written in the same flush), then enqueues its forwarding. With
   * Redis down the enquiry is still stored and answered; the reconciler enqueues it later.
   */
  async receive(row: NewEnquiryRow): Promise<{ id: string }> {
    await this.enquiries.create(row);
    await this.jobs.addOrLeaveToReconciler(enquiryForwardJob({ enquiryId: row.id }));
    return { id: row.id };
  }
}
