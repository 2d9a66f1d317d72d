import type { AnyJobRequest, QueueName } from '../jobs/jobs.contract';

/** A row waiting in Postgres for the job whose id is the row id. */
export interface WaitingRow {
  id: string;
}

/**
 * Something whose rows wait in Postgres for a job whose id is the row id (enquiries `received`/`processing`,
 * image assets `processing`, ...). The reconciler gives each waiting row without a live job a fresh one.
 */
export interface ReconcileSource<Row extends WaitingRow = WaitingRow> {
  /** The queue holding the rows' jobs (job id = row id). */
  readonly name: QueueName;
  /** Rows still waiting for their job to finish, ordered by id, after `afterId` (keyset pages). */
  findWaiting(afterId: string, limit: number): Promise<Row[]>;
  /** Every row, for 'reprocess all'; only where running a job again is harmless (not enquiries: duplicates). */
  findAll?(afterId: string, limit: number): Promise<Row[]>;
  /** The row's job, built by the contract's builder. */
  job(row: Row): AnyJobRequest;
}
