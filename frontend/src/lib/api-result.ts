/**
 * The one answer every write gives its form: the body of a 2xx, or what went wrong in words a person can act on (the
 * server's message, with its message per field on a 400 — the ApiError schema), never an exception.
 */
import { ApiError, errorMessage, type CallAnswer } from './api-client';
import type { ApiError as ApiErrorBody } from './api-schema';

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status?: number; message: string; fields?: Record<string, string> };

/** No answer came (no network, a timeout): said once, in plain words. */
export const OFFLINE_MESSAGE = 'No connection to the server. Please try again.';

export interface ResultTexts {
  /** A 4xx without a message of its own, or a 5xx (may name the status). */
  fallback: string | ((status?: number) => string);
  /** No answer at all (default OFFLINE_MESSAGE). */
  offline?: string;
}

const fieldsOf = (error: unknown): ApiErrorBody['fields'] => {
  const fields = error && typeof error === 'object' ? (error as Partial<ApiErrorBody>).fields : undefined;
  return fields && typeof fields === 'object' ? fields : undefined;
};

/** Runs one client call (`toResult(client.POST('/api/…', { body }), { fallback })`); its data type is inferred. */
export async function toResult<D>(call: Promise<CallAnswer<D>>, texts: ResultTexts | string): Promise<ApiResult<D>> {
  const { fallback: said, offline = OFFLINE_MESSAGE } = typeof texts === 'string' ? { fallback: texts } : texts;
  const fallback = (status?: number) => (typeof said === 'function' ? said(status) : said);
  try {
    const { data, error, response } = await call;
    // A 2xx: openapi-fetch's `data`, typed by the operation (undefined for a 204, whose operations answer nothing).
    if (response.ok) return { ok: true, status: response.status, data: data as D };
    return { ok: false, status: response.status, message: errorMessage(error) || fallback(response.status), fields: fieldsOf(error) };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'server') return { ok: false, status: err.status, message: errorMessage(err.data) || fallback(err.status) };
    if (err instanceof ApiError) return { ok: false, message: offline };
    throw err;
  }
}

/** The same answer with its data turned into what the form needs (`mapResult(r, (d) => d.booking)`). */
export function mapResult<D, T>(result: ApiResult<D>, pick: (data: D) => T): ApiResult<T> {
  return result.ok ? { ok: true, status: result.status, data: pick(result.data) } : result;
}
