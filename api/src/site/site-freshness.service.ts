import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';

/** Longest a process serves the site's settings from memory: every replica shows a change within this. */
export const SITE_CACHE_MAX_MS = 1000;

/**
 * The one place the site's public data is cached in this process, and told of a change. A write in this
 * process drops the copy at once; other replicas' copies expire within SITE_CACHE_MAX_MS.
 */
@Injectable()
export class SiteFreshness {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(@InjectConfig() config: AppConfig) {
    this.ttlMs = Math.min(SITE_CACHE_MAX_MS, config.publicCacheTtlMs);
  }

  cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    if (this.ttlMs > 0) {
      this.entries.set(key, { until: now + this.ttlMs, value });
      // A failed read is not kept: the next request tries again.
      value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    }
    return value;
  }

  /** After any write to public site data. */
  async changed(): Promise<void> {
    this.entries.clear();
  }
}
