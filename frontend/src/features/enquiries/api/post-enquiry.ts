/** POST /api/enquiries (footer and contact forms). */
import { ApiError, api } from '../../../lib/api-client';
import type { ApiError as ApiErrorBody, CreateEnquiryDto } from '../../../lib/api-schema';

export const ENQUIRY_PATH = '/api/enquiries';

/** The honeypot `website` (optional on the wire) is always sent by our forms, empty for people. */
export type EnquiryInput = CreateEnquiryDto & Required<Pick<CreateEnquiryDto, 'website'>>;

export type SubmitResult = { ok: true } | { ok: false; status?: number; message?: string; fields?: Record<string, string> };

export async function postEnquiry(input: EnquiryInput): Promise<SubmitResult> {
  try {
    const res = await api.post<unknown>(ENQUIRY_PATH, input);
    if (res.status === 201) return { ok: true };
    const body = (res.data ?? {}) as Partial<ApiErrorBody>;
    return { ok: false, status: res.status, message: body.message, fields: res.status === 400 ? body.fields : undefined };
  } catch (err) {
    return { ok: false, status: err instanceof ApiError ? err.status : undefined };
  }
}
