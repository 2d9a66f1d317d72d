/** POST /api/admin/enquiries/:id/retry (admin): send a failed enquiry to the spreadsheet again. */
import { client } from '../../../lib/api-client';
import { mapResult, toResult } from '../../../lib/api-result';

export const retryEnquiry = async (id: string) =>
  mapResult(
    await toResult(client.POST('/api/admin/enquiries/{id}/retry', { params: { path: { id } } }), {
      fallback: 'Could not retry sending.',
      offline: 'Could not retry sending. Please try again.',
    }),
    (d) => d.enquiry,
  );
