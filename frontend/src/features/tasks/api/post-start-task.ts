/** POST /api/property-photos/start (field worker): today's selfie starts the task -> the props to photograph. */
import { toResult } from '../../../lib/api-result';
import { uploadClient } from './upload-client';

export const NEEDS_NETWORK = 'Starting the day needs a network. Connect to mobile data or Wi-Fi, then save your photo again.';

/** The task's own words when the server gives none, or no answer came. */
export const startTask = (userPhoto: string) => toResult(uploadClient.POST('/api/property-photos/start', { body: { userPhoto } }), { fallback: NEEDS_NETWORK, offline: NEEDS_NETWORK });
