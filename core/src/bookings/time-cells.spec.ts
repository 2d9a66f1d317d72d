import { timeCells } from './bookings.repository';

describe('timeCells (the half hours a booking locks)', () => {
  const at = (iso: string) => new Date(iso);

  it('covers every half hour the range touches, end excluded', () => {
    const cells = timeCells(at('2026-12-01T04:30:00Z'), at('2026-12-01T06:00:00Z'));
    expect(cells).toHaveLength(3);
    expect(cells[1] - cells[0]).toBe(1);
    expect(timeCells(at('2026-12-01T06:00:00Z'), at('2026-12-01T06:30:00Z'))[0]).toBe(cells[2] + 1);
  });

  it('two overlapping ranges share a half hour, whatever their alignment; touching ones do not', () => {
    const a = timeCells(at('2026-12-01T04:10:00Z'), at('2026-12-01T04:20:00Z'));
    const b = timeCells(at('2026-12-01T04:15:00Z'), at('2026-12-01T05:00:00Z'));
    expect(a.some((c) => b.includes(c))).toBe(true);
    const c = timeCells(at('2026-12-01T05:00:00Z'), at('2026-12-01T05:30:00Z'));
    expect(b.some((x) => c.includes(x))).toBe(false);
  });

  it('no time, no locks (a newborn booking by due date)', () => {
    expect(timeCells(null, null)).toEqual([]);
  });
});
