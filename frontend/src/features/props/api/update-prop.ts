/** PATCH /api/props/:id (admin): fix a prop's name, price or photo (a data-URL). */
import { toResult } from '../../../lib/api-result';
import type { UpdatePropDto } from '../../../lib/api-schema';
import { uploadClient } from './upload-client';

export type PropPatch = UpdatePropDto;

export const updateProp = (id: string, patch: PropPatch) =>
  toResult(uploadClient.PATCH('/api/props/{id}', { params: { path: { id } }, body: patch }), { fallback: 'Could not save the prop.', offline: 'Could not save the prop. Please try again.' });
