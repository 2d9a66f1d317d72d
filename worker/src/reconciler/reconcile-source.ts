import type { Queue } from 'bullmq';

/**
 * Something whose rows wait in Postgres for a job whose id is the row id (enquiries `received`/`processing`,
 * image assets `processing`, ...). The reconciler gives each waiting row without a live job a fresh one.
 */
export interface ReconcileSource {
  /** For logs. */
  readonly name: string;
  /** The queue holding the rows' jobs (job id = row id). */
  readonly queue: Queue;
  /** Ids of rows still waiting for their job to finish, oldest first (a bounded batch). */
  findWaiting(): Promise<string[]>;
  /** Adds the job for this row (job id = row id, the source's usual options). */
  enqueue(id: string): Promise<void>;
}
