/** DELETE /api/props/:id (admin): soft removal (past days keep the prop, its photos and earnings). */
import { api, ApiError } from '../../../lib/api-client';
import type { Message } from '../../../lib/api-schema';

export async function deleteProp(id: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const res = await api.delete<Message>(`/api/props/${encodeURIComponent(id)}`);
    if (res.ok) return { ok: true };
    return { ok: false, message: (res.data as { message?: string } | null)?.message || 'Could not remove the prop.' };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError && e.kind === 'server' ? e.message : 'Could not remove the prop. Please try again.' };
  }
}
