/** PATCH /api/admin/enquiries/:id { studioStatus } (admin). */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';
import type { StudioStatus } from './get-enquiries';

export const updateEnquiryStatus = async (id: string, studioStatus: StudioStatus) =>
  mapResult(
    await toResult(client.PATCH('/api/admin/enquiries/{id}', { params: { path: { id } }, body: { studioStatus } }), {
      fallback: 'Could not update the status.',
      offline: 'Could not update the status. Please try again.',
    }),
    (d) => d.enquiry,
  );
