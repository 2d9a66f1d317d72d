/** Shared by the admin media action calls: resolves { ok, message } and never throws. */
import type { MediaKind } from './get-admin-media';

export type ActionResult = { ok: boolean; message?: string };

export const mediaPath = (kind: MediaKind, id: string) => `/api/admin/media/${kind}/${encodeURIComponent(id)}`;

export async function toActionResult(p: Promise<{ ok: boolean; data: unknown }>, fallback: string): Promise<ActionResult> {
  try {
    const res = await p;
    const message = (res.data as { message?: string } | null)?.message;
    return res.ok ? { ok: true, message } : { ok: false, message: message || fallback };
  } catch (err) {
    return { ok: false, message: err instanceof Error && err.message ? err.message : fallback };
  }
}
