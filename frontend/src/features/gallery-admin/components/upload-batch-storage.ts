/** The batch in localStorage, so a reload can resume it (File handles cannot be kept: rows come back as needs-file). */
import type { BatchItem, BatchState } from './upload-batch-reducer';

export const BATCH_STORAGE_KEY = 'studio.gallery-upload-batch.v1';

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
