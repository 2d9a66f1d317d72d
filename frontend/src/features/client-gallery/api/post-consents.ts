/** POST /api/client-galleries/{slug}/consents { portfolio?, reviews? }: gives or withdraws, as easily as either. */
import { publicClient } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import type { ConsentsBodyDto } from '../../../lib/api-schema';
import { NO_CONNECTION } from './client-gallery-types';

export const postConsents = (slug: string, body: ConsentsBodyDto) =>
  toResult(publicClient.POST('/api/client-galleries/{slug}/consents', { params: { path: { slug } }, body }), {
    fallback: 'Could not save your choice. Please try again.',
    offline: NO_CONNECTION,
  });
