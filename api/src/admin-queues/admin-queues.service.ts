import { BadRequestException, Injectable } from '@nestjs/common';
import { QUEUES, type QueueName } from '@studio/core/jobs/jobs.contract';
import { Reconciler, type ReconcileReport } from '@studio/core/reconciler/reconciler.service';
import { QueuesDirectory } from '@studio/core/jobs/queues-directory.service';

export interface QueueSummary {
  name: QueueName;
  paused: boolean;
  counts: { active: number; waiting: number; delayed: number; failed: number; completed: number };
}

/** The Processing page's operations on the queues themselves (Redis); row-driven ones ask the worker's Reconciler. */
@Injectable()
export class AdminQueuesService {
  constructor(
    private readonly queues: QueuesDirectory,
    private readonly reconciler: Reconciler,
  ) {}

  async list(): Promise<QueueSummary[]> {
    return Promise.all(this.queues.names().map((name) => this.summary(name)));
  }

  async summary(name: QueueName): Promise<QueueSummary> {
    const queue = this.queues.get(name);
    const [c, paused] = await Promise.all([
      queue.getJobCounts('active', 'waiting', 'prioritized', 'delayed', 'failed', 'completed'),
      queue.isPaused(),
    ]);
    // Prioritized jobs are waiting too (BullMQ 6 keeps a paused queue's jobs in 'waiting').
    const waiting = (c.waiting ?? 0) + (c.prioritized ?? 0);
    return { name, paused, counts: { active: c.active ?? 0, waiting, delayed: c.delayed ?? 0, failed: c.failed ?? 0, completed: c.completed ?? 0 } };
  }

  async pause(name: QueueName): Promise<QueueSummary> {
    await this.queues.get(name).pause();
    return this.summary(name);
  }

  async resume(name: QueueName): Promise<QueueSummary> {
    await this.queues.get(name).resume();
    return this.summary(name);
  }

  /** Removes failed jobs from Redis; the rows keep their failed status (and stay retryable from their own pages). */
  async cleanFailed(name: QueueName): Promise<number> {
    const queue = this.queues.get(name);
    let removed = 0;
    for (;;) {
      const ids = await queue.clean(0, 1000, 'failed');
      removed += ids.length;
      if (ids.length < 1000) return removed;
    }
  }

  /** The reconciler's pass for one queue, on demand: every waiting row without a live job gets one. */
  runMissing(name: QueueName): Promise<ReconcileReport> {
    return this.reconciler.runMissing(name);
  }

  /**
   * Every image through the pipeline again (e.g. after the variant table changed). The processor redoes any row it
   * finds, overwriting the same keys and removing stale ones, so ready images stay ready and visible meanwhile.
   */
  reprocessAll(name: QueueName): Promise<ReconcileReport> {
    // Forwarding every enquiry again would duplicate them in the studio's spreadsheet.
    if (name !== QUEUES.images) throw new BadRequestException('Only images can be reprocessed');
    return this.reconciler.reprocessAll(name);
  }
}
