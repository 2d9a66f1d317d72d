import { addDays, addMinutes, formatDay, formatDuration, formatInstantTime, formatRupees, formatSlot, hoursUntil, isUtr, normaliseUtr, studioToday } from './booking-format';

describe('booking-format', () => {
  it('says paise as whole rupees, or with 2 decimals when there are paise, Indian grouping', () => {
    expect(formatRupees(150000)).toBe('₹1,500');
    expect(formatRupees(12345678)).toBe('₹1,23,456.78');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(99)).toBe('₹0.99');
    expect(formatRupees(100000000)).toBe('₹10,00,000');
    for (const p of [5, 1234, 99999, 1234567, 987654321, 150000]) expect(formatRupees(p)).toBe(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: p % 100 ? 2 : 0 }).format(p / 100));
  });

  it('says slot times on a 12-hour clock', () => {
    expect(formatSlot('09:00')).toBe('9:00 am');
    expect(formatSlot('12:30')).toBe('12:30 pm');
    expect(formatSlot('20:05')).toBe('8:05 pm');
    expect(formatSlot('00:15')).toBe('12:15 am');
  });

  it('reads calendar dates as dates, not instants', () => {
    expect(formatDay('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatDay('2026-12-01', { year: false })).toBe('Tue, 1 Dec');
  });

  it("shows the hold's end on the studio's clock and knows the studio's date around midnight", () => {
    expect(formatInstantTime('2026-12-01T09:00:00Z')).toBe('2:30 pm');
    // 18:29 UTC is 23:59 IST; 18:30 UTC is the next day in the studio.
    expect(studioToday(new Date('2026-12-01T18:29:00Z'))).toBe('2026-12-01');
    expect(studioToday(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
  });

  it('adds days across months and minutes across hours', () => {
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMinutes('09:30', 90)).toBe('11:00');
    expect(formatDuration(90)).toBe('1 hr 30 min');
    expect(formatDuration(60)).toBe('1 hr');
  });

  it('keeps the digits of a UTR and checks there are 12', () => {
    expect(normaliseUtr('4123 4567-8901')).toBe('412345678901');
    expect(isUtr('412345678901')).toBe(true);
    expect(isUtr('41234567890')).toBe(false);
  });

  it('counts the hours to a start in the studio zone (the 48 h rule)', () => {
    expect(hoursUntil('2026-12-03', '10:00', new Date('2026-12-01T04:30:00Z'))).toBe(48);
  });
});
