/** POST /api/admin/enquiries/:id/retry (admin): send a failed enquiry to the spreadsheet again. */
import { api } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody } from '../../../lib/api-schema';
import { ENQUIRIES_PATH, type InboxEnquiry } from './get-enquiries';
import type { EnquiryActionResult } from './update-enquiry-status';

export async function retryEnquiry(id: string): Promise<EnquiryActionResult> {
  try {
    const res = await api.post<{ enquiry: InboxEnquiry } & Partial<ApiErrorBody>>(`${ENQUIRIES_PATH}/${encodeURIComponent(id)}/retry`);
    if (res.ok) return { ok: true, enquiry: res.data.enquiry };
    return { ok: false, message: res.data?.message || 'Could not retry sending.' };
  } catch {
    return { ok: false, message: 'Could not retry sending. Please try again.' };
  }
}
