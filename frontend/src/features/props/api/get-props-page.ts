/** GET /api/props/images?page= (staff): one page of props, newest first, optionally searched; admins may include removed ones. */
import { api } from '../../../lib/api-client';
import type { PropsPage } from '../../../lib/api-schema';
import { outcome, PAGE_SIZE, type Outcome } from './props-outcome';

export const PROPS_LIST_PATH = '/api/props/images';

export function listPropsPage(page: number, search: string, withRemoved = false): Promise<Outcome<PropsPage>> {
  return outcome(() => api.get(PROPS_LIST_PATH, { query: { page, limit: PAGE_SIZE, search: search || undefined, removed: withRemoved ? 'include' : undefined } }));
}
