/** GET /api/props/images without `page` (staff, Utilize): every prop in use, optionally searched. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { PropView } from '../../../lib/api-schema';
import { PROPS_LIST_PATH } from './get-props-page';

export type AllPropsKey = readonly [typeof PROPS_LIST_PATH, string];

/** The body must be an array; anything else is this error (the page says so rather than "could not fetch"). */
export class InvalidPropsFormatError extends Error {
  constructor() {
    super('Invalid data format received from server');
  }
}

export async function fetchAllProps([, search]: AllPropsKey): Promise<PropView[]> {
  const body = await read(client.GET(PROPS_LIST_PATH, { params: { query: { search: search || undefined } } }));
  if (!Array.isArray(body)) throw new InvalidPropsFormatError();
  return body;
}

export function useAllProps(search: string, onError: (err: Error) => void) {
  return useSWR([PROPS_LIST_PATH, search] as AllPropsKey, fetchAllProps, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    // While a new search is on its way the grid keeps the last answer (no flash of "No Properties Found").
    keepPreviousData: true,
    onError,
  });
}
