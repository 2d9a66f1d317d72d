/** POST /api/admin/queues/:name/<action> (admin): the Processing page's buttons. */
import { api } from '../../../lib/api-client';
import { QUEUES_PATH } from './get-queues';

export type QueueAction = 'pause' | 'resume' | 'clean-failed' | 'run-missing' | 'reprocess-all';

export type QueueActionResult = { ok: true; message: string } | { ok: false; message: string };

export async function queueAction(name: string, action: QueueAction): Promise<QueueActionResult> {
  try {
    // Reprocessing thousands of images enqueues them all before answering: allow it more than the usual 10 s.
    const res = await api.post<{ message?: string }>(`${QUEUES_PATH}/${encodeURIComponent(name)}/${action}`, undefined, { timeoutMs: 60_000 });
    const message = res.data?.message ?? (res.ok ? 'Done' : 'That did not work. Please try again.');
    return res.ok ? { ok: true, message } : { ok: false, message };
  } catch {
    return { ok: false, message: 'Could not reach the server. Please try again.' };
  }
}
