/** The daily task's calls (spec §7), always for the signed-in worker. */
import { api, ApiError } from '../../../lib/api-client';
import type { ImageRef } from '../../../lib/api-schema';
import type { TaskProp } from '../components/task-machine';

export type Outcome<T> = { ok: true; data: T } | { ok: false; message?: string };

/** Photos travel as data-URLs: more time than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

async function call<T>(run: () => Promise<{ ok: boolean; data: unknown }>): Promise<Outcome<T>> {
  try {
    const res = await run();
    if (res.ok) return { ok: true, data: res.data as T };
    const m = (res.data as { message?: unknown } | null)?.message;
    return { ok: false, message: typeof m === 'string' ? m : undefined };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError && e.kind !== 'network' && e.kind !== 'timeout' ? e.message : undefined };
  }
}

export const checkToday = () => call<{ hasPhotoToday: boolean; userPhoto: ImageRef | null }>(() => api.get('/api/property-photos/check-today'));

export const remainingProps = () => call<TaskProp[]>(() => api.get('/api/property-photos/all'));

export const startDay = (userPhoto: string) =>
  call<{ properties: TaskProp[]; userPhoto: ImageRef | null }>(() => api.post('/api/property-photos/start', { userPhoto }, { timeoutMs: UPLOAD_TIMEOUT_MS }));

export const savePropPhoto = (propertyId: string, propertyPhoto: string) =>
  call<{ remaining: number }>(() => api.post('/api/property-photos/save', { propertyId, propertyPhoto }, { timeoutMs: UPLOAD_TIMEOUT_MS }));
