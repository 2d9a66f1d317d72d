import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { JOBS, QUEUES, enquiryForwardOptions, type EnquiryForwardPayload } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { EnquiryStore } from './enquiry-store.service';

const BATCH = 500;

/** Enquiries still received/processing, for the reconciler. */
@Injectable()
export class EnquiryReconcileSource implements ReconcileSource, OnModuleInit {
  readonly name = 'enquiries';

  constructor(
    @InjectQueue(QUEUES.enquiries) readonly queue: Queue,
    private readonly store: EnquiryStore,
    private readonly reconciler: Reconciler,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(): Promise<string[]> {
    return this.store.findWaiting(BATCH);
  }

  async enqueue(enquiryId: string): Promise<void> {
    const data: EnquiryForwardPayload = { enquiryId };
    await this.queue.add(JOBS.enquiriesForward, data, enquiryForwardOptions(enquiryId, this.config.enquiryJobAttempts, this.config.enquiryBackoffMs));
  }
}
