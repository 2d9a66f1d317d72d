/** GET /api/admin/privacy/retention (admin): the settings, the daily job's last runs and the galleries soon erased. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const RETENTION_KEY = '/api/admin/privacy/retention' satisfies keyof paths;

export const useRetention = () => useSWR(RETENTION_KEY, () => read(client.GET(RETENTION_KEY)));
