import type { Queue } from 'bullmq';
import type { QueuedJob } from './job-options';

/** States in which a job will still run (or is running). */
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/**
 * The one `queue.add` of the code base (JobProducer is its one caller), so a
 * rule for every enqueue (a deadline with Redis down, say) is one change. BullMQ ignores an add whose id exists.
 */
export async function addJob(queue: Queue, job: QueuedJob): Promise<void> {
  await queue.add(job.name, job.data, job.opts);
}

/**
 * Looks at the job with this id: 'alive' if it will still run; a finished one (completed/failed, kept by
 * removeOn*) is removed ('removed'), since BullMQ silently ignores an add with an existing id; 'none' if absent.
 */
export async function clearFinishedJob(queue: Queue, jobId: string): Promise<'alive' | 'removed' | 'none'> {
  const existing = await queue.getJob(jobId);
  if (!existing) return 'none';
  const state = await existing.getState();
  if (LIVE_STATES.has(state)) return 'alive';
  if (state === 'unknown') return 'none';
  await existing.remove();
  return 'removed';
}

/**
 * Makes sure the entity `job.opts.jobId` has a job that will run: a live job is kept, a finished one replaced.
 * Callers only do this for rows still waiting and processors are idempotent, so a race with another caller
 * (api vs reconciler) costs at most one extra run that skips.
 */
export async function ensureJob(queue: Queue, job: QueuedJob): Promise<'alive' | 'added'> {
  if ((await clearFinishedJob(queue, job.opts.jobId)) === 'alive') return 'alive';
  await addJob(queue, job);
  return 'added';
}

/** Forgets a job that is not running (e.g. its row is being deleted; an active one finds no row and stops). */
export async function discardJob(queue: Queue, jobId: string): Promise<void> {
  const existing = await queue.getJob(jobId);
  if (existing && (await existing.getState()) !== 'active') await existing.remove().catch(() => undefined);
}
