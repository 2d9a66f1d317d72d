import { fromDayMonthYear, toDayMonthYear } from './day-month-year';

describe('dd/mm/yyyy dates', () => {
  it('shows an api date as dd/mm/yyyy', () => {
    expect(toDayMonthYear('2026-12-05')).toBe('05/12/2026');
  });
  it.each([
    ['05/12/2026', '2026-12-05'],
    ['5/1/2027', '2027-01-05'],
    [' 31-12-2026 ', '2026-12-31'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %s as %s', (text, iso) => expect(fromDayMonthYear(text)).toBe(iso));
  it.each(['12/31/2026', '31/02/2026', '2026-12-05', '5/12/26', ''])('refuses %s', (text) => expect(fromDayMonthYear(text)).toBeNull());
});
