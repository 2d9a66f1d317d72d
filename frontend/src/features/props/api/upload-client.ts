/** The props' writes that carry a data-URL of a whole photo: more time than the default 10 s. */
import { createApiClient } from '../../../lib/api-client';

export const UPLOAD_TIMEOUT_MS = 120_000;

export const uploadClient = createApiClient({ timeoutMs: UPLOAD_TIMEOUT_MS });
