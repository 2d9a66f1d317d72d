/**
 * The batch in localStorage under the caller's key (one per upload target: the gallery, each client gallery), so a
 * reload can resume it (File handles cannot be kept: rows come back as needs-file).
 */
import type { BatchItem, BatchState } from './upload-batch-reducer';

export type BatchStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Persisted {
  v: 1;
  startedAt?: number;
  items: BatchItem[];
}

/** What survives a reload: everything but File handles and in-flight byte counts. */
export function serializeBatch(state: BatchState): string | null {
  if (!state.items.length) return null;
  const items = state.items.map(({ fileKey: _f, loaded: _l, retryAt: _r, ...rest }) => ({ ...rest, loaded: 0, attempts: rest.attempts }));
  return JSON.stringify({ v: 1, startedAt: state.startedAt, items } satisfies Persisted);
}

export function deserializeBatch(raw: string | null): { items: BatchItem[]; startedAt?: number } | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Persisted;
    if (!data || data.v !== 1 || !Array.isArray(data.items)) return null;
    const items = data.items.filter(
      (it) => it && typeof it.id === 'string' && typeof it.name === 'string' && typeof it.size === 'number' && typeof it.status === 'string',
    );
    return { items, startedAt: data.startedAt };
  } catch {
    return null;
  }
}

/** The batch saved under `key`; null when there is none or storage cannot be read (private mode). */
export function loadBatch(storage: BatchStorage | null, key: string): { items: BatchItem[]; startedAt?: number } | null {
  try {
    return deserializeBatch(storage?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

/** Keeps the batch under `key` (an empty batch removes it); a full or unavailable storage only loses the resume. */
export function saveBatch(storage: BatchStorage | null, key: string, state: BatchState): void {
  const raw = serializeBatch(state);
  try {
    if (raw) storage?.setItem(key, raw);
    else storage?.removeItem(key);
  } catch {
    /* quota or private mode: the batch still runs, it just cannot resume after a reload */
  }
}
