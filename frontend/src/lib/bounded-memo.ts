/**
 * A least-recently-used memo bounded by entry count and by total size (docs/architecture.md §8: every cache keyed by
 * request data is bounded). The server renderer keys its memo by path, so a flood of made-up `/g/{slug}` paths
 * must evict old entries instead of growing the process. A Map keeps insertion order: a hit is moved to the end,
 * and the oldest entries are dropped from the front. No dependency: the SSR bundle is self-contained and the
 * root's hoisted lru-cache is an old major.
 */
export class BoundedMemo<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly sizeOf: (value: V, key: string) => number,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The sum of the kept entries' sizes. */
  get totalSize(): number {
    return this.total;
  }

  get(key: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  /** Keeps the value unless it alone is larger than the whole bound; then evicts the least recently used. */
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.sizeOf(value, key);
    if (size > this.maxSize) return;
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.total <= this.maxSize) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    this.total -= hit.size;
  }
}
