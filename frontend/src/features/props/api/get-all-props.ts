/** GET /api/props/images without `page` (staff, Utilize): every prop in use, optionally searched. */
import { api } from '../../../lib/api-client';
import { outcome, type Outcome } from './props-outcome';
import { PROPS_LIST_PATH } from './get-props-page';

/** The body is checked by the caller: it must be an array (PropView[]). */
export function listAllProps(search: string): Promise<Outcome<unknown>> {
  return outcome(() => api.get(PROPS_LIST_PATH, { query: { search: search || undefined } }));
}
