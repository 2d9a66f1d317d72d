import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { randomBytes, randomUUID } from 'node:crypto';
import { SiteChange, SiteSettings } from '../entities/site-settings.entity';
import type { SiteSettingsData } from './site-content';
import { TestimonialsRepository, type SeedTestimonial } from './testimonials.repository';

export interface ChangeRecord {
  subject: 'settings' | 'testimonial';
  subjectId?: string | null;
  action: 'update' | 'create' | 'delete';
  user: { id: string; username: string };
  changes: SiteChange['changes'];
}

/**
 * The one writer of `site_settings` (one row: the studio, claims, campaign and the booking part), its change record
 * and the first run's seed. Every write takes the row's lock, so concurrent saves (and a calendar-token rotation) queue.
 */
@Injectable()
export class SiteSettingsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly testimonials: TestimonialsRepository,
  ) {}

  /** A fresh read (own context): the public cache and the page renderer call this outside any request's unit. */
  async read(): Promise<SiteSettings | null> {
    return this.em.fork().findOne(SiteSettings, { id: 1 });
  }

  /**
   * First run only: writes the settings and the spec's testimonials when no settings row exists yet. Several
   * processes may start at once: the insert is conflict-free and only its winner adds the testimonials.
   */
  async seedIfMissing(data: SiteSettingsData, testimonials: SeedTestimonial[]): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const res = await em
        .getConnection()
        .execute(
          `insert into "site_settings" ("id", "studio", "claims", "campaign") values (1, ?, ?, ?) on conflict ("id") do nothing`,
          [JSON.stringify(data.studio), JSON.stringify(data.claims), JSON.stringify(data.campaign)],
          'run',
          em.getTransactionContext(),
        );
      if (!(res as { affectedRows?: number }).affectedRows) return false;
      this.testimonials.seed(em, testimonials);
      await em.flush();
      return true;
    });
  }

  /** Saves the new settings and the record of the change in one transaction (row-locked: concurrent saves queue). */
  async save(apply: (current: SiteSettings) => ChangeRecord | null): Promise<SiteSettings> {
    return this.em.fork().transactional(async (em) => {
      const current = await em.findOneOrFail(SiteSettings, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const change = apply(current);
      if (change) {
        current.updatedAt = new Date();
        current.updatedBy = change.user.id;
        em.persist(this.changeRow(em, change));
      }
      await em.flush();
      return current;
    });
  }

  /** A new secret for the studio's calendar feed (part `booking`; the old link stops working), under the row's lock. */
  async rotateCalendarToken(): Promise<string> {
    const token = randomBytes(24).toString('base64url');
    await this.em.fork().transactional(async (em) => {
      const conn = em.getConnection();
      const ctx = em.getTransactionContext();
      await conn.execute(`select id from site_settings where id = 1 for update`, [], 'all', ctx);
      await conn.execute(`update site_settings set booking = booking || jsonb_build_object('calendarToken', ?::text), updated_at = now() where id = 1`, [token], 'run', ctx);
    });
    return token;
  }

  recordChange(change: ChangeRecord): void {
    this.em.persist(this.changeRow(this.em, change));
  }

  private changeRow(em: EntityManager, c: ChangeRecord): SiteChange {
    return em.create(SiteChange, {
      id: randomUUID(),
      subject: c.subject,
      subjectId: c.subjectId ?? null,
      action: c.action,
      userId: c.user.id,
      username: c.user.username,
      changes: c.changes,
      at: new Date(),
    });
  }

  recentChanges(limit: number): Promise<SiteChange[]> {
    return this.em.find(SiteChange, {}, { orderBy: { at: 'desc', id: 'desc' }, limit });
  }
}
