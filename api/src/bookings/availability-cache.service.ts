import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import { ContentVersionService } from '../content/content-version.service';
import { PreparedJson } from '../common/prepared-json';
import { BookingsRepository } from '@studio/core/bookings/bookings.repository';

/** Longest an availability answer is reused: a booking made through another api replica (or expired by the worker) shows within this. */
export const AVAILABILITY_CACHE_MAX_MS = 1000;

/**
 * GET /api/booking/availability answers, serialized once and reused for at most a second (docs/architecture.md §10:
 * 62 days at 50 connections). Keyed by the content version (settings and packages), the count of this process's
 * booking writes (so any booking write here makes the next read miss at once) and the query. Availability is advice:
 * the database alone decides who gets a slot.
 */
@Injectable()
export class AvailabilityCache {
  private readonly entries?: LRUCache<string, Promise<PreparedJson>>;

  constructor(
    private readonly content: ContentVersionService,
    private readonly bookings: BookingsRepository,
    @InjectConfig() config: AppConfig,
  ) {
    const ttl = Math.min(AVAILABILITY_CACHE_MAX_MS, config.publicCacheTtlMs);
    if (ttl > 0) this.entries = new LRUCache({ max: 1000, ttl });
  }

  get(query: object, load: () => Promise<unknown>): Promise<PreparedJson> {
    if (!this.entries) return load().then((v) => new PreparedJson(v));
    const key = `${this.content.current()}|${this.bookings.writes}|${JSON.stringify(query)}`;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load().then((v) => new PreparedJson(v));
    this.entries.set(key, value);
    // A refusal (400/404) or a failed read is not kept.
    value.catch(() => this.entries?.get(key) === value && this.entries.delete(key));
    return value;
  }
}
