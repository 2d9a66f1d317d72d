import { Injectable } from '@nestjs/common';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ContentVersionService } from '../content/content-version.service';

/** Longest a process serves the site's settings from memory: every replica shows a change within this. */
export const SITE_CACHE_MAX_MS = 1000;

/**
 * The one place the site's public data is cached in this process, and told of a change. A write bumps the shared
 * content version (every replica's cached pages and answers turn stale within about a second) and drops this
 * process's copy at once; a copy is keyed by that version and never kept longer than SITE_CACHE_MAX_MS anyway.
 */
@Injectable()
export class SiteFreshness {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, { until: number; value: Promise<unknown> }>();

  constructor(
    private readonly content: ContentVersionService,
    @InjectConfig() config: AppConfig,
  ) {
    this.ttlMs = Math.min(SITE_CACHE_MAX_MS, config.publicCacheTtlMs);
  }

  cached<T>(name: string, load: () => Promise<T>): Promise<T> {
    // The version is read before the data, so data read while a write lands is keyed by the older version.
    const key = `${this.content.current()}|${name}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as Promise<T>;
    const value = load();
    if (this.ttlMs > 0) {
      for (const [k, e] of this.entries) if (e.until <= now || k.endsWith(`|${name}`)) this.entries.delete(k);
      this.entries.set(key, { until: now + this.ttlMs, value });
      // A failed read is not kept: the next request tries again.
      value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    }
    return value;
  }

  /** After any committed write to public site data. */
  async changed(): Promise<void> {
    this.entries.clear();
    await this.content.bump();
  }
}
