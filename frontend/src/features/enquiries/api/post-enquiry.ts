/** POST /api/enquiries (footer and contact forms). */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { CreateEnquiryDto } from '../../../lib/api-schema';

/** The honeypot `website` (optional on the wire) is always sent by our forms, empty for people. */
export type EnquiryInput = CreateEnquiryDto & Required<Pick<CreateEnquiryDto, 'website'>>;

/** The forms say their own words on failure (and show a 400's field messages). */
export const postEnquiry = (input: EnquiryInput) => toResult(client.POST('/api/enquiries', { body: input }), 'Failed to send message. Please try again.');
