import { isIsoDay, studioDay, toDisplayDate } from './studio-day';

describe('studioDay', () => {
  it('puts 00:30 IST on that IST day, although it is still the previous day in UTC', () => {
    const at = new Date('2026-11-20T19:00:00Z'); // 00:30 on 21 Nov in Asia/Kolkata
    expect(studioDay('Asia/Kolkata', at)).toBe('2026-11-21');
    expect(studioDay('UTC', at)).toBe('2026-11-20');
  });
  it('puts 23:59 IST on that IST day', () => {
    expect(studioDay('Asia/Kolkata', new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(studioDay('Asia/Kolkata', new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });
  it('formats dd/mm/yyyy and validates days', () => {
    expect(toDisplayDate('2026-01-05')).toBe('05/01/2026');
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2028-02-29')).toBe(true);
    expect(isIsoDay('21/11/2026')).toBe(false);
  });
});
