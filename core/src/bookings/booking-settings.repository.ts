import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { SiteStudio } from '../site/site-content';
import { bookingSettingsFrom, type BookingSettingsAdmin } from './booking-settings';

/**
 * Reads the booking part of the site settings row and the studio details bookings quote (address, WhatsApp). Writes
 * go through SiteSettingsRepository, the row's one writer (under its lock).
 */
@Injectable()
export class BookingSettingsRepository {
  constructor(private readonly orm: MikroORM) {}

  async read(): Promise<{ booking: BookingSettingsAdmin; studio: SiteStudio | null }> {
    const rows = await this.orm.em
      .fork()
      .getConnection()
      .execute<{ booking: unknown; studio: unknown }[]>(`select booking, studio from site_settings where id = 1`, [], 'all');
    const parse = <T>(v: unknown): T | null => (v == null ? null : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
    return { booking: bookingSettingsFrom(parse<Partial<BookingSettingsAdmin>>(rows[0]?.booking)), studio: parse<SiteStudio>(rows[0]?.studio) };
  }
}
