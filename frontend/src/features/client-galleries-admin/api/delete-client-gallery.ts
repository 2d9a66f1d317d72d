/** DELETE /api/admin/client-galleries/{id} — rows, originals, variants and ZIPs. */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';
import { NO_CONNECTION } from './client-galleries-admin-types';

export const deleteClientGallery = (id: string) =>
  toResult(client.DELETE('/api/admin/client-galleries/{id}', { params: { path: { id } } }), { fallback: 'Could not delete the gallery', offline: NO_CONNECTION });
