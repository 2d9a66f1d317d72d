/** POST /api/property-photos/save (field worker): one prop's photo for today -> how many remain. */
import { ApiError, errorMessage } from '../../../lib/api-client';
import { uploadClient } from './upload-client';

/**
 * What the offline queue does with a capture after one try (docs/architecture.md §14):
 * - saved: the server has it (the first time or again: the save is idempotent per captureId);
 * - refused: bad input the server will never take (the prop was removed, not an image...): shown, then dropped;
 * - unauthorized: the session is gone (401): the captures wait for the next sign-in;
 * - retry: no network, a timeout, a 5xx, a 413 or a 429: kept, tried again later.
 */
export type CaptureSendResult =
  | { kind: 'saved'; remaining: number }
  | { kind: 'refused'; message: string }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; message: string };

/** Statuses worth another try with the same capture. */
const RETRY_STATUSES = new Set([403, 408, 413, 425, 429]);

export const RETRY_TEXT = {
  offline: 'No network: it will be sent when the phone is online.',
  server: 'The studio server did not take it this time: it will be tried again.',
  tooLarge: 'Too large for the server right now: kept on this phone and tried again later.',
} as const;

/**
 * Sends one queued capture. `token` is for the service worker (no localStorage there); the page's requests carry
 * the stored token anyway. A 401 from the page takes the worker to /login (api-client), captures kept.
 */
export async function sendCapture(c: { captureId: string; propertyId: string; photo: string }, opts: { token?: string | null; signal?: AbortSignal } = {}): Promise<CaptureSendResult> {
  try {
    const { data, error, response } = await uploadClient.POST('/api/property-photos/save', {
      body: { propertyId: c.propertyId, propertyPhoto: c.photo, captureId: c.captureId },
      signal: opts.signal,
      headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : undefined,
    });
    if (response.ok) return { kind: 'saved', remaining: typeof data?.remaining === 'number' ? data.remaining : 0 };
    if (response.status === 401) return { kind: 'unauthorized' };
    if (response.status === 413) return { kind: 'retry', message: RETRY_TEXT.tooLarge };
    const message = errorMessage(error) || `Refused by the server (${response.status})`;
    if (RETRY_STATUSES.has(response.status)) return { kind: 'retry', message };
    return { kind: 'refused', message };
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'server') return { kind: 'retry', message: RETRY_TEXT.server };
    if (opts.signal?.aborted) throw e;
    return { kind: 'retry', message: RETRY_TEXT.offline };
  }
}
