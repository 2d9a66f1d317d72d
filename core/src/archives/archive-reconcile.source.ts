import { Injectable, OnModuleInit } from '@nestjs/common';
import { QUEUES, archiveBuildJob, archiveRemoveJob, type ArchivesJobRequest } from '../jobs/jobs.contract';
import type { ReconcileSource } from '../reconciler/reconcile-source';
import { Reconciler } from '../reconciler/reconciler.service';
import { ArchivesRepository, type WaitingArchive } from './archives.repository';

/**
 * ZIPs whose job is gone (Redis flushed, worker killed at the wrong moment): an archive still queued or building gets
 * its `archives:build` again (the build is idempotent: a finished ZIP is not rebuilt), a ready one its
 * `archives:remove` at its expiry, so a lost job never leaves a family waiting forever or a ZIP in storage past its day.
 * No findAll: rebuilding every ZIP would serve no one.
 */
@Injectable()
export class ArchiveReconcileSource implements ReconcileSource<WaitingArchive>, OnModuleInit {
  readonly name = QUEUES.archives;

  constructor(
    private readonly archives: ArchivesRepository,
    private readonly reconciler: Reconciler,
  ) {}

  onModuleInit(): void {
    this.reconciler.register(this);
  }

  findWaiting(afterId: string, limit: number): Promise<WaitingArchive[]> {
    return this.archives.findWaiting(afterId, limit);
  }

  job(row: WaitingArchive): ArchivesJobRequest {
    return row.status === 'ready' ? archiveRemoveJob({ archiveId: row.id }, row.expiresAt.getTime() - Date.now()) : archiveBuildJob({ archiveId: row.id });
  }
}
