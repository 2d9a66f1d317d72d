/** POST /api/props/fetch (admin, View Prop): one page of the props of a day, with the workers' photos of them. */
import { api } from '../../../lib/api-client';
import type { PropsDayPage } from '../../../lib/api-schema';
import { outcome, PAGE_SIZE, type Outcome } from './props-outcome';

export const PROPS_DAY_PATH = '/api/props/fetch';

export function fetchPropsDay(selectedDate: string, page: number): Promise<Outcome<PropsDayPage>> {
  return outcome(() => api.post(PROPS_DAY_PATH, { selectedDate, page, limit: PAGE_SIZE }));
}
