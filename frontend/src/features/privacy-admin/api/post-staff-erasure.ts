/** POST /api/admin/privacy/erasures (admin): an erasure for a family who asked by phone, with who asked and how. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { StaffErasureDto } from '../../../lib/api-schema';

export const postStaffErasure = (body: StaffErasureDto) => toResult(client.POST('/api/admin/privacy/erasures', { body }), 'Could not file the erasure.');
