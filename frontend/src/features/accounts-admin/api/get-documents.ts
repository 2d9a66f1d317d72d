/** GET /api/admin/documents?from&to (admin): the documents issued in a range of studio dates and their totals per kind. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { AdminDocument, DocumentKindTotals, operations, paths } from '../../../lib/api-schema';

export type { AdminDocument, DocumentKindTotals };
export type DocumentRange = Required<NonNullable<operations['adminDocuments_list']['parameters']['query']>>;

const PATH = '/api/admin/documents' satisfies keyof paths;

export function useAccountDocuments(range: DocumentRange) {
  return useSWR([PATH, range] as const, async ([, query]) => read(client.GET(PATH, { params: { query } })), { keepPreviousData: true });
}
