/** POST /api/admin/privacy/consents (admin): a family's signed paper form, recorded with its note. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { StaffConsentDto } from '../../../lib/api-schema';

export const postStaffConsent = (body: StaffConsentDto) => toResult(client.POST('/api/admin/privacy/consents', { body }), 'Could not record the form.');
