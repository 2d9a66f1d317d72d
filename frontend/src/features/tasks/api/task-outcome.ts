/** How the task's writes report back to the page: the body, or the server's message (none for a lost connection). */
import { ApiError } from '../../../lib/api-client';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message?: string };

/** Photos travel as data-URLs: more time than the default 10 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export async function outcome<T>(run: () => Promise<{ ok: boolean; data: unknown }>): Promise<Outcome<T>> {
  try {
    const res = await run();
    if (res.ok) return { ok: true, data: res.data as T };
    const m = (res.data as { message?: unknown } | null)?.message;
    return { ok: false, message: typeof m === 'string' ? m : undefined };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError && e.kind !== 'network' && e.kind !== 'timeout' ? e.message : undefined };
  }
}
