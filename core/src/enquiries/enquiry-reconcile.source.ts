import { Injectable, OnModuleInit } from '@nestjs/common';
import { QUEUES, enquiryForwardJob, type EnquiriesJobRequest } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { EnquiriesRepository } from './enquiries.repository';

/** Enquiries still received/processing, for the reconciler (no findAll: sending every enquiry again would duplicate them). */
@Injectable()
export class EnquiryReconcileSource implements ReconcileSource, OnModuleInit {
  readonly name = QUEUES.enquiries;

  constructor(
    private readonly deliveries: EnquiriesRepository,
    private readonly reconciler: Reconciler,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<{ id: string }[]> {
    return this.deliveries.findWaiting(afterId, limit);
  }

  job(row: { id: string }): EnquiriesJobRequest {
    return enquiryForwardJob({ enquiryId: row.id });
  }
}
