/** PATCH /api/admin/enquiries/:id { studioStatus } (admin). */
import { api } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody, UpdateEnquiryDto } from '../../../lib/api-schema';
import { ENQUIRIES_PATH, type InboxEnquiry, type StudioStatus } from './get-enquiries';

export type EnquiryActionResult = { ok: true; enquiry: InboxEnquiry } | { ok: false; message: string };

export async function updateEnquiryStatus(id: string, studioStatus: StudioStatus): Promise<EnquiryActionResult> {
  try {
    const res = await api.patch<{ enquiry: InboxEnquiry } & Partial<ApiErrorBody>>(`${ENQUIRIES_PATH}/${encodeURIComponent(id)}`, { studioStatus } satisfies UpdateEnquiryDto);
    if (res.ok) return { ok: true, enquiry: res.data.enquiry };
    return { ok: false, message: res.data?.message || 'Could not update the status.' };
  } catch {
    return { ok: false, message: 'Could not update the status. Please try again.' };
  }
}
