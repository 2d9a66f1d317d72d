/**
 * How the booking pages (the parents' and the studio's) say money, days and times. The studio is in India: amounts in rupees (en-IN, 2 decimals),
 * days and times in the studio's zone, whatever zone the phone is set to.
 */
import { UTR_DIGITS, UTR_PATTERN } from '@studio/rules/field-rules';

export const STUDIO_ZONE = 'Asia/Kolkata';

/**
 * 150000 → '₹1,500', 12345678 → '₹1,23,456.78' (Indian grouping; paise only where there are some, as a price tag
 * in an Indian shop says it). By hand rather than Intl.NumberFormat: the same
 * text on the server and every browser, and no currency formatter to build while a phone hydrates the page.
 */
export function formatRupees(paise: number): string {
  const abs = Math.abs(Math.round(paise));
  const whole = String(Math.floor(abs / 100));
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${last3}` : last3;
  const cents = abs % 100;
  return `${paise < 0 ? '-' : ''}₹${grouped}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** '14:30' → '2:30 pm' (the studio's clock, no zone conversion). */
export function formatSlot(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'yyyy-mm-dd' → 'Tue, 1 Dec 2026' (a calendar date, read as such; the same words on the server and every browser). */
export function formatDay(date: string, opts: { year?: boolean } = { year: true }): string {
  const [y, mo, d] = date.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()];
  return `${weekday}, ${d} ${MONTHS[mo - 1]}${opts.year ? ` ${y}` : ''}`;
}

/** An instant (the hold's end) as the studio's clock time: '2026-12-01T09:00:00Z' → '2:30 pm'. */
export function formatInstantTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: STUDIO_ZONE }).format(new Date(iso)).toLowerCase();
}

/** The studio's date now (or at `at`), 'yyyy-mm-dd'. */
export function studioToday(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: STUDIO_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** 'yyyy-mm-dd' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 'HH:MM' plus minutes, on the same day's clock. */
export function addMinutes(hhmm: string, minutes: number): string {
  const [h, m] = hhmm.split(':').map(Number);
  const t = h * 60 + m + minutes;
  return `${String(Math.floor(t / 60)).padStart(2, '0')}:${String(t % 60).padStart(2, '0')}`;
}

/** '90 minutes' → '1 hr 30 min'. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

export type BookingStatus = 'held' | 'payment_reported' | 'requested' | 'confirmed' | 'completed' | 'cancelled' | 'expired';

/** A booking's status in the parents' words (the staff pages use them too). */
export const STATUS_LABEL: Record<BookingStatus, string> = {
  held: 'Waiting for the advance',
  payment_reported: 'Payment reported: the studio is checking it',
  requested: 'Requested: the studio will confirm it',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired: the time was released',
};

/** A 12-digit UPI reference (UTR), spaces and dashes allowed while typing. */
export const normaliseUtr = (raw: string) => raw.replace(/\D/g, '').slice(0, UTR_DIGITS);
export const isUtr = (utr: string) => UTR_PATTERN.test(utr);

/** Whole hours from now until a booking's start (studio time), negative once it has begun. */
export function hoursUntil(date: string, start: string, now: Date = new Date()): number {
  // India has no daylight saving: the studio's clock is UTC+05:30 all year.
  const at = Date.parse(`${date}T${start}:00+05:30`);
  return (at - now.getTime()) / 3_600_000;
}
