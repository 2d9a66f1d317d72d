import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { jobPolicies } from '../jobs/job-policies';
import { QUEUES, enquiryForwardJob, type EnquiriesJobSpec } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { EnquiryDeliveryRepository } from './enquiry-delivery.repository';

/** Enquiries still received/processing, for the reconciler (no findAll: sending every enquiry again would duplicate them). */
@Injectable()
export class EnquiryReconcileSource implements ReconcileSource, OnModuleInit {
  readonly name = QUEUES.enquiries;

  constructor(
    @InjectQueue(QUEUES.enquiries) readonly queue: Queue,
    private readonly deliveries: EnquiryDeliveryRepository,
    private readonly reconciler: Reconciler,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<{ id: string }[]> {
    return this.deliveries.findWaiting(afterId, limit);
  }

  job(row: { id: string }): EnquiriesJobSpec {
    return enquiryForwardJob({ enquiryId: row.id }, jobPolicies(this.config).enquiries);
  }
}
