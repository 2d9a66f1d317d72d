/** Calls of the props feature (spec §7; ARCHITECTURE §4: images are ImageRefs). */
import { api, ApiError } from '../../../lib/api-client';
import type { ImageRef } from '../../../lib/api-schema';

export interface PropItem {
  _id: string;
  name: string;
  image: ImageRef | null;
  /** Rupees. */
  price: number;
  /** Earned so far, rupees. */
  calculatePrice: number;
  pricePaise: number;
  earnedPaise: number;
  /** dd/mm/yyyy */
  date: string;
  /** dd/mm/yyyy of its removal (only in the admins' "show removed" list). */
  removedOn?: string | null;
}

export interface WorkerPhoto {
  image: ImageRef | null;
  userId: string;
  username: string;
  takenAt: string;
}

export interface PropDayRow {
  propertyId: string;
  name: string;
  date: string;
  price: number;
  adminImage: ImageRef | null;
  userUplodedImages: WorkerPhoto[];
}

export interface PropsDayPage {
  Total_properties: number;
  hasMore: boolean;
  currentPage: number;
  responseData: PropDayRow[];
  userPhoto: WorkerPhoto[];
}

export interface PropsPage {
  data: PropItem[];
  hasMore: boolean;
  currentPage: number;
}

export const PAGE_SIZE = 10;
/** Uploads carry a data-URL of a whole photo: more time than the default 10 s. */
const UPLOAD_TIMEOUT_MS = 120_000;

export type Outcome<T> = { ok: true; data: T; message?: string } | { ok: false; message?: string; status?: number };

function messageOf(data: unknown): string | undefined {
  const m = (data as { message?: unknown } | null)?.message;
  return typeof m === 'string' ? m : undefined;
}

async function call<T>(run: () => Promise<{ status: number; ok: boolean; data: unknown }>): Promise<Outcome<T>> {
  try {
    const res = await run();
    if (res.ok) return { ok: true, data: res.data as T, message: messageOf(res.data) };
    return { ok: false, message: messageOf(res.data), status: res.status };
  } catch (e) {
    return { ok: false, message: e instanceof ApiError ? e.message : undefined };
  }
}

export interface AddPropInput {
  name: string;
  price: number | string;
  /** dd/mm/yyyy (the server sets its own today regardless). */
  date: string;
  image: string;
}

export function addProp(input: AddPropInput): Promise<Outcome<{ property: PropItem }> & { status?: number }> {
  return call(() => api.post('/api/props', input, { timeoutMs: UPLOAD_TIMEOUT_MS }));
}

export function getStudioToday(): Promise<Outcome<{ today: string }>> {
  return call(() => api.get('/api/props/today'));
}

export function fetchPropsDay(selectedDate: string, page: number): Promise<Outcome<PropsDayPage>> {
  return call(() => api.post('/api/props/fetch', { selectedDate, page, limit: PAGE_SIZE }));
}

export function listPropsPage(page: number, search: string, withRemoved = false): Promise<Outcome<PropsPage>> {
  return call(() => api.get('/api/props/images', { query: { page, limit: PAGE_SIZE, search: search || undefined, removed: withRemoved ? 'include' : undefined } }));
}

/** The plain list (Utilize). The body is checked by the caller: it must be an array. */
export function listAllProps(search: string): Promise<Outcome<unknown>> {
  return call(() => api.get('/api/props/images', { query: { search: search || undefined } }));
}

export function calculatePrices(selectedIds: string[], totalAmount: number): Promise<Outcome<{ properties: PropItem[] }>> {
  return call(() => api.post('/api/props/calculate-prices', { selectedIds, totalAmount }));
}
