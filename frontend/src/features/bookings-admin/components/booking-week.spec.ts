import type { AdminBooking } from '../api/admin-booking-types';
import { byDay, rupeesToPaise, weekOf } from './booking-week';

const b = (over: Partial<AdminBooking>): AdminBooking =>
  ({ id: over.reference ?? 'x', reference: 'BK-AAAAAA', status: 'confirmed', date: null, start: null, dueDate: null, ...over }) as AdminBooking;

describe('booking-week', () => {
  it('shows today and the six days after, across a month end', () => {
    expect(weekOf('2026-11-28')).toEqual(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
  });

  it('puts each booking on its day by start, the cancelled ones last, and leaves out other days', () => {
    const days = weekOf('2026-12-01');
    const m = byDay(
      [
        b({ reference: 'BK-000003', date: '2026-12-01', start: '15:00' }),
        b({ reference: 'BK-000001', date: '2026-12-01', start: '09:00', status: 'cancelled' }),
        b({ reference: 'BK-000002', date: '2026-12-01', start: '11:30', status: 'held' }),
        b({ reference: 'BK-000009', date: '2026-12-09', start: '11:30' }),
      ],
      days,
    );
    expect(m.get('2026-12-01')!.map((x) => x.reference)).toEqual(['BK-000002', 'BK-000003', 'BK-000001']);
    expect([...m.values()].flat()).toHaveLength(3);
  });

  it('reads rupees typed by staff as paise', () => {
    expect(rupeesToPaise('1500')).toBe(150000);
    expect(rupeesToPaise('₹1,500.5')).toBe(150050);
    expect(rupeesToPaise('99.99')).toBe(9999);
    expect(rupeesToPaise('12.345')).toBeNull();
    expect(rupeesToPaise('abc')).toBeNull();
    expect(rupeesToPaise('')).toBeNull();
  });
});
