/**
 * GET /api/admin/enquiries/export.csv (admin): the filtered inbox as a CSV file. Fetched with the session's bearer
 * token (a plain link would carry none), then handed to the browser as a download.
 */
import { buildUrl, getToken } from '../../../lib/api-client';
import type { operations } from '../../../lib/api-schema';
import { ENQUIRIES_PATH, type InboxFilter } from './get-enquiries';

export const exportUrl = (f: Omit<InboxFilter, 'page'>) =>
  buildUrl(`${ENQUIRIES_PATH}/export.csv`, { status: f.status, delivery: f.delivery, q: f.q || undefined, from: f.from || undefined, to: f.to || undefined } satisfies NonNullable<operations['adminEnquiries_export']['parameters']['query']>);

export async function exportEnquiries(f: Omit<InboxFilter, 'page'>): Promise<{ ok: true; fileName: string } | { ok: false; message: string }> {
  let res: Response;
  try {
    const token = getToken();
    res = await fetch(exportUrl(f), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  } catch {
    return { ok: false, message: 'Could not download the enquiries. Please check your connection and try again.' };
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return { ok: false, message: body?.message ?? `Could not download the enquiries (${res.status}).` };
  }
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'enquiries.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, fileName };
}
