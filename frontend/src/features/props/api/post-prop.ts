/** POST /api/props (admin): a new prop with its photo (a data-URL) -> { property }. */
import { api } from '../../../lib/api-client';
import type { PropCreated } from '../../../lib/api-schema';
import { outcome, UPLOAD_TIMEOUT_MS, type Outcome } from './props-outcome';

export const PROPS_PATH = '/api/props';

export interface AddPropInput {
  name: string;
  price: number | string;
  /** dd/mm/yyyy (the server sets its own today regardless). */
  date: string;
  image: string;
}

export function addProp(input: AddPropInput): Promise<Outcome<PropCreated>> {
  return outcome(() => api.post(PROPS_PATH, input, { timeoutMs: UPLOAD_TIMEOUT_MS }));
}
