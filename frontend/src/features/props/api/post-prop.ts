/** POST /api/props (admin): a new prop with its photo (a data-URL) -> { property }. */
import { api } from '../../../lib/api-client';
import type { CreatePropDto, PropCreated } from '../../../lib/api-schema';
import { outcome, UPLOAD_TIMEOUT_MS, type Outcome } from './props-outcome';

export const PROPS_PATH = '/api/props';

export type AddPropInput = CreatePropDto;

export function addProp(input: AddPropInput): Promise<Outcome<PropCreated>> {
  return outcome(() => api.post(PROPS_PATH, input, { timeoutMs: UPLOAD_TIMEOUT_MS }));
}
