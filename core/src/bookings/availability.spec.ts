import { blockMinutes, computeAvailability, isBookableSlot, slotStarts } from './availability';
import { DEFAULT_BOOKING_SETTINGS } from './booking-settings';
import { zonedInstant } from './booking-time';

const TZ = 'Asia/Kolkata';
const rules = { ...DEFAULT_BOOKING_SETTINGS };
const at = (date: string, time: string) => zonedInstant(date, time, TZ).getTime();
// 10:00 IST on Thu 3 Dec 2026 is "now"; today is 2026-12-03.
const now = at('2026-12-03', '10:00');
const base = { today: '2026-12-03', timezone: TZ, now, busy: [] as { start: number; end: number }[] };

describe('availability', () => {
  it('a duration off the grid takes whole slots, rounded up', () => {
    expect(blockMinutes(90, 30)).toBe(90);
    expect(blockMinutes(100, 30)).toBe(120);
    expect(blockMinutes(60, 45)).toBe(90);
  });

  it('slot starts run from opensAt every slotMinutes; none ends after closing', () => {
    const starts = slotStarts(rules, 90);
    expect(starts[0]).toBe('09:00');
    expect(starts.at(-1)).toBe('19:30');
    expect(starts).toHaveLength(22);
    expect(slotStarts({ ...rules, slotMinutes: 45 }, 90).slice(0, 3)).toEqual(['09:00', '09:45', '10:30']);
  });

  it('days: from today + leadDays to today + horizonDays, open days only, no blackout dates', () => {
    const days = computeAvailability(
      { ...rules, openDays: [1, 2, 3, 4, 5], blackoutDates: ['2026-12-08'] },
      { ...base, from: '2026-12-01', to: '2026-12-10', durationMinutes: 60 },
    );
    // 3 Dec is today (leadDays 1): from Fri 4 Dec; Sat 5 and Sun 6 closed; 8 Dec blacked out.
    expect(days.map((d) => d.date)).toEqual(['2026-12-04', '2026-12-07', '2026-12-09', '2026-12-10']);
    const far = computeAvailability({ ...rules, horizonDays: 3 }, { ...base, from: '2026-12-01', to: '2026-12-31', durationMinutes: 60 });
    expect(far.map((d) => d.date)).toEqual(['2026-12-04', '2026-12-05', '2026-12-06']);
  });

  it('a slot is unavailable when a booking overlaps [start, start + block); touching ends do not overlap', () => {
    const busy = [{ start: at('2026-12-04', '11:00'), end: at('2026-12-04', '12:30') }];
    const [day] = computeAvailability(rules, { ...base, from: '2026-12-04', to: '2026-12-04', durationMinutes: 60, busy });
    const free = (s: string) => day.slots.find((x) => x.start === s)!.available;
    expect(free('09:30')).toBe(true); // 09:30-10:30
    expect(free('10:00')).toBe(true); // ends 11:00 exactly
    expect(free('10:30')).toBe(false); // 10:30-11:30 overlaps
    expect(free('11:00')).toBe(false);
    expect(free('12:00')).toBe(false);
    expect(free('12:30')).toBe(true); // starts as the booking ends
  });

  it('leadDays 0: today’s slots that have begun are unavailable', () => {
    const [day] = computeAvailability({ ...rules, leadDays: 0 }, { ...base, from: '2026-12-03', to: '2026-12-03', durationMinutes: 30 });
    expect(day.slots.find((s) => s.start === '09:30')!.available).toBe(false);
    expect(day.slots.find((s) => s.start === '10:00')!.available).toBe(false);
    expect(day.slots.find((s) => s.start === '10:30')!.available).toBe(true);
  });

  it('a newborn window limits the days (and lead days still apply)', () => {
    const days = computeAvailability(rules, { ...base, from: '2026-11-01', to: '2026-12-31', durationMinutes: 180, window: { from: '2026-12-01', to: '2026-12-10' } });
    expect(days[0].date).toBe('2026-12-04');
    expect(days.at(-1)!.date).toBe('2026-12-10');
  });

  it('isBookableSlot: on the grid, in the window, not begun', () => {
    const p = { today: '2026-12-03', timezone: TZ, now, durationMinutes: 90 };
    expect(isBookableSlot(rules, { ...p, date: '2026-12-05', start: '10:00' })).toBe(true);
    expect(isBookableSlot(rules, { ...p, date: '2026-12-05', start: '10:15' })).toBe(false);
    expect(isBookableSlot(rules, { ...p, date: '2026-12-05', start: '20:00' })).toBe(false); // ends 21:30
    expect(isBookableSlot(rules, { ...p, date: '2026-12-03', start: '15:00' })).toBe(false); // lead day
    expect(isBookableSlot({ ...rules, blackoutDates: ['2026-12-05'] }, { ...p, date: '2026-12-05', start: '10:00' })).toBe(false);
  });
});
