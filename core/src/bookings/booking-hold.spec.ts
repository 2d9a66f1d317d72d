import { JOBS } from '../jobs/jobs.contract';
import { holdEndsAt, holdExpiryJob, holdLengthMs } from './booking-hold';

describe('a hold’s timing', () => {
  it('lasts holdMinutes, unless BOOKING_HOLD_SECONDS says otherwise', () => {
    expect(holdLengthMs({ holdMinutes: 30 }, {})).toBe(30 * 60_000);
    expect(holdLengthMs({ holdMinutes: 30 }, { bookingHoldSeconds: 2 })).toBe(2000);
    expect(holdEndsAt({ holdMinutes: 15 }, {}, 1_000_000).getTime()).toBe(1_000_000 + 15 * 60_000);
  });

  it('its expiry job: job id = booking id, delayed to the end, at once when the end has passed', () => {
    const job = holdExpiryJob({ bookingId: 'b1', holdExpiresAt: new Date(5000) }, 2000);
    expect(job).toMatchObject({ name: JOBS.bookingsExpireHold, jobId: 'b1', delay: 3000, data: { bookingId: 'b1' } });
    expect(holdExpiryJob({ bookingId: 'b1', holdExpiresAt: new Date(1000) }, 2000).delay).toBe(0);
  });
});
