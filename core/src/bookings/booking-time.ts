/**
 * Wall-clock arithmetic in the studio's time zone (docs/architecture.md §13): dates are 'yyyy-mm-dd', times 'HH:MM'.
 * Pure functions over Intl; no date library.
 */

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timezone: string): Intl.DateTimeFormat {
  let f = offsetFormatters.get(timezone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormatters.set(timezone, f);
  }
  return f;
}

/** Offsets by zone and quarter hour (every zone's changes fall on a quarter hour); bounded. */
const offsetMemo = new Map<string, number>();
const QUARTER_MS = 15 * 60_000;

/** The zone's offset from UTC at this instant, in minutes (IST: 330). */
export function zoneOffsetMinutes(timezone: string, at: Date): number {
  const key = `${timezone}|${Math.floor(at.getTime() / QUARTER_MS)}`;
  let offset = offsetMemo.get(key);
  if (offset === undefined) {
    if (offsetMemo.size > 50_000) offsetMemo.clear();
    offset = lookUpOffset(timezone, new Date(Math.floor(at.getTime() / QUARTER_MS) * QUARTER_MS));
    offsetMemo.set(key, offset);
  }
  return offset;
}

function lookUpOffset(timezone: string, at: Date): number {
  const p: Record<string, number> = {};
  for (const part of partsFormatter(timezone).formatToParts(at)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

/** The instant of a wall-clock date and time in the zone. */
export function zonedInstant(date: string, time: string, timezone: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset across a change (none in India; kept general for other zones).
  let offset = zoneOffsetMinutes(timezone, new Date(guess));
  offset = zoneOffsetMinutes(timezone, new Date(guess - offset * 60000));
  return new Date(guess - offset * 60000);
}

/** The wall-clock date and time of an instant in the zone. */
export function zonedParts(at: Date, timezone: string): { date: string; time: string } {
  const local = new Date(at.getTime() + zoneOffsetMinutes(timezone, at) * 60000);
  const iso = local.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export function addDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The Monday of the date's week (weeks run Monday to Sunday). */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

export function minutesOfDay(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);
}
