/** Runs a staff write and turns its answer into a SaveResult (the server's message and field messages on a 4xx). */
import { ApiError, type ApiResponse } from '../../../lib/api-client';
import type { SaveResult } from './admin-booking-types';

export async function saveCall<T>(send: () => Promise<ApiResponse<unknown>>, pick: (data: unknown) => T): Promise<SaveResult<T>> {
  try {
    const res = await send();
    if (res.ok) return { ok: true, value: pick(res.data) };
    const body = (res.data ?? {}) as { message?: string; fields?: Record<string, string> };
    return { ok: false, status: res.status, message: body.message ?? `Could not save (${res.status})`, fields: body.fields };
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.status : undefined, message: 'No connection to the server. Please try again.' };
  }
}
