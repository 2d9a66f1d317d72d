/** How the props calls report back to the pages: the body, or the server's message and status. */
import { ApiError } from '../../../lib/api-client';

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; message?: string; status?: number };

/** Uploads carry a data-URL of a whole photo: more time than the default 10 s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

function messageOf(data: unknown): string | undefined {
  const m = (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : undefined;
}

export async function outcome<T>(run: () => Promise<{ status: number; ok: boolean; data: unknown }>): Promise<Outcome<T>> {
  try {
    const res = await run();
    if (res.ok) return { ok: true, data: res.data as T, message: messageOf(res.data) };
    return { ok: false, message: messageOf(res.data), status: res.status };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError ? e.message : undefined };
  }
}
