/** DELETE /api/props/:id (admin): soft removal (past days keep the prop, its photos and earnings). */
import { client } from '../../../lib/api-client';
import { toResult } from '../../../lib/api-result';

export const deleteProp = (id: string) =>
  toResult(client.DELETE('/api/props/{id}', { params: { path: { id } } }), { fallback: 'Could not remove the prop.', offline: 'Could not remove the prop. Please try again.' });
