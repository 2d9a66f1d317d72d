import { loggablePath } from './log-redaction';

describe('loggablePath: what request logs may carry', () => {
  it.each([
    ['/api/admin/bookings/calendar.ics?token=cal-secret-123', '/api/admin/bookings/calendar.ics'],
    ['/media/staff/selfie-1.webp?exp=1790000000&sig=abcdef0123', '/media/staff/selfie-1.webp'],
    ['/booking/mt_9f8e7d6c5b4a', '/booking/*'],
    ['/api/bookings/manage/mt_9f8e7d6c5b4a/calendar.ics', '/api/bookings/manage/*/calendar.ics'],
    ['/api/bookings/manage/mt_9f8e7d6c5b4a/payment?x=1', '/api/bookings/manage/*/payment'],
    ['/g/baby-aarav-k3j9x2', '/g/*'],
    ['/api/client-galleries/baby-aarav-k3j9x2/media/a/b.webp', '/api/client-galleries/*/media/a/b.webp'],
    ['/gallery/newborn', '/gallery/newborn'],
    ['/api/bookings', '/api/bookings'],
    ['/api/admin/client-galleries/5f0c/photos', '/api/admin/client-galleries/5f0c/photos'],
  ])('%s -> %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });
});
