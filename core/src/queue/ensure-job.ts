import type { JobsOptions, Queue } from 'bullmq';

/** States in which a job will still run (or is running). */
const LIVE_STATES = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

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
 * Makes sure the entity `opts.jobId` has a job that will run: a live job is kept, a finished one replaced.
 * Callers only do this for rows still waiting and processors are idempotent, so a race with another caller
 * (api vs reconciler) costs at most one extra run that skips.
 */
export async function ensureJob(queue: Queue, name: string, data: unknown, opts: JobsOptions & { jobId: string }): Promise<'alive' | 'added'> {
  if ((await clearFinishedJob(queue, opts.jobId)) === 'alive') return 'alive';
  await queue.add(name, data, opts);
  return 'added';
}
