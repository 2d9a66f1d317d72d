import { addDays, daysBetween, mondayOf, weekday, zonedInstant, zonedParts } from './booking-time';

describe('booking time (studio time zone)', () => {
  it('a wall-clock time in IST is 5:30 ahead of UTC, across midnight', () => {
    expect(zonedInstant('2026-12-05', '00:00', 'Asia/Kolkata').toISOString()).toBe('2026-12-04T18:30:00.000Z');
    expect(zonedInstant('2026-12-05', '23:30', 'Asia/Kolkata').toISOString()).toBe('2026-12-05T18:00:00.000Z');
    expect(zonedParts(new Date('2026-12-04T18:30:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-12-05', time: '00:00' });
    expect(zonedParts(new Date('2026-12-04T18:29:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-12-04', time: '23:59' });
  });

  it('zones with daylight saving keep the wall clock', () => {
    expect(zonedInstant('2026-07-01', '10:00', 'Europe/London').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(zonedInstant('2026-12-01', '10:00', 'Europe/London').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('day arithmetic', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-01', '2026-12-15')).toBe(14);
    expect(weekday('2026-12-06')).toBe(0); // Sunday
    expect(mondayOf('2026-12-06')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-05')).toBe('2026-11-30');
  });
});
