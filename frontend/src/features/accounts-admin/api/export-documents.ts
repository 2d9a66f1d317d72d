/**
 * GET /api/admin/documents/export.csv and a document's PDF (admin): fetched by the typed client (the session's bearer
 * token: a plain link would carry none), then handed to the browser as a download.
 */
import { ApiError, client, errorMessage } from '../../../lib/api-client';
import type { ApiResult } from '../../../lib/api-result';
import { saveDownload } from '../../../lib/save-download';
import type { AdminDocument, DocumentRange } from './get-documents';

async function download(what: string, fallback: string, get: () => Promise<{ data?: Blob; error?: unknown; response: Response }>): Promise<ApiResult<string>> {
  try {
    const { data, error, response } = await get();
    if (!response.ok || !data) return { ok: false, status: response.status, message: errorMessage(error) ?? `Could not download ${what} (${response.status}).` };
    return { ok: true, status: response.status, data: saveDownload(data, response, fallback) };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'server') return { ok: false, status: err.status, message: `Could not download ${what} (${err.status}).` };
    return { ok: false, message: `Could not download ${what}. Please check your connection and try again.` };
  }
}

export const exportDocuments = (range: DocumentRange) =>
  download('the CSV', `documents-${range.from}-to-${range.to}.csv`, () =>
    client.GET('/api/admin/documents/export.csv', { params: { query: range }, parseAs: 'blob', headers: { Accept: 'text/csv' } }),
  );

export const downloadDocument = (d: Pick<AdminDocument, 'id' | 'number'>) =>
  download(d.number, `${d.number.replace(/\//g, '-')}.pdf`, () =>
    client.GET('/api/admin/documents/{id}.pdf', { params: { path: { id: d.id } }, parseAs: 'blob', headers: { Accept: 'application/pdf' } }),
  );
