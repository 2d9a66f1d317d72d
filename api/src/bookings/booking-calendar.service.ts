import { Injectable } from '@nestjs/common';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { AppConfig } from '@studio/core/config/app-config';
import { InjectConfig } from '@studio/core/nest/core.module';
import type { BookingRow } from '@studio/core/bookings/booking-row';
import { zonedParts } from '@studio/core/bookings/booking-time';

/** iCalendar files (ical-generator): the parents' one event and the studio's feed; times in the studio's time zone. */
@Injectable()
export class BookingCalendar {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  render(rows: BookingRow[], place: { name: string; address: string }, opts: { name: string; staff: boolean }): string {
    const tz = this.config.timezone;
    // The zone's VTIMEZONE rides along (RFC 5545 wants one for every TZID; Outlook shows times wrong without it).
    const cal = ical({ name: opts.name, timezone: { name: tz, generator: getVtimezoneComponent }, prodId: { company: place.name, product: 'bookings', language: 'EN' } });
    for (const b of rows) {
      if (!b.date || !b.start || !b.startsAt || !b.endsAt) continue;
      const end = zonedParts(b.endsAt, tz);
      // Local wall-clock strings: ical-generator writes them as given with TZID (a Date would be written in UTC digits).
      cal.createEvent({
        id: `${b.reference}@${new URL(this.config.publicBaseUrl).hostname}`,
        start: `${b.date}T${b.start}:00`,
        end: `${end.date}T${end.time}:00`,
        timezone: tz,
        summary: opts.staff ? `${b.packageName}: ${b.name} (${b.reference})` : `${b.packageName} at ${place.name}`,
        location: place.address,
        description: opts.staff
          ? `${b.name}, ${b.phone}${b.email ? `, ${b.email}` : ''}. Status: ${b.status}. Ref ${b.reference}.${b.notes ? ` Notes: ${b.notes}` : ''}`
          : `Booking ${b.reference}. Manage it: ${this.config.publicBaseUrl}/booking/${b.manageToken}`,
        url: opts.staff ? undefined : `${this.config.publicBaseUrl}/booking/${b.manageToken}`,
      });
    }
    return cal.toString();
  }
}
