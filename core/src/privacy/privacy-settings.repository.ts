import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { SiteStudio } from '../site/site-content';
import { privacySettingsFrom, type PrivacySettings } from './privacy-settings';

/** The privacy part of the site settings row, and the studio details the notice falls back on for its contact. */
@Injectable()
export class PrivacySettingsRepository {
  constructor(private readonly orm: MikroORM) {}

  async read(): Promise<{ privacy: PrivacySettings; studio: SiteStudio | null }> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ privacy: unknown; studio: unknown }[]>(`select privacy, studio from site_settings where id = 1`, [], 'all');
    const parse = <T>(v: unknown): T | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
    return { privacy: privacySettingsFrom(parse<Partial<PrivacySettings>>(rows[0]?.privacy)), studio: parse<SiteStudio>(rows[0]?.studio) };
  }
}
