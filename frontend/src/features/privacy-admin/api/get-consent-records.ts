/** GET /api/admin/privacy/consents (admin): every recorded choice, newest first. */
import useSWR from 'swr';
import { client, read } from '../../../lib/api-client';
import type { paths } from '../../../lib/api-schema';

export const CONSENT_RECORDS_KEY = '/api/admin/privacy/consents' satisfies keyof paths;

export const useConsentRecords = () => useSWR(CONSENT_RECORDS_KEY, () => read(client.GET(CONSENT_RECORDS_KEY)));
