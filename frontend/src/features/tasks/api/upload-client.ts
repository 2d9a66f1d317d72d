/** The task's writes carry photos as data-URLs: more time than the default 10 s. */
import { createApiClient } from '../../../lib/api-client';

export const UPLOAD_TIMEOUT_MS = 120_000;

export const uploadClient = createApiClient({ timeoutMs: UPLOAD_TIMEOUT_MS });
