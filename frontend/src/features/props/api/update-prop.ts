/** PATCH /api/props/:id (admin): fix a prop's name, price or photo (a data-URL). */
import { api, ApiError } from '../../../lib/api-client';
import type { PropUpdated, UpdatePropDto } from '../../../lib/api-schema';

/** The price may go as typed: the server reads a numeric string as the number (MoneyInput). */
export type PropPatch = Omit<UpdatePropDto, 'price'> & { price?: UpdatePropDto['price'] | string };

export type PropSaveResult = { ok: true; data: PropUpdated } | { ok: false; message: string; fields: Record<string, string> };

export async function updateProp(id: string, patch: PropPatch): Promise<PropSaveResult> {
  try {
    const res = await api.patch<PropUpdated>(`/api/props/${encodeURIComponent(id)}`, patch, { timeoutMs: 120_000 });
    if (res.ok) return { ok: true, data: res.data };
    const body = res.data as unknown as { message?: string; fields?: Record<string, string> } | null;
    return { ok: false, message: body?.message || 'Could not save the prop.', fields: body?.fields ?? {} };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError && e.kind === 'server' ? e.message : 'Could not save the prop. Please try again.', fields: {} };
  }
}
