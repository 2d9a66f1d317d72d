import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { SiteChange, SiteSettings } from '@studio/core/entities/site-settings.entity';
import { Testimonial } from '@studio/core/entities/testimonial.entity';
import type { SiteSettingsData } from '@studio/core/site/site-content';

export interface ChangeRecord {
  subject: 'settings' | 'testimonial';
  subjectId?: string | null;
  action: 'update' | 'create' | 'delete';
  user: { id: string; username: string };
  changes: SiteChange['changes'];
}

/** site_settings (one row), its change record and the first run's seed. */
@Injectable()
export class SiteSettingsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A fresh read (own context): the public cache and the page renderer call this outside any request's unit. */
  async read(): Promise<SiteSettings | null> {
    return this.em.fork().findOne(SiteSettings, { id: 1 });
  }

  /**
   * First run only: writes the settings and the spec's testimonials when no settings row exists yet. Several
   * processes may start at once: the insert is conflict-free and only its winner adds the testimonials.
   */
  async seedIfMissing(data: SiteSettingsData, testimonials: Array<Omit<Testimonial, 'id' | 'photo' | 'position' | 'createdAt' | 'updatedAt'>>): Promise<boolean> {
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
      testimonials.forEach((t, position) => em.persist(em.create(Testimonial, { ...t, id: randomUUID(), photo: null, position, createdAt: new Date(), updatedAt: new Date() })));
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
