import type { BookingSettings } from './booking-settings';
import { addDays, minutesOfDay, timeOfDay, weekday, zonedInstant } from './booking-time';

export interface AvailabilitySlot {
  start: string;
  available: boolean;
}
export interface AvailabilityDay {
  date: string;
  slots: AvailabilitySlot[];
}

/** A booked time, as instants (ms). */
export interface BusyRange {
  start: number;
  end: number;
}

type Rules = Pick<BookingSettings, 'openDays' | 'opensAt' | 'closesAt' | 'slotMinutes' | 'blackoutDates' | 'leadDays' | 'horizonDays'>;

/** A package's length on the grid: whole slots, rounded up (a change of slotMinutes never refuses a package). */
export function blockMinutes(durationMinutes: number, slotMinutes: number): number {
  return Math.ceil(durationMinutes / slotMinutes) * slotMinutes;
}

/** The days a booking may take: today + leadDays .. today + horizonDays, or a given window (a newborn's 5-14 days). */
export function bookableWindow(rules: Rules, today: string, window?: { from: string; to: string }): { from: string; to: string } {
  const earliest = addDays(today, rules.leadDays);
  if (window) return { from: window.from > earliest ? window.from : earliest, to: window.to };
  return { from: earliest, to: addDays(today, rules.horizonDays) };
}

/** Slot starts of an open day: from opensAt every slotMinutes, none ending after closesAt. */
export function slotStarts(rules: Rules, block: number): string[] {
  const open = minutesOfDay(rules.opensAt);
  const close = minutesOfDay(rules.closesAt);
  const out: string[] = [];
  for (let m = open; m + block <= close; m += rules.slotMinutes) out.push(timeOfDay(m));
  return out;
}

export function isOpenDay(rules: Rules, date: string): boolean {
  return rules.openDays.includes(weekday(date)) && !rules.blackoutDates.includes(date);
}

/**
 * Whether a date and start are on the grid and within the bookable days (not whether the time is free: the
 * database decides that). `now` keeps a same-day slot (leadDays 0) from starting in the past.
 */
export function isBookableSlot(
  rules: Rules,
  p: { today: string; date: string; start: string; durationMinutes: number; timezone: string; now: number; window?: { from: string; to: string } },
): boolean {
  const w = bookableWindow(rules, p.today, p.window);
  if (p.date < w.from || p.date > w.to || !isOpenDay(rules, p.date)) return false;
  if (!slotStarts(rules, blockMinutes(p.durationMinutes, rules.slotMinutes)).includes(p.start)) return false;
  return zonedInstant(p.date, p.start, p.timezone).getTime() > p.now;
}

/**
 * GET /api/booking/availability: each open day in [from, to] ∩ the bookable days with its slots; a slot is
 * unavailable when a live booking overlaps [start, start + block) or it has already begun. `busy` sorted by start,
 * non-overlapping (the database's exclusion constraint keeps them so).
 */
export function computeAvailability(
  rules: Rules,
  p: { today: string; from: string; to: string; durationMinutes: number; timezone: string; now: number; busy: BusyRange[]; window?: { from: string; to: string } },
): AvailabilityDay[] {
  const w = bookableWindow(rules, p.today, p.window);
  const from = p.from > w.from ? p.from : w.from;
  const to = p.to < w.to ? p.to : w.to;
  const block = blockMinutes(p.durationMinutes, rules.slotMinutes);
  const starts = slotStarts(rules, block);
  const days: AvailabilityDay[] = [];
  let i = 0;
  const startMinutes = starts.map(minutesOfDay);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (!isOpenDay(rules, date)) continue;
    const slots: AvailabilitySlot[] = [];
    // Two zone look-ups a day, not two a slot: within a day without an offset change a slot is midnight + minutes.
    const midnight = zonedInstant(date, '00:00', p.timezone).getTime();
    const steady = zonedInstant(addDays(date, 1), '00:00', p.timezone).getTime() - midnight === 86_400_000;
    for (let k = 0; k < starts.length; k++) {
      const start = starts[k];
      const s = steady ? midnight + startMinutes[k] * 60_000 : zonedInstant(date, start, p.timezone).getTime();
      const e = s + block * 60_000;
      while (i < p.busy.length && p.busy[i].end <= s) i++;
      const taken = i < p.busy.length && p.busy[i].start < e;
      slots.push({ start, available: !taken && s > p.now });
    }
    days.push({ date, slots });
  }
  return days;
}
