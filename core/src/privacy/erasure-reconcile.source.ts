import { Injectable, OnModuleInit } from '@nestjs/common';
import { QUEUES, privacyEraseJob, type PrivacyJobRequest } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { ErasuresRepository } from './erasures.repository';

interface OpenErasure {
  id: string;
  runsAt: Date;
}

/**
 * Scheduled or running erasures whose job is gone (Redis away when the family asked, flushed, worker killed): each
 * gets `privacy:erase` again, delayed to its runsAt, so a family's erasure is never lost (docs/architecture.md §16).
 */
@Injectable()
export class ErasureReconcileSource implements ReconcileSource<OpenErasure>, OnModuleInit {
  readonly name = QUEUES.privacy;

  constructor(
    private readonly erasures: ErasuresRepository,
    private readonly reconciler: Reconciler,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<OpenErasure[]> {
    return this.erasures.scheduled(afterId, limit);
  }

  job(row: OpenErasure): PrivacyJobRequest {
    return privacyEraseJob({ erasureId: row.id }, row.runsAt.getTime() - Date.now());
  }
}
