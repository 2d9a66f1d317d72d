/**
 * GET /api/admin/bookings/{id}/documents and a document's PDF (admin): fetched by the typed client (the session's
 * bearer token: a plain link would carry none), then handed to the browser.
 */
import useSWR from 'swr';
import { ApiError, client, errorMessage, read } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-result';
import type { AdminDocument, paths } from '../../../lib/api-schema';
import { saveDownload } from '../../../lib/save-download';

export type { AdminDocument };

const PATH = '/api/admin/bookings/{id}/documents' satisfies keyof paths;

/** `version` (status and paid amount) asks again after a change that may have issued a document. */
export function useAdminBookingDocuments(id: string, version: string) {
  return useSWR([PATH, id, version] as const, async ([, bookingId]) => (await read(client.GET(PATH, { params: { path: { id: bookingId } } }))).items);
}

export async function downloadDocument(d: Pick<AdminDocument, 'id' | 'number'>): Promise<ApiResult<string>> {
  try {
    const { data, error, response } = await client.GET('/api/admin/documents/{id}.pdf', { params: { path: { id: d.id } }, parseAs: 'blob', headers: { Accept: 'application/pdf' } });
    if (!response.ok || !data) return { ok: false, status: response.status, message: errorMessage(error) ?? `Could not download ${d.number} (${response.status}).` };
    return { ok: true, status: response.status, data: saveDownload(data, response, `${d.number.replace(/\//g, '-')}.pdf`) };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'server') return { ok: false, status: err.status, message: `Could not download ${d.number} (${err.status}).` };
    return { ok: false, message: `Could not download ${d.number}. Please check your connection and try again.` };
  }
}
