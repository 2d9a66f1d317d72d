/** POST /api/property-photos/save (field worker): one prop's photo for today -> how many remain. */
import { api, ApiError } from '../../../lib/api-client';
import type { PropPhotoSaved, SavePropPhotoDto } from '../../../lib/api-schema';
import { outcome, UPLOAD_TIMEOUT_MS } from './task-outcome';

export const SAVE_PROP_PHOTO_PATH = '/api/property-photos/save';

export const savePropPhoto = (propertyId: string, propertyPhoto: string) =>
  outcome<PropPhotoSaved>(() => api.post(SAVE_PROP_PHOTO_PATH, { propertyId, propertyPhoto } satisfies SavePropPhotoDto, { timeoutMs: UPLOAD_TIMEOUT_MS }));

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
  const body = { propertyId: c.propertyId, propertyPhoto: c.photo, captureId: c.captureId } satisfies SavePropPhotoDto;
  try {
    const res = await api.post<PropPhotoSaved>(SAVE_PROP_PHOTO_PATH, body, {
      timeoutMs: UPLOAD_TIMEOUT_MS,
      signal: opts.signal,
      headers: opts.token ? { Authorization: `Bearer ${opts.token}` } : undefined,
    });
    if (res.ok) return { kind: 'saved', remaining: typeof res.data?.remaining === 'number' ? res.data.remaining : 0 };
    if (res.status === 401) return { kind: 'unauthorized' };
    if (res.status === 413) return { kind: 'retry', message: RETRY_TEXT.tooLarge };
    const m = (res.data as { message?: unknown } | null)?.message;
    const message = typeof m === 'string' && m ? m : `Refused by the server (${res.status})`;
    if (RETRY_STATUSES.has(res.status)) return { kind: 'retry', message };
    return { kind: 'refused', message };
  } catch (e) {
    if (e instanceof ApiError && e.kind === 'server') return { kind: 'retry', message: RETRY_TEXT.server };
    if (opts.signal?.aborted) throw e;
    return { kind: 'retry', message: RETRY_TEXT.offline };
  }
}
