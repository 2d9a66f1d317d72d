import { ApiError, type ApiResponse } from '../../../lib/api-client';
import type { SaveResult } from './site-types';

/** One shape for every save: the data, or the server's message with its field messages. */
export async function toSaveResult<T, R>(request: () => Promise<ApiResponse<T>>, pick: (data: T) => R, fallback: string): Promise<SaveResult<R>> {
  try {
    const res = await request();
    if (res.ok) return { ok: true, data: pick(res.data) };
    const body = res.data as { message?: string; fields?: Record<string, string> } | null;
    return { ok: false, message: body?.message || fallback, fields: body?.fields ?? {} };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError && e.kind === 'server' ? e.message : `${fallback} Please check your connection and try again.`, fields: {} };
  }
}
