/**
 * The studio's booking settings (docs/architecture.md §13), stored as part `booking` of the site settings row.
 * Import-free, so the frontend may import these shapes too.
 */
export interface BookingSettings {
  enabled: boolean;
  /** A UPI address such as studio@okaxis ('' until the studio sets it). */
  upiId: string;
  upiName: string;
  /** 0 = Sunday. */
  openDays: number[];
  /** 'HH:MM' in the studio's time zone. */
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  /** yyyy-mm-dd. */
  blackoutDates: string[];
  holdMinutes: number;
  newbornPerWeek: number;
  leadDays: number;
  horizonDays: number;
  /** A reported payment staff have not confirmed for this long is flagged ("To send today", the Bookings page). */
  reportedCheckHours: number;
  /** ...and after this long it is released: the booking becomes expired and frees its time (staff may restore it). */
  reportedReleaseHours: number;
}

/** Admin only: the secret of the studio's calendar feed (GET /api/admin/bookings/calendar.ics?token=). */
export interface BookingSettingsAdmin extends BookingSettings {
  calendarToken: string;
}

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  enabled: true,
  upiId: '',
  upiName: '',
  openDays: [0, 1, 2, 3, 4, 5, 6],
  opensAt: '09:00',
  closesAt: '21:00',
  slotMinutes: 30,
  blackoutDates: [],
  holdMinutes: 30,
  newbornPerWeek: 4,
  leadDays: 1,
  horizonDays: 90,
  reportedCheckHours: 24,
  reportedReleaseHours: 72,
};

/** The stored part over the defaults (a first run stores only the calendar token). */
export function bookingSettingsFrom(stored: Partial<BookingSettingsAdmin> | null | undefined): BookingSettingsAdmin {
  return { ...DEFAULT_BOOKING_SETTINGS, calendarToken: '', ...(stored ?? {}) };
}

/** What GET /api/site shows: everything but the calendar token. */
export function publicBookingSettings(s: BookingSettingsAdmin): BookingSettings {
  const { calendarToken: _secret, ...rest } = s;
  return rest;
}
