/** GET /api/admin/privacy/access-log?subject&from&to (admin): staff reads of a family's data, newest first. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

const PATH = '/api/admin/privacy/access-log' satisfies keyof paths;

export interface AccessLogQuery {
  subject?: string;
  from?: string;
  to?: string;
}

export function useAccessLog(q: AccessLogQuery) {
  const query = Object.fromEntries(Object.entries(q).filter(([, v]) => v)) as AccessLogQuery;
  return useSWR([PATH, query.subject ?? '', query.from ?? '', query.to ?? ''] as const, () => read(client.GET(PATH, { params: { query } })));
}
