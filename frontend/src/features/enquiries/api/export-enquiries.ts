/**
 * GET /api/admin/enquiries/export.csv (admin): the filtered inbox as a CSV file. Fetched by the typed client (the
 * session's bearer token: a plain link would carry none), then handed to the browser as a download.
 */
import { ApiError, client, errorMessage } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-result';
import { saveDownload } from '../../../lib/save-download';
import type { InboxFilter } from './get-enquiries';

/** Resolves with the file's name once the browser has it. */
export async function exportEnquiries(f: Omit<InboxFilter, 'page'>): Promise<ApiResult<string>> {
  const query = { status: f.status, delivery: f.delivery, q: f.q || undefined, from: f.from || undefined, to: f.to || undefined };
  try {
    const { data, error, response } = await client.GET('/api/admin/enquiries/export.csv', { params: { query }, parseAs: 'blob', headers: { Accept: 'text/csv' } });
    if (!response.ok || !data) return { ok: false, status: response.status, message: errorMessage(error) ?? `Could not download the enquiries (${response.status}).` };
    return { ok: true, status: response.status, data: saveDownload(data, response, 'enquiries.csv') };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'server') return { ok: false, status: err.status, message: `Could not download the enquiries (${err.status}).` };
    return { ok: false, message: 'Could not download the enquiries. Please check your connection and try again.' };
  }
}
