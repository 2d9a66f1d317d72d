/** POST /api/admin/queues/:name/<action> (admin): the Processing page's buttons. */
import { createApiClient } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { QueueSummary } from '../../../lib/api-schema';

export type QueueAction = 'pause' | 'resume' | 'clean-failed' | 'run-missing' | 'reprocess-all';

/** Reprocessing thousands of images enqueues them all before answering: allow it more than the usual 10 s. */
const patient = createApiClient({ timeoutMs: 60_000 });

export async function queueAction(name: QueueSummary['name'], action: QueueAction) {
  const answer = await toResult(patient.POST(`/api/admin/queues/{name}/${action}`, { params: { path: { name } } }), {
    fallback: 'That did not work. Please try again.',
    offline: 'Could not reach the server. Please try again.',
  });
  return mapResult(answer, (d) => d?.message ?? 'Done');
}
