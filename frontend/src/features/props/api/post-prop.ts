/** POST /api/props (admin): a new prop with its photo (a data-URL) -> { property }. */
import { toResult } from '../../../lib/api-result';
import type { CreatePropDto } from '../../../lib/api-schema';
import { uploadClient } from './upload-client';

export type AddPropInput = CreatePropDto;

export const addProp = (input: AddPropInput) =>
  toResult(uploadClient.POST('/api/props', { body: input }), { fallback: 'Failed to add property', offline: 'Failed to add property. Please try again.' });
